import { sql } from 'drizzle-orm';
import { createPayoutBatch } from '../../core/admin/payouts/create-payout-batch.ts';
import { markPayoutBatchPaid } from '../../core/admin/payouts/mark-payout-batch-paid.ts';
import { payeeBalances, payoutCutoff } from '../../core/admin/payouts/payable-balances.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Queue } from '../../core/ports/queue.ts';
import type { Db } from '../client.ts';
import { buildViewer, createUser } from '../factories/index.ts';

const day = 86_400_000;
/** The demo batch was created this many days before the seeding, and marked paid two days later. */
const batchDaysAgo = 35;
const paidDaysAgo = 33;

const at = (date: Date): Clock => ({ now: () => date });
/** The e-mails of a transfer made a month ago are not sent at the seeding: its notifications are enough. */
const pastQueue: Queue = { enqueue: async () => {} };

/**
 * Last month's payout batch, through the console's own use cases with the clock set back (createPayoutBatch, then
 * markPayoutBatchPaid): every seller balance past the 30-day guarantee then is paid out (payouts with the payee's
 * name and IBAN, negative `payout` ledger entries, audit entries, the sellers' notifications), while what matured
 * since stays payable now. The administrator is the demo one, or a back-office account that cannot sign in (no
 * password) when the seed creates no accounts. Returns the number of payouts (0 when nothing was payable then).
 */
export async function seedDemoPayouts(deps: { db: Db }, options: { now: Date; adminId?: string }): Promise<number> {
  const { db } = deps;
  const createdAt = new Date(options.now.getTime() - batchDaysAgo * day);
  const paidAt = new Date(options.now.getTime() - paidDaysAgo * day);
  const payable = (await payeeBalances(db, payoutCutoff(createdAt))).filter((p) => p.payable);
  if (payable.length === 0) return 0;
  const adminId =
    options.adminId ??
    (await createUser(db, { email: 'finance@deploia.example', name: 'Service financier Déploia', roles: ['admin'] }))
      .id;
  const admin = buildViewer({ userId: adminId, roles: ['admin'], aal: 'aal2', twoFactorEnabled: true });
  const confirmation = {
    expectedTotalCents: payable.reduce((sum, p) => sum + p.availableCents, 0),
    expectedCount: payable.length,
  };
  const batch = await createPayoutBatch({ db, clock: at(createdAt) }, admin, {
    expectedLastBatchId: null,
    ...confirmation,
  });
  await markPayoutBatchPaid(
    { db, clock: at(paidAt), queue: pastQueue, publicUrl: 'http://localhost' },
    admin,
    batch.id,
    confirmation,
  );
  // The notifications are written at the transaction's time: date them when the transfer was made.
  await db.execute(sql`update notifications set created_at = ${paidAt.toISOString()}::timestamptz
                       where user_id in (select sp.user_id from payouts p join seller_profiles sp on sp.id = p.seller_id
                                         where p.batch_id = ${batch.id})
                         and metadata->>'redirect_url' = '/dashboard/sales'`);
  return batch.payoutCount;
}
