import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SearchPart, SearchPlan } from './plan-search.ts';

/**
 * Text-search configurations (migrations 0001 and 0012): a product and each of its translations are indexed in
 * their own language, so a query is read in all four.
 */
export const searchConfigs = ['fr_unaccent', 'en_unaccent', 'es_unaccent', 'de_unaccent'] as const;

/** The plan read in each language: `parts[i][c]` is part i in configuration c, '' where c drops all its words. */
export interface CompiledPlan {
  parts: string[][];
  /** The excluded words in each configuration, OR-ed ('' when there are none). */
  excluded: string[];
}

function partInLanguage({ texts, phrase }: Pick<SearchPart, 'texts' | 'phrase'>, regconfig: SQL): SQL {
  const fn = sql.raw(phrase ? 'phraseto_tsquery' : 'plainto_tsquery');
  return sql`(${sql.join(
    texts.map((text) => sql`${fn}(${regconfig}, ${text})`),
    sql` || `,
  )})::text`;
}

/**
 * Reads every part and the exclusions in the four languages in one round trip, so that any subset of the parts can
 * then be searched without asking the database again (a relaxed search drops parts one at a time). Only quoted
 * phrases use the phrase operator: it makes PostgreSQL re-read every match's whole vector.
 */
export async function compilePlan(db: Db, plan: SearchPlan): Promise<CompiledPlan> {
  const cells: SQL[] = [];
  for (const config of searchConfigs) {
    const regconfig = sql.raw(`'${config}'::regconfig`);
    for (const part of plan.required) cells.push(partInLanguage(part, regconfig));
    cells.push(
      plan.excluded.length > 0 ? partInLanguage({ texts: plan.excluded, phrase: false }, regconfig) : sql`''::text`,
    );
  }
  const [row] = await rows<{ readings: string[] }>(db, sql`select array[${sql.join(cells, sql`, `)}] as readings`);
  const readings = row?.readings ?? [];
  const width = plan.required.length + 1;
  return {
    parts: plan.required.map((_, i) => searchConfigs.map((_, c) => readings[c * width + i] ?? '')),
    excluded: searchConfigs.map((_, c) => readings[c * width + plan.required.length] ?? ''),
  };
}

/**
 * One `tsquery` text for the chosen parts: in each language the parts AND-ed and the exclusions negated, the
 * distinct readings OR-ed. Reading the whole query in one language at a time keeps each language's stop words out
 * of it. Undefined when no language keeps any word of the chosen parts.
 */
export function tsqueryText(compiled: CompiledPlan, keep: number[]): string | undefined {
  const readings = new Set<string>();
  compiled.excluded.forEach((excluded, c) => {
    const words = keep.map((i) => compiled.parts[i]?.[c] ?? '').filter((text) => text !== '');
    if (words.length === 0) return;
    const negated = excluded !== '' ? [`!(${excluded})`] : [];
    readings.add([...words.map((text) => `(${text})`), ...negated].join(' & '));
  });
  return readings.size > 0 ? [...readings].map((text) => `(${text})`).join(' | ') : undefined;
}

/** The lexemes a part searches for, in any language ('chatbot', 'medical', 'medic' …). */
export function partLexemes(compiled: CompiledPlan, part: number): string[] {
  const texts = compiled.parts[part] ?? [];
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1] ?? '')))];
}
