import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SearchPlan } from './plan-search.ts';

/**
 * Text-search configurations (migrations 0001 and 0012): a product and each of its translations are indexed in
 * their own language, so a query is read in all four.
 */
const configs = ['fr_unaccent', 'en_unaccent', 'es_unaccent', 'de_unaccent'] as const;

/**
 * The plan in one language: the parts AND-ed (a part's texts OR-ed) and the exclusions negated. `any` relaxes the
 * parts to OR: the fallback when no product holds every word. Only quoted phrases use the phrase operator: it makes
 * PostgreSQL re-read every matching row's whole vector, several times the cost of a broad query.
 */
function inLanguage(plan: SearchPlan, config: string, match: 'all' | 'any'): SQL {
  const regconfig = sql.raw(`'${config}'::regconfig`);
  const parts = plan.required.map(
    ({ texts, phrase }) =>
      sql`(${sql.join(
        texts.map((text) => sql`${sql.raw(phrase ? 'phraseto_tsquery' : 'plainto_tsquery')}(${regconfig}, ${text})`),
        sql` || `,
      )})`,
  );
  const exclusions = plan.excluded.map((word) => sql`!!plainto_tsquery(${regconfig}, ${word})`);
  const required = match === 'all' ? parts : [sql`(${sql.join(parts, sql` || `)})`];
  return sql`(${sql.join([...required, ...exclusions], sql` && `)})::text`;
}

/**
 * Compiles the plan into one `tsquery` constant: the query read in each language (one round trip), the distinct
 * readings OR-ed. Reading the whole query in one language at a time keeps each language's stop words out of it
 * ("pour" is dropped in French but is an English word, and would otherwise be required); keeping only distinct
 * readings keeps the query small, which ranking thousands of matches pays for per row.
 */
export async function compileTsquery(db: Db, plan: SearchPlan, match: 'all' | 'any' = 'all'): Promise<SQL> {
  const [readings] = await rows<Record<string, string>>(
    db,
    sql`select ${sql.join(
      configs.map((config) => sql`${inLanguage(plan, config, match)} as ${sql.identifier(config)}`),
      sql`, `,
    )}`,
  );
  const distinct = [...new Set(configs.map((c) => readings?.[c] ?? '').filter((text) => text !== ''))];
  return sql`${distinct.map((text) => `(${text})`).join(' | ')}::tsquery`;
}
