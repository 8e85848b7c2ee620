import { relevanceQueries } from '../../db/seed/content/buyer-queries.ts';

/**
 * One typo in the query's longest word (two neighbouring letters swapped near its middle), as a hurried buyer
 * types it: "facturation" becomes "factruation". Words shorter than 5 letters are left alone (a typo there makes
 * another word), and so is a query without such a word.
 */
export function withTypo(q: string): string {
  const longest = q.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 5) return q;
  const middle = Math.floor(longest.length / 2);
  // From the middle outwards, the first pair of different letters: swapping "ll" or "ss" would change nothing.
  for (let step = 0; step < longest.length; step++) {
    const i = middle + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
    if (i < 1 || i >= longest.length || longest[i] === longest[i - 1]) continue;
    const typo = longest.slice(0, i - 1) + longest[i] + longest[i - 1] + longest.slice(i + 1);
    return q.replace(longest, typo);
  }
  return q;
}

/** Without accents, as typed on a keyboard without them. */
export const withoutAccents = (q: string) => q.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * The "API search mix": the buyer queries of the relevance test (db/seed/content/buyer-queries.ts), then each of
 * them again without accents and with one typo.
 */
export const searchQueries = [
  ...new Set([...relevanceQueries.map((r) => r.q), ...relevanceQueries.map((r) => withTypo(withoutAccents(r.q)))]),
];

/** What the header's search box sends while typing: the first 3 to 7 letters of each query. */
export const suggestPrefixes = [
  ...new Set(relevanceQueries.map((r, i) => r.q.slice(0, 3 + (i % 5)).trim()).filter((p) => p.length >= 2)),
];

export const searchPath = (q: string) => `/api/v1/products?q=${encodeURIComponent(q)}`;
export const suggestPath = (q: string) => `/api/v1/search/suggest?q=${encodeURIComponent(q)}`;
