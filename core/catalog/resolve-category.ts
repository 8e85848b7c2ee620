import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { categoryAliases, normalizeCategoryName } from './category-aliases.ts';

export interface CategoryRef {
  id: string;
  slug: string;
  labels: Record<string, string>;
}

export async function listCategoryRefs(db: Db): Promise<CategoryRef[]> {
  return rows<CategoryRef>(db, sql`select id, slug, labels from categories order by sort, slug`);
}

/**
 * Resolves `?category=` to category ids: a slug, a shortcut or marketplace name (aliases), or a label in
 * any language, compared without case or accents. Returns null when nothing matches.
 */
export function resolveCategory(categories: CategoryRef[], value: string): CategoryRef[] | null {
  const wanted = normalizeCategoryName(value);
  const bySlug = (slugs: readonly string[]) => categories.filter((c) => slugs.includes(c.slug));
  const direct = categories.filter(
    (c) =>
      normalizeCategoryName(c.slug) === wanted ||
      Object.values(c.labels).some((label) => normalizeCategoryName(label) === wanted),
  );
  if (direct.length > 0) return direct;
  const aliased = categoryAliases[wanted];
  return aliased ? bySlug(aliased) : null;
}
