import { type SQL, sql } from 'drizzle-orm';

/**
 * One indexable page, which exists in every language: `path` is its French address (it may carry a query,
 * `/market?category=saas`); the other languages add `?lang=` (i18n/config.ts `localizedHref`).
 */
export interface SitemapEntry {
  path: string;
  /** W3C datetime of the last change, when known. */
  lastmod: string | null;
}

/** A timestamp column as a W3C datetime in UTC (`2026-11-27T09:30:00Z`), the form sitemaps take. */
export const w3cDate = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
