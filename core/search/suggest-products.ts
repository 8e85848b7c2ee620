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
 * typed words (accent-insensitive), in the "top" order. Fewer than 2 letters suggest nothing.
 */
export async function suggestProducts(deps: { db: Db }, text: string): Promise<Suggestion[]> {
  const words = searchWords(text);
  if (words.join('').length < 2) return [];
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  return rows<Suggestion>(
    deps.db,
    sql`select p.slug, p.title, c.slug as category
        from products p join categories c on c.id = p.category_id
        where p.status = 'published' and p.rank_vector @@ to_tsquery('fr_unaccent', ${prefixQuery})
        order by p.top_score desc, p.id
        limit ${limit}`,
  );
}
