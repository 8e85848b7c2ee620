import type { Locale } from '../../i18n/config.ts';
import type { Operator } from '../legal/operator.ts';
import { operatorVariables } from '../legal/operator-variables.ts';
import { type ContentDeps, type ContentDocument, readContentDocument } from './content-document.ts';

/** The editorial pages served from `content/pages/<locale>/<slug>.md`. */
export const contentPageSlugs = ['privacy-policy', 'terms-of-service', 'legal', 'transparency'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/**
 * One legal or information page in the reader's language (French when not translated), the operator's identity in
 * its `{{operator.…}}` variables; 404 for any other slug.
 */
export function getContentPage(
  deps: ContentDeps & { operator: Operator },
  input: { slug: string; locale: Locale },
): Promise<ContentDocument> {
  return readContentDocument(
    { ...deps, variables: operatorVariables(deps.operator) },
    'pages',
    contentPageSlugs,
    input,
  );
}
