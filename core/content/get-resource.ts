import type { Locale } from '../../i18n/config.ts';
import { type ContentDeps, type ContentDocument, readContentDocument } from './content-document.ts';

/** The learning guides of `content/resources/<locale>/<slug>.md`, in the order /resources lists them. */
export const resourceSlugs = ['choisir-un-produit-ia', 'acheter-en-confiance', 'deployer-en-24h'] as const;

/** One guide in the reader's language (French when not translated); 404 for an unknown slug. */
export function getResource(deps: ContentDeps, input: { slug: string; locale: Locale }): Promise<ContentDocument> {
  return readContentDocument(deps, 'resources', resourceSlugs, input);
}
