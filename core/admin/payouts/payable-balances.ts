import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { GUARANTEE_MS } from '../../dashboard/sales-lines.ts';
import { ledgerBalanceColumns, ledgerBalanceSource } from '../../dashboard/seller-money.ts';

export type PayeeKind = 'seller' | 'partner';

/** Why a payee with money is not in the next batch. */
export type NotPayableReason = 'no_iban' | 'nothing_available';

/** A seller's or partner's ledger account, by where its money stands (the same rule as their own dashboards). */
export interface PayeeBalance {
  /** `seller:<sellerProfileId>` or `partner:<partnerId>`. */
  account: string;
  kind: PayeeKind;
  /** The seller profile's or partner's id. */
  payeeId: string;
  /** The user who owns it (told when the payout is sent). */
  userId: string;
  /** The public name (seller) or the profile's name (partner). */
  displayName: string;
  payoutName: string | null;
  payoutIban: string | null;
  /** Earnings of orders paid within the 30-day guarantee, net of their refunds: not payable yet. */
  pendingCents: number;
  /** Earnings older than the guarantee, net of refunds, less every payout: what the next batch pays. */
  availableCents: number;
  /** Every payout the account was debited with (pending or paid). */
  paidOutCents: number;
  payable: boolean;
  reason: NotPayableReason | null;
}

/** Earnings of orders paid this long ago (the 30-day refund guarantee) or more are payable. */
export const payoutCutoff = (now: Date) => new Date(now.getTime() - GUARANTEE_MS);

interface BalanceRow {
  account: string;
  pending: string | number;
  matured: string | number;
  paid: string | number;
  seller_id: string | null;
  seller_user_id: string | null;
  seller_name: string | null;
  seller_payout_name: string | null;
  seller_payout_iban: string | null;
  partner_id: string | null;
  partner_user_id: string | null;
  partner_name: string | null;
  partner_payout_name: string | null;
  partner_payout_iban: string | null;
}

/**
 * Every seller's and partner's balance, by the rule of their own dashboards (`ledgerBalanceColumns`).
 * A payee is payable with a positive available balance and a payout IBAN. Accounts with nothing to show are left out.
 * Runs on a transaction too (the batch creation reads it under its lock).
 */
export async function payeeBalances(db: Db, cutoff: Date): Promise<PayeeBalance[]> {
  const found = await rows<BalanceRow>(
    db,
    sql`with balances as (
          select le.account, ${ledgerBalanceColumns(cutoff)}
          from ${ledgerBalanceSource}
          where le.account like 'seller:%' or le.account like 'partner:%'
          group by le.account
        )
        select b.account, b.pending, b.matured, b.paid,
               sp.id as seller_id, sp.user_id as seller_user_id, sp.public_name as seller_name,
               sp.payout_name as seller_payout_name, sp.payout_iban as seller_payout_iban,
               pa.id as partner_id, pa.user_id as partner_user_id, pp.display_name as partner_name,
               pa.payout_name as partner_payout_name, pa.payout_iban as partner_payout_iban
        from balances b
        left join seller_profiles sp on b.account = 'seller:' || sp.id::text
        left join partners pa on b.account = 'partner:' || pa.id::text
        left join profiles pp on pp.id = pa.user_id
        where sp.id is not null or pa.id is not null
        order by b.account`,
  );
  const balances = found.map((row): PayeeBalance => {
    const seller = row.seller_id !== null;
    const paidOutCents = Number(row.paid);
    const availableCents = Number(row.matured) - paidOutCents;
    const payoutIban = (seller ? row.seller_payout_iban : row.partner_payout_iban) || null;
    const reason: NotPayableReason | null =
      availableCents <= 0 ? 'nothing_available' : payoutIban === null ? 'no_iban' : null;
    return {
      account: row.account,
      kind: seller ? 'seller' : 'partner',
      payeeId: (seller ? row.seller_id : row.partner_id) as string,
      userId: (seller ? row.seller_user_id : row.partner_user_id) as string,
      displayName: (seller ? row.seller_name : row.partner_name) ?? '',
      payoutName: (seller ? row.seller_payout_name : row.partner_payout_name) || null,
      payoutIban,
      pendingCents: Number(row.pending),
      availableCents,
      paidOutCents,
      payable: reason === null,
      reason,
    };
  });
  return balances
    .filter((b) => b.availableCents !== 0 || b.pendingCents !== 0)
    .sort((a, b) => b.availableCents - a.availableCents || a.displayName.localeCompare(b.displayName));
}
