import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { searchWords } from './normalize.ts';

export interface Suggestion {
  slug: string;
  title: string;
  category: string;
}

const limit = 8;
/** How many of the catalogue's best products the first, cheap pass looks through. */
const firstPass = 2000;

/**
 * Product titles for the header's search box as the visitor types: titles whose words start with the
 * typed words (accent-insensitive), in the "top" order. Fewer than 2 letters suggest nothing.
 *
 * A short prefix matches thousands of products, and sorting them all costs more than the 10 ms a keystroke
 * may take. So the first pass looks only through the best products in "top" order (index order): when it finds
 * enough, they are exactly the overall best matches; otherwise the second pass searches everything.
 */
export async function suggestProducts(deps: { db: Db }, text: string): Promise<Suggestion[]> {
  const words = searchWords(text);
  if (words.join('').length < 2) return [];
  const prefixQuery = sql`(select to_tsquery('fr_unaccent', ${words.map((w) => `${w}:*`).join(' & ')}))`;
  const among = (products: SQL) =>
    rows<Suggestion>(
      deps.db,
      sql`select p.slug, p.title, c.slug as category
          from ${products} p join categories c on c.id = p.category_id
          where p.rank_vector @@ ${prefixQuery}
          order by p.top_score desc, p.id
          limit ${limit}`,
    );
  const best = await among(
    sql`(select * from products where status = 'published' order by top_score desc, id limit ${firstPass})`,
  );
  if (best.length === limit) return best;
  return among(sql`(select * from products where status = 'published')`);
}
