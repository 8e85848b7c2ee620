import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { searchWords } from './normalize.ts';

export interface Suggestion {
  slug: string;
  title: string;
  category: string;
}

const limit = 8;

/**
 * Product titles for the header's search box as the visitor types: titles whose words start with the
 * typed words (accent-insensitive, stemmed like the catalogue), in the "top" order. Fewer than 2 letters
 * suggest nothing.
 *
 * The prefix query is stemmed first and then sent as a constant, so the planner sees how common it is: a
 * short prefix walks the "top" index and stops at the 8th match; a rare one collects its few matches first.
 */
export async function suggestProducts(deps: { db: Db }, text: string): Promise<Suggestion[]> {
  const words = searchWords(text);
  if (words.join('').length < 2) return [];
  const [compiled] = await rows<{ query: string }>(
    deps.db,
    sql`select to_tsquery('fr_unaccent', ${words.map((w) => `${w}:*`).join(' & ')})::text as query`,
  );
  if (!compiled?.query) return [];
  return rows<Suggestion>(
    deps.db,
    sql`select p.slug, p.title, c.slug as category
        from products p join categories c on c.id = p.category_id
        where p.status = 'published' and p.rank_vector @@ ${compiled.query}::tsquery
        order by p.top_score desc nulls last, p.id
        limit ${limit}`,
  );
}
