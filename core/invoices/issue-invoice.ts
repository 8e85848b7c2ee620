import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { invoiceSequences, invoices } from '../../db/schema/index.ts';
import type { Queue } from '../ports/queue.ts';
import { AppError } from '../shared/app-error.ts';
import { type InvoiceKind, referenceOf, seriesOf } from './series.ts';

export interface IssueInvoiceInput {
  orderId: string;
  kind: InvoiceKind;
  /** The refund a credit note documents; required for a credit note, absent for an invoice. */
  refundId?: string;
  /** VAT-inclusive amount, in cents, positive for both kinds (a credit note's is what is given back). */
  totalCents: number;
  taxCents: number;
  issuedAt: Date;
}

export interface IssuedInvoice {
  id: string;
  reference: string;
}

function checkInput(input: IssueInvoiceInput) {
  const { totalCents, taxCents, kind, refundId } = input;
  if (!Number.isInteger(totalCents) || !Number.isInteger(taxCents) || taxCents < 0 || taxCents > totalCents) {
    throw new RangeError('invoice amounts must be integer cents with 0 ≤ tax ≤ total');
  }
  if ((kind === 'credit_note') !== (refundId !== undefined)) {
    throw new RangeError('a credit note, and only a credit note, documents a refund');
  }
}

/**
 * Numbers and records an invoice or a credit note inside the caller's transaction `tx` (the one that records the
 * payment or the refund), and enqueues its PDF in it: a rollback gives the number back, so each series stays
 * continuous. The series row is created on first use, then locked FOR UPDATE until `tx` ends, which puts
 * concurrent issuers of one series in line — no gap, no duplicate.
 */
export async function issueInvoice(deps: { queue: Queue }, tx: Db, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  checkInput(input);
  if (input.kind === 'credit_note') {
    const [corrected] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, input.orderId), eq(invoices.kind, 'invoice')))
      .limit(1);
    if (!corrected) throw new AppError('invoice_not_found', 409, 'Cette commande n’a pas de facture à corriger');
  }

  const series = seriesOf(input.kind, input.issuedAt);
  await tx.insert(invoiceSequences).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [sequence] = await rows<{ last_number: number }>(
    tx,
    sql`select last_number from invoice_sequences where series = ${series} for update`,
  );
  const number = sequence!.last_number + 1;
  await tx.update(invoiceSequences).set({ lastNumber: number }).where(eq(invoiceSequences.series, series));

  const reference = referenceOf(series, number);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      series,
      number,
      reference,
      kind: input.kind,
      orderId: input.orderId,
      refundId: input.refundId,
      totalCents: input.totalCents,
      taxCents: input.taxCents,
      issuedAt: input.issuedAt,
    })
    .returning({ id: invoices.id });
  await deps.queue.enqueue('render-invoice', { invoiceId: invoice!.id }, { db: tx });
  return { id: invoice!.id, reference };
}
