import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';

export interface PayoutBatchSummary {
  id: string;
  reference: string;
  status: 'created' | 'paid';
  totalCents: number;
  payoutCount: number;
  createdAt: string;
  paidAt: string | null;
}

/** The latest batches, newest first (index payout_batches_created_idx), and how many there are (administrators). */
export async function listPayoutBatches(
  deps: { db: Db },
  viewer: Viewer | null,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<{ data: PayoutBatchSummary[]; total: number; lastBatchId: string | null }> {
  requireAdmin(viewer);
  const [found, [counted]] = await Promise.all([
    deps.db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt)).limit(limit).offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(payoutBatches),
  ]);
  const [last] =
    offset === 0 && found.length > 0
      ? found
      : await deps.db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt)).limit(1);
  return {
    data: found.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      totalCents: b.totalCents,
      payoutCount: b.payoutCount,
      createdAt: b.createdAt.toISOString(),
      paidAt: b.paidAt?.toISOString() ?? null,
    })),
    total: Number(counted?.total ?? 0),
    lastBatchId: last?.id ?? null,
  };
}
