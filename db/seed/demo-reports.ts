import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createUser } from '../factories/index.ts';
import { rows } from '../rows.ts';
import { reports } from '../schema/index.ts';

const hour = 3_600_000;

/** Members who reported something, so that /admin/moderation shows a queue. */
const reporters = [
  { name: 'Inès Garnier', email: 'ines.garnier@reporters.demo.deploia.example' },
  { name: 'Paul Lefèvre', email: 'paul.lefevre@reporters.demo.deploia.example' },
];

/**
 * A couple of open reports on the demo catalogue: one published product reported twice (misleading description,
 * counterfeit) and one published review reported once (fake). Idempotent: reporters already there are reused and a
 * report already made is not repeated. Answers how many reports it added.
 * Called by `seedDemo` (db/seed/demo.ts) once the catalogue and its reviews are in.
 */
export async function seedDemoReports(db: Db, now: Date = new Date()): Promise<number> {
  const ids: string[] = [];
  for (const reporter of reporters) {
    const [found] = await rows<{ id: string }>(db, sql`select id from profiles where email = ${reporter.email}`);
    ids.push(found ? found.id : (await createUser(db, reporter)).id);
  }
  const [product] = await rows<{ id: string }>(
    db,
    sql`select id from products where status = 'published' order by sales_count desc, id limit 1`,
  );
  const [review] = await rows<{ id: string }>(
    db,
    sql`select id from reviews where status = 'published' order by created_at desc, id limit 1`,
  );
  const [first, second] = ids as [string, string];
  const wanted = [
    product && {
      reporterId: first,
      targetType: 'product' as const,
      targetId: product.id,
      reason: 'misleading',
      details: 'La démo annoncée ne correspond pas au produit livré.',
      createdAt: new Date(now.getTime() - 26 * hour),
    },
    product && {
      reporterId: second,
      targetType: 'product' as const,
      targetId: product.id,
      reason: 'counterfeit',
      details: 'Copie d’un modèle publié ailleurs sous licence non commerciale.',
      createdAt: new Date(now.getTime() - 3 * hour),
    },
    review && {
      reporterId: first,
      targetType: 'review' as const,
      targetId: review.id,
      reason: 'fake',
      details: 'Cet avis semble écrit par le vendeur lui-même.',
      createdAt: new Date(now.getTime() - 8 * hour),
    },
  ].filter((report) => !!report);
  if (wanted.length === 0) return 0;
  const added = await db.insert(reports).values(wanted).onConflictDoNothing().returning({ id: reports.id });
  return added.length;
}
