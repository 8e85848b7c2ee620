import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../../core/invoices/issue-invoice.ts';
import type { EnqueueOptions, JobName, Jobs, Queue } from '../../core/ports/queue.ts';
import type { Database, Db } from '../../db/client.ts';
import { createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { invoiceSequences, invoices, refunds } from '../../db/schema/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A queue that remembers each job and the transaction it was enqueued in. */
function recordingQueue() {
  const jobs: { name: JobName; data: unknown; db: Db | undefined }[] = [];
  const queue: Queue = {
    async enqueue<N extends JobName>(name: N, data: Jobs[N], options?: EnqueueOptions) {
      jobs.push({ name, data, db: options?.db });
    },
  };
  return { queue, jobs };
}

class RolledBack extends Error {}

async function paidOrders(count: number) {
  const buyer = await createUser(db());
  const product = await createProduct(db(), { title: 'Agent SDR', priceCents: 4900 });
  const orders = [];
  for (let i = 0; i < count; i++) {
    const { order } = await createPaidOrder(db(), {
      buyerId: buyer.id,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
    });
    orders.push(order);
  }
  return orders;
}

const numbersOf = async (series: string) =>
  (
    await db()
      .select({ number: invoices.number, reference: invoices.reference })
      .from(invoices)
      .where(eq(invoices.series, series))
      .orderBy(asc(invoices.number))
  ).map((row) => row.number);

const lastNumberOf = async (series: string) =>
  (await db().select().from(invoiceSequences).where(eq(invoiceSequences.series, series)))[0]?.lastNumber;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const issuedAt = new Date('2026-06-15T10:00:00Z');

describe('invoice numbering', () => {
  it('under 40 concurrent payments, a third rolled back after numbering: the committed numbers are 1..N, no gap, no duplicate', async () => {
    const orders = await paidOrders(40);
    const { queue, jobs } = recordingQueue();
    const outcomes = await Promise.allSettled(
      orders.map((order, i) =>
        db().transaction(async (tx) => {
          const invoice = await issueInvoice({ queue }, tx, {
            orderId: order.id,
            kind: 'invoice',
            totalCents: order.totalCents,
            taxCents: order.taxCents,
            issuedAt,
          });
          const job = jobs.find((j) => (j.data as { invoiceId: string }).invoiceId === invoice.id);
          expect(job?.name).toBe('render-invoice');
          expect(job?.db).toBe(tx);
          // Keep the series locked a little while, as the rest of a paying transaction would.
          await new Promise((resolve) => setTimeout(resolve, i % 4));
          if (i % 3 === 2) throw new RolledBack();
          return invoice;
        }),
      ),
    );
    const committed = outcomes.filter((o) => o.status === 'fulfilled');
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected.every((o) => o.reason instanceof RolledBack)).toBe(true);
    expect(committed).toHaveLength(27);

    expect(await numbersOf('FAC-2026')).toEqual(range(27));
    expect(await lastNumberOf('FAC-2026')).toBe(27);
    const references = committed.map((o) => o.value.reference).sort();
    expect(references).toEqual(range(27).map((n) => `FAC-2026-${String(n).padStart(6, '0')}`));
  });

  it('numbers credit notes in their own series, continuing the invoices’ untouched', async () => {
    const orders = await paidOrders(3);
    const { queue } = recordingQueue();
    const before = (await lastNumberOf('FAC-2026')) ?? 0;
    for (const order of orders) {
      await db().transaction((tx) =>
        issueInvoice({ queue }, tx, {
          orderId: order.id,
          kind: 'invoice',
          totalCents: order.totalCents,
          taxCents: order.taxCents,
          issuedAt,
        }),
      );
    }
    const notes = await Promise.all(
      orders.map((order) =>
        db().transaction(async (tx) => {
          const [refund] = await tx
            .insert(refunds)
            .values({
              orderId: order.id,
              amountCents: order.totalCents,
              reason: 'Ne me convient pas',
              status: 'succeeded',
            })
            .returning();
          return issueInvoice({ queue }, tx, {
            orderId: order.id,
            kind: 'credit_note',
            refundId: refund!.id,
            totalCents: order.totalCents,
            taxCents: order.taxCents,
            issuedAt,
          });
        }),
      ),
    );
    expect(notes.map((note) => note.reference).sort()).toEqual([
      'AVO-2026-000001',
      'AVO-2026-000002',
      'AVO-2026-000003',
    ]);
    expect(await numbersOf('AVO-2026')).toEqual([1, 2, 3]);
    expect(await numbersOf('FAC-2026')).toEqual(range(before + 3));
  });

  it('starts a new series with the year in Paris', async () => {
    const [order] = await paidOrders(1);
    const { queue } = recordingQueue();
    const invoice = await db().transaction((tx) =>
      issueInvoice({ queue }, tx, {
        orderId: order!.id,
        kind: 'invoice',
        totalCents: order!.totalCents,
        taxCents: order!.taxCents,
        issuedAt: new Date('2026-12-31T23:30:00Z'),
      }),
    );
    expect(invoice.reference).toBe('FAC-2027-000001');
  });

  it('refuses a credit note for an order that has no invoice to correct', async () => {
    const [order] = await paidOrders(1);
    const { queue } = recordingQueue();
    const attempt = db().transaction(async (tx) => {
      const [refund] = await tx
        .insert(refunds)
        .values({ orderId: order!.id, amountCents: 100, reason: 'Erreur', status: 'succeeded' })
        .returning();
      return issueInvoice({ queue }, tx, {
        orderId: order!.id,
        kind: 'credit_note',
        refundId: refund!.id,
        totalCents: 100,
        taxCents: 17,
        issuedAt: new Date('2025-05-01T10:00:00Z'),
      });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'invoice_not_found', status: 409 });
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order!.id))).toEqual([]);
  });
});
