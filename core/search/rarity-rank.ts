import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SearchPlan } from './plan-search.ts';
import { compileTsquery } from './tsquery.ts';

/**
 * Relevance for the partial-match fallback, where each product holds only some of the query's parts: a part
 * counts more the rarer it is among the matches (ln(1 + matches / matches of the part), an inverse document
 * frequency), so "chatbot whatsapp" puts the few WhatsApp products before the many chatbots. Text rank breaks ties.
 * One grouped count over the matches, run only on this fallback path.
 */
export async function rarityRank(db: Db, plan: SearchPlan, matches: SQL[], anyPart: SQL): Promise<SQL> {
  const parts = await Promise.all(plan.required.map((part) => compileTsquery(db, { required: [part], excluded: [] })));
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select count(*)::int as total, ${sql.join(
      parts.map((part, i) => sql`count(*) filter (where p.search @@ ${part})::int as ${sql.identifier(`part${i}`)}`),
      sql`, `,
    )} from products p where ${sql.join(matches, sql` and `)}`,
  );
  const total = Number(counts?.total ?? 0);
  const weighted = parts.map((part, i) => {
    const found = Number(counts?.[`part${i}`] ?? 0);
    const weight = found > 0 ? Math.log(1 + total / found) : 0;
    return sql`(case when p.search @@ ${part} then ${weight}::real else 0 end)`;
  });
  return sql`(${sql.join(weighted, sql` + `)} + ts_rank(p.rank_vector, ${anyPart}, 32))`;
}
