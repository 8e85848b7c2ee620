import { type SQL, sql } from 'drizzle-orm';
import type { SearchPlan } from './plan-search.ts';

/**
 * Text-search configurations (migrations 0001 and 0012): a product and each of its translations are indexed in
 * their own language, so a query is read in all four.
 */
const configs = ['fr_unaccent', 'en_unaccent', 'es_unaccent', 'de_unaccent'].map((c) => sql.raw(`'${c}'::regconfig`));

/**
 * The plan as one `tsquery`: in each language, the parts AND-ed (a part's texts OR-ed) and the exclusions negated;
 * then the languages OR-ed. Reading the whole query in one language at a time keeps each language's stop words
 * out of it: "pour" is dropped in French but is an English word, and would otherwise be required.
 * `any` relaxes the parts to OR: the fallback when no product holds every word.
 */
export function tsqueryOf(plan: SearchPlan, match: 'all' | 'any' = 'all'): SQL {
  const inLanguage = (config: SQL) => {
    const parts = plan.required.map(
      (texts) =>
        sql`(${sql.join(
          texts.map((text) => sql`phraseto_tsquery(${config}, ${text})`),
          sql` || `,
        )})`,
    );
    const exclusions = plan.excluded.map((word) => sql`!!plainto_tsquery(${config}, ${word})`);
    const required = match === 'all' ? parts : [sql`(${sql.join(parts, sql` || `)})`];
    return sql`(${sql.join([...required, ...exclusions], sql` && `)})`;
  };
  return sql`(${sql.join(configs.map(inLanguage), sql` || `)})`;
}
