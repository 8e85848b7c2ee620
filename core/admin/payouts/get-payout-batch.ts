import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { payoutBatchNotFound } from './mark-payout-batch-paid.ts';
import type { PayeeKind } from './payable-balances.ts';
import { payoutBatchId } from './payout-batch.schema.ts';

export interface PayoutBatchPayout {
  id: string;
  kind: PayeeKind;
  payeeId: string;
  /** The seller's public name or the partner's profile name. */
  displayName: string;
  /** The account holder and IBAN the transfer goes to (the payee's current payout details). */
  payoutName: string | null;
  payoutIban: string | null;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  paidAt: string | null;
}

export interface PayoutBatchDetail {
  id: string;
  reference: string;
  status: 'created' | 'paid';
  totalCents: number;
  payoutCount: number;
  cutoffAt: string;
  createdAt: string;
  /** The administrator who created it; null for a batch the payout schedule prepared. */
  createdBy: string | null;
  /** When an administrator confirmed its total and count; a scheduled batch waits for it before it can be paid. */
  confirmedAt: string | null;
  paidAt: string | null;
  paidBy: string | null;
  payouts: PayoutBatchPayout[];
}

interface Row {
  id: string;
  reference: string;
  status: 'created' | 'paid';
  total_cents: string | number;
  payout_count: number;
  cutoff_at: Date | string;
  created_at: Date | string;
  paid_at: Date | string | null;
  confirmed_at: Date | string | null;
  created_by: string | null;
  paid_by: string | null;
}

interface PayoutRow {
  id: string;
  seller_id: string | null;
  partner_id: string | null;
  display_name: string | null;
  payout_name: string | null;
  payout_iban: string | null;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed';
  paid_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One batch with its payouts, largest first (administrators): its page and its XML and CSV exports read this. */
export async function getPayoutBatch(deps: { db: Db }, viewer: Viewer | null, id: string): Promise<PayoutBatchDetail> {
  requireAdmin(viewer);
  const parsed = payoutBatchId.safeParse(id);
  if (!parsed.success) throw payoutBatchNotFound();
  const [batch] = await rows<Row>(
    deps.db,
    sql`select b.id, b.reference, b.status, b.total_cents, b.payout_count, b.cutoff_at, b.created_at, b.paid_at, b.confirmed_at,
               cb.display_name as created_by, pb.display_name as paid_by
        from payout_batches b
        left join profiles cb on cb.id = b.created_by
        left join profiles pb on pb.id = b.paid_by
        where b.id = ${parsed.data}`,
  );
  if (!batch) throw payoutBatchNotFound();
  const found = await rows<PayoutRow>(
    deps.db,
    sql`select p.id, p.seller_id, p.partner_id, p.amount_cents, p.status, p.paid_at,
               coalesce(sp.public_name, pp.display_name) as display_name,
               coalesce(p.payee_name, sp.payout_name, pa.payout_name) as payout_name,
               coalesce(p.payee_iban, sp.payout_iban, pa.payout_iban) as payout_iban
        from payouts p
        left join seller_profiles sp on sp.id = p.seller_id
        left join partners pa on pa.id = p.partner_id
        left join profiles pp on pp.id = pa.user_id
        where p.batch_id = ${parsed.data}
        order by p.amount_cents desc, p.id`,
  );
  return {
    id: batch.id,
    reference: batch.reference,
    status: batch.status,
    totalCents: Number(batch.total_cents),
    payoutCount: Number(batch.payout_count),
    cutoffAt: iso(batch.cutoff_at) as string,
    createdAt: iso(batch.created_at) as string,
    createdBy: batch.created_by,
    confirmedAt: iso(batch.confirmed_at),
    paidAt: iso(batch.paid_at),
    paidBy: batch.paid_by,
    payouts: found.map((p) => ({
      id: p.id,
      kind: p.seller_id ? 'seller' : 'partner',
      payeeId: (p.seller_id ?? p.partner_id) as string,
      displayName: p.display_name ?? '',
      payoutName: p.payout_name || null,
      payoutIban: p.payout_iban || null,
      amountCents: Number(p.amount_cents),
      status: p.status,
      paidAt: iso(p.paid_at),
    })),
  };
}
