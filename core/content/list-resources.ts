import type { Locale } from '../../i18n/config.ts';
import type { ContentDeps, ContentDocument } from './content-document.ts';
import { getResource, resourceSlugs } from './get-resource.ts';

export type ResourceSummary = Pick<
  ContentDocument,
  'slug' | 'locale' | 'title' | 'description' | 'updated' | 'readingMinutes'
>;

/** Every guide's card data, in the reader's language. */
export function listResources(deps: ContentDeps, input: { locale: Locale }): Promise<ResourceSummary[]> {
  return Promise.all(
    resourceSlugs.map(async (slug) => {
      const { title, description, updated, readingMinutes, locale } = await getResource(deps, { slug, ...input });
      return { slug, locale, title, description, updated, readingMinutes };
    }),
  );
}
