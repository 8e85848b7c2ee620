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
/** Matches read outside the popular tier before ordering them. */
const outsideBound = 200;

/**
 * Product titles for the header's search box as the visitor types: titles and tags holding the typed words, the last
 * one as a prefix since it is being typed (Algolia's "prefixLast"; accent-insensitive, stemmed like the catalogue),
 * best in the "top" order. Fewer than 2 letters suggest nothing. A finished word is matched whole: a prefix reads the
 * posting lists of every word it starts, so « tableau:* & bo:* » cost twice « tableau & bo:* » at 1 000 000 products.
 *
 * The prefixes are matched in the GIN index of titles and tags (its entries are the vocabulary, sorted: a prefix is
 * a range of it), and every step is bounded: the popular tier first (partial indexes over the best products), then,
 * only if that found fewer than 8, the best of at most 200 other matches. A rare prefix never walks the catalogue.
 */
export async function suggestProducts(deps: { db: Db }, text: string): Promise<Suggestion[]> {
  const { db } = deps;
  const words = searchWords(text);
  if (words.join('').length < 2) return [];
  const [compiled] = await rows<{ query: string }>(
    db,
    sql`select to_tsquery('fr_unaccent', ${words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')})::text as query`,
  );
  if (!compiled?.query) return [];
  const tsquery = sql`${compiled.query}::tsquery`;
  const popular = await rows<Suggestion>(
    db,
    sql`select p.slug, p.title, c.slug as category
        from products p join categories c on c.id = p.category_id
        where p.popular and p.status = 'published' and p.rank_vector @@ ${tsquery}
        order by p.top_score desc nulls last, p.id
        limit ${limit}`,
  );
  if (popular.length >= limit) return popular;
  const others = await rows<Suggestion>(
    db,
    sql`select m.slug, m.title, c.slug as category
        from (select p.id, p.slug, p.title, p.category_id, p.top_score from products p
              where not p.popular and p.status = 'published' and p.rank_vector @@ ${tsquery}
              limit ${outsideBound}) m
        join categories c on c.id = m.category_id
        order by m.top_score desc nulls last, m.id
        limit ${limit - popular.length}`,
  );
  return [...popular, ...others];
}
