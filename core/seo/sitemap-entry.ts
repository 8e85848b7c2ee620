/**
 * One indexable page, which exists in every language: `path` is its French address (it may carry a query,
 * `/market?category=saas`); the other languages add `?lang=` (i18n/config.ts `localizedHref`).
 */
export interface SitemapEntry {
  path: string;
  /** W3C datetime of the last change, when known. */
  lastmod: string | null;
}
