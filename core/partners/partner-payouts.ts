import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';

export interface PartnerPayout {
  createdAt: string;
  reference: string | null;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  /** The last four characters of the IBAN the transfer was ordered to. */
  ibanLast4: string | null;
}

/** « Virements »: the partner's latest payouts, newest first. */
export async function partnerPayouts(db: Db, partnerId: string, limit = 24): Promise<PartnerPayout[]> {
  const found = await db
    .select({
      createdAt: payouts.createdAt,
      reference: payouts.reference,
      amountCents: payouts.amountCents,
      status: payouts.status,
      iban: payouts.payeeIban,
    })
    .from(payouts)
    .where(eq(payouts.partnerId, partnerId))
    .orderBy(desc(payouts.createdAt))
    .limit(limit);
  return found.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    reference: row.reference,
    amountCents: row.amountCents,
    status: row.status,
    ibanLast4: row.iban ? row.iban.replaceAll(' ', '').slice(-4) : null,
  }));
}
