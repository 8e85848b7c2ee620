import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import { confirmReturn } from '../../core/payments/confirm-return.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import {
  buildViewer,
  createCategory,
  createProduct,
  createPromotion,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { payments, sandboxEvents } from '../../db/schema/index.ts';
import { mulberry32 } from '../../db/seed/content/random.ts';
import { sandboxWebhookRequest } from '../../server/jobs/deliver-sandbox-event.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { mapConcurrently, shuffled } from '../support/concurrency.ts';

/*
 * The commerce issue's concurrency check (DESIGN.md §5): 200 checkouts paid at once while every webhook arrives
 * three times, shuffled, racing the browser's return. On PGlite (one connection) the race is an interleaving of
 * transactions; on PostgreSQL (TEST_DATABASE_URL) the transactions really run side by side.
 */
// An unexpected answer's cause (the route's error log, with its stack) reaches the run's output.
const ctx = setUpTestApp({ LOG_LEVEL: 'error' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

const orderCount = 200;
const buyerCount = 20;
/** How often the test itself posts each sandbox event, besides the sandbox's own delivery job. */
const copies = 3;
const random = mulberry32(20_260_601);
/** Each connection of the test database's pool (4) is kept busy, and a few callers wait for one. */
const inFlight = 12;

interface PlacedCheckout {
  orderId: string;
  buyer: Viewer;
  checkout: string;
  lines: { productId: string; quantity: number }[];
}

const state = {
  buyers: [] as Viewer[],
  productIds: [] as string[],
  promoted: 0,
  promotionIds: [] as string[],
  placed: [] as PlacedCheckout[],
};

const parisYear = () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format();

const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(db(), query))[0]!.n;

/** Posts one stored sandbox event to /webhooks/sandbox as the provider does, signed now. */
async function deliver(event: typeof sandboxEvents.$inferSelect) {
  const { body, headers } = sandboxWebhookRequest(deps().secret, event, new Date());
  const res = await ctx.app.request('/webhooks/sandbox', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

/** Resolves after a random number of turns of the event loop, so that racing calls start in a shuffled order. */
const jitter = async () => {
  for (let turns = Math.floor(random() * 4); turns > 0; turns--) await new Promise((r) => setImmediate(r));
};

beforeAll(async () => {
  const category = await createCategory(db());
  const sellers = await Promise.all([1, 2, 3, 4, 5].map(() => createSeller(db())));
  // Prices that do not divide evenly by 1.2 or 1.21, so that every rounding is exercised.
  const prices = [990, 4_900, 12_000, 2_999, 19_900, 7_777, 1_234, 34_567, 5_001, 899];
  for (const [i, priceCents] of prices.entries()) {
    const product = await createProduct(db(), {
      sellerId: sellers[i % sellers.length]!.id,
      categoryId: category.id,
      priceCents,
    });
    state.productIds.push(product.id);
  }
  const platform = await createPromotion(db(), {
    code: 'RUSH10',
    percentOff: 10,
    maxRedemptions: 1_000,
    maxPerCustomer: null,
  });
  const sellerPromo = await createPromotion(db(), {
    code: 'STUDIO5',
    amountOffCents: 500,
    sellerId: sellers[0]!.id,
    maxRedemptions: 1_000,
    maxPerCustomer: null,
  });
  state.promotionIds = [platform.id, sellerPromo.id];
  for (let i = 0; i < buyerCount; i++) {
    const user = await createUser(db());
    state.buyers.push(buildViewer({ userId: user.id, email: user.email }));
  }
});

describe(`${orderCount} checkouts paid concurrently, every webhook delivered ${copies} times racing the return`, () => {
  it('pays every order exactly once: one paid event, licences per seat, invoices numbered with no gap', async () => {
    // Orders of 1 to 3 products from several sellers, some with 2 or 3 seats, some with a promotion code, from
    // buyers in France, Belgium (21 % VAT) and German businesses (reverse charge).
    const requests = Array.from({ length: orderCount }, (_, i) => {
      const lineCount = 1 + Math.floor(random() * 3);
      const productIds = shuffled(state.productIds, random).slice(0, lineCount);
      const promo = i % 5 === 0 ? 'RUSH10' : i % 7 === 0 ? 'STUDIO5' : undefined;
      // STUDIO5 applies to the first seller's products (indices 0 and 5).
      if (promo === 'STUDIO5' && !productIds.includes(state.productIds[0]!)) productIds[0] = state.productIds[0]!;
      const lines = [...new Set(productIds)].map((productId) => ({
        productId,
        quantity: random() < 0.3 ? 2 + Math.floor(random() * 2) : 1,
      }));
      const country = i % 10 === 3 ? 'BE' : 'FR';
      return {
        buyer: state.buyers[i % buyerCount]!,
        body: {
          country: i % 10 === 7 ? 'DE' : country,
          ...(i % 10 === 7 && { vatId: 'DE123456789' }),
          ...(promo && { promoCode: promo }),
          provider: 'sandbox' as const,
          billingName: 'Camille Martin',
          acceptTerms: true,
          waiveWithdrawal: true,
          lines,
        },
      };
    });
    state.promoted = requests.filter((r) => r.body.promoCode).length;

    const placed = await mapConcurrently(requests, inFlight, async ({ buyer, body }) => {
      const order = await placeOrder(deps(), buyer, body, { idempotencyKey: randomUUID(), locale: 'fr' });
      expect(order.status).toBe('pending_payment');
      return { orderId: order.orderId, buyer, lines: body.lines };
    });
    const refs = await db()
      .select({ orderId: payments.orderId, providerRef: payments.providerRef })
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          placed.map((p) => p.orderId),
        ),
      );
    const refOf = new Map(refs.map((r) => [r.orderId, r.providerRef]));
    state.placed = placed.map((p) => ({ ...p, checkout: refOf.get(p.orderId)! }));
    expect(new Set(state.placed.map((p) => p.checkout)).size).toBe(orderCount);

    // Every checkout paid at once on the hosted page. As each payment goes through, its event is posted three times
    // and the buyer's browser comes back, all four in a random order and at the same time. The sandbox's own delivery
    // job posts it too, whenever it gets to it: the test does not wait for those, whose outcome cannot differ.
    const webhookStatuses: number[] = [];
    const webhookOutcomes: string[] = [];
    const webhookRefusals: { status: number; body: unknown }[] = [];
    const returnedStatuses: string[] = [];
    await mapConcurrently(shuffled(state.placed, random), 40, async ({ orderId, buyer, checkout }) => {
      await jitter();
      expect(await deps().sandboxCheckout!.pay(checkout, '4242 4242 4242 4242')).toMatchObject({ outcome: 'paid' });
      const [event] = await db()
        .select()
        .from(sandboxEvents)
        .where(
          and(eq(sandboxEvents.type, 'checkout.completed'), sql`${sandboxEvents.data}->>'checkout' = ${checkout}`),
        );
      const arrivals = [
        ...Array.from({ length: copies }, () => async () => {
          const answer = await deliver(event!);
          webhookStatuses.push(answer.status);
          webhookOutcomes.push(answer.body.outcome ?? 'none');
          if (answer.status !== 200) webhookRefusals.push(answer);
        }),
        async () => {
          returnedStatuses.push((await confirmReturn(deps(), { viewer: buyer }, orderId)).status);
        },
      ];
      await Promise.all(
        shuffled(arrivals, random).map(async (arrive) => {
          await jitter();
          await arrive();
        }),
      );
    });

    expect(webhookStatuses).toHaveLength(orderCount * copies);
    expect(webhookRefusals).toEqual([]);
    expect(new Set(webhookOutcomes).size).toBeGreaterThan(0);
    expect([...new Set(webhookOutcomes)].every((o) => ['paid', 'already_paid', 'duplicate'].includes(o))).toBe(true);
    // The browser's return always finds the order paid: it asked the provider and confirmed it, or saw it done.
    expect(returnedStatuses).toEqual(Array(orderCount).fill('paid'));

    const ids = state.placed.map((p) => p.orderId);
    const statuses = await rows<{ status: string; n: number }>(
      db(),
      sql`select status, count(*)::int as n from orders group by status`,
    );
    expect(statuses).toEqual([{ status: 'paid', n: orderCount }]);
    // One move to 'paid' per order, and one event that caused it; every other arrival was a no-op.
    const paidMoves = await rows<{ order_id: string; n: number }>(
      db(),
      sql`select order_id, count(*)::int as n from order_events where to_status = 'paid' group by order_id`,
    );
    expect(paidMoves).toHaveLength(orderCount);
    expect(paidMoves.every((m) => m.n === 1)).toBe(true);
    expect(new Set(paidMoves.map((m) => m.order_id))).toEqual(new Set(ids));
    expect(await count(sql`select count(*)::int as n from payment_events where outcome = 'paid'`)).toBe(orderCount);
    expect(await count(sql`select count(*)::int as n from payments where status = 'succeeded'`)).toBe(orderCount);
    // Whichever won each race — a webhook or the browser's return (both outcomes occur depending on the scheduler;
    // checkout-payment.test.ts pays an order by its return alone) — exactly one event paid each order.
    const winners = await rows<{ source: string; n: number }>(
      db(),
      sql`select case when event_id like 'return:%' then 'return' else 'webhook' end as source, count(*)::int as n
          from payment_events where outcome = 'paid' group by 1 order by 1`,
    );
    expect(winners.reduce((sum, w) => sum + w.n, 0)).toBe(orderCount);
    // Each webhook event reached the endpoint at least `copies` times, and was stored once.
    const deliveries = await rows<{ event_id: string; n: number; stored: number }>(
      db(),
      sql`select d.event_id, count(*)::int as n,
            (select count(*)::int from payment_events e where e.event_id = d.event_id) as stored
          from webhook_deliveries d where d.event_type = 'checkout_paid' group by d.event_id`,
    );
    expect(deliveries).toHaveLength(orderCount);
    expect(deliveries.every((d) => d.n >= copies && d.stored === 1)).toBe(true);

    // A licence per seat, numbered 1..n, with distinct keys, owned by the buyer.
    const seats = await rows<{
      item: string;
      quantity: number;
      keys: number;
      seats: number;
      owners: number;
      buyer_owned: number;
    }>(
      db(),
      sql`select oi.id as item, oi.quantity, count(l.id)::int as keys, count(distinct l.seat)::int as seats,
            count(distinct l.owner_id)::int as owners, count(*) filter (where l.owner_id = o.buyer_id)::int as buyer_owned
          from order_items oi join orders o on o.id = oi.order_id left join licences l on l.order_item_id = oi.id
          group by oi.id, oi.quantity`,
    );
    expect(seats.length).toBeGreaterThanOrEqual(orderCount);
    expect(
      seats.filter((s) => s.keys !== s.quantity || s.seats !== s.quantity || s.buyer_owned !== s.quantity),
    ).toEqual([]);
    const totalSeats = state.placed.reduce((sum, p) => sum + p.lines.reduce((s, l) => s + l.quantity, 0), 0);
    expect(await count(sql`select count(distinct key)::int as n from licences`)).toBe(totalSeats);
    expect(totalSeats).toBeGreaterThan(orderCount);

    // Invoices FAC-<year>-000001 … 000200: each number once, no gap, one per order, for the amount paid.
    const series = `FAC-${parisYear()}`;
    const numbers = await rows<{ number: number; reference: string; order_id: string; matches: boolean }>(
      db(),
      sql`select i.number, i.reference, i.order_id, (i.total_cents = o.total_cents) as matches
          from invoices i join orders o on o.id = i.order_id where i.kind = 'invoice' order by i.number`,
    );
    expect(numbers.map((n) => n.number)).toEqual(Array.from({ length: orderCount }, (_, i) => i + 1));
    expect(numbers.every((n) => n.reference === `${series}-${String(n.number).padStart(6, '0')}`)).toBe(true);
    expect(new Set(numbers.map((n) => n.order_id))).toEqual(new Set(ids));
    expect(numbers.every((n) => n.matches)).toBe(true);
    expect(await rows(db(), sql`select series, last_number from invoice_sequences order by series`)).toEqual([
      { series, last_number: orderCount },
    ]);

    // Sales counted once per order item; the promotion codes used once per order that named them.
    const sales = await rows<{ id: string; sales_count: number; items: number }>(
      db(),
      sql`select p.id, p.sales_count, (select count(*)::int from order_items oi where oi.product_id = p.id) as items
          from products p`,
    );
    expect(sales.filter((s) => s.sales_count !== s.items)).toEqual([]);
    expect(await count(sql`select coalesce(sum(redemptions), 0)::int as n from promotions`)).toBe(state.promoted);
    expect(state.promoted).toBeGreaterThan(0);
    // The buyer told once per order, each seller once per item sold.
    expect(
      await count(
        sql`select count(*)::int as n from notifications where metadata->>'redirect_url' = '/dashboard/purchases'`,
      ),
    ).toBe(orderCount);
    expect(
      await count(
        sql`select count(*)::int as n from notifications where metadata->>'redirect_url' = '/dashboard/sales'`,
      ),
    ).toBe(seats.length);
  }, 300_000); // 200 payments race their webhooks: seconds alone, minutes beside CI's other run (decision 0049).

  it('reconciles the ledger to the cent after full and partial refunds: shares + fees = captured − refunded, excl. VAT', async () => {
    expect(state.placed).toHaveLength(orderCount);
    const reason = 'Le produit ne correspond pas à la description.';
    const multi = state.placed.filter((p) => p.lines.length >= 2);
    const single = state.placed.filter((p) => p.lines.length === 1);
    const fullRefunds = single.slice(0, 10);
    const partialRefunds = multi.slice(0, 10);
    // Partially refunded first, then refunded of what is left.
    const partialThenFull = multi.slice(10, 13);
    const items = await rows<{ id: string; order_id: string }>(
      db(),
      sql`select id, order_id from order_items order by id`,
    );
    const firstItem = (orderId: string) => items.find((i) => i.order_id === orderId)!.id;

    const refund = (p: PlacedCheckout, whole: boolean) =>
      requestRefund(deps(), p.buyer, {
        orderId: p.orderId,
        reason,
        ...(!whole && { orderItemId: firstItem(p.orderId) }),
      });
    const first = await mapConcurrently(
      shuffled(
        [
          ...fullRefunds.map((p) => () => refund(p, true)),
          ...[...partialRefunds, ...partialThenFull].map((p) => () => refund(p, false)),
        ],
        random,
      ),
      inFlight,
      (start) => start(),
    );
    expect(first.map((r) => r.status)).toEqual(first.map(() => 'succeeded'));
    const rest = await mapConcurrently(partialThenFull, inFlight, (p) => refund(p, true));
    expect(rest.every((r) => r.status === 'succeeded')).toBe(true);

    // The provider's refund webhooks, three more times each, shuffled (the refund was applied when it answered).
    const refundEvents = await db().select().from(sandboxEvents).where(eq(sandboxEvents.type, 'refund.succeeded'));
    expect(refundEvents).toHaveLength(fullRefunds.length + partialRefunds.length + 2 * partialThenFull.length);
    const answers = await mapConcurrently(
      shuffled(
        refundEvents.flatMap((event) => Array.from({ length: copies }, () => event)),
        random,
      ),
      inFlight,
      deliver,
    );
    expect(answers.every((a) => a.status === 200 && ['already_refunded', 'duplicate'].includes(a.body.outcome!))).toBe(
      true,
    );

    const byStatus = await rows<{ status: string; n: number }>(
      db(),
      sql`select status, count(*)::int as n from orders group by status order by status`,
    );
    expect(byStatus).toEqual(
      [
        { status: 'paid', n: orderCount - fullRefunds.length - partialRefunds.length - partialThenFull.length },
        { status: 'partially_refunded', n: partialRefunds.length },
        { status: 'refunded', n: fullRefunds.length + partialThenFull.length },
      ].sort((a, b) => a.status.localeCompare(b.status)),
    );

    // What the provider captured and gave back (its own books), less the VAT recorded on our side.
    const [money] = await rows<{
      captured_net: number;
      refunded_net: number;
      refunded_gross: number;
      provider_refunded: number;
    }>(
      db(),
      sql`select
            (select sum(c.amount_cents - o.tax_cents)::int from sandbox_checkouts c
               join payments p on p.provider_ref = c.id join orders o on o.id = p.order_id
               where c.status = 'paid') as captured_net,
            (select coalesce(sum(oi.total_cents - oi.tax_cents), 0)::int from order_items oi
               where oi.refunded_at is not null) as refunded_net,
            (select coalesce(sum(r.amount_cents), 0)::int from refunds r where r.status = 'succeeded') as refunded_gross,
            (select sum(refunded_cents)::int from sandbox_checkouts) as provider_refunded`,
    );
    expect(money!.provider_refunded).toBe(money!.refunded_gross);
    expect(money!.refunded_gross).toBeGreaterThan(0);
    const ledger = await rows<{ account: string; kind: string; total: number }>(
      db(),
      sql`select case when account = 'platform' then 'platform' else 'seller' end as account, kind,
            sum(amount_cents)::int as total
          from ledger_entries group by 1, 2 order by 1, 2`,
    );
    const sum = (filter: (row: (typeof ledger)[number]) => boolean) =>
      ledger.filter(filter).reduce((total, row) => total + row.total, 0);
    expect(sum(() => true)).toBe(money!.captured_net - money!.refunded_net);
    expect(sum((r) => r.kind !== 'refund')).toBe(money!.captured_net);
    expect(-sum((r) => r.kind === 'refund')).toBe(money!.refunded_net);

    // Item by item: 70 % to its seller and the rest to the platform while unrefunded, nothing left once refunded.
    const perItem = await rows<{
      id: string;
      net: number;
      seller: number;
      platform: number;
      refunded: boolean;
      share: number;
      fee: number;
    }>(
      db(),
      sql`select oi.id, (oi.total_cents - oi.tax_cents)::int as net, oi.seller_share_cents as share,
            oi.platform_fee_cents as fee, oi.refunded_at is not null as refunded,
            coalesce(sum(le.amount_cents) filter (where le.account = 'seller:' || oi.seller_id::text), 0)::int as seller,
            coalesce(sum(le.amount_cents) filter (where le.account = 'platform'), 0)::int as platform
          from order_items oi left join ledger_entries le on le.order_item_id = oi.id group by oi.id`,
    );
    const wrong = perItem.filter((i) =>
      i.refunded
        ? i.seller !== 0 || i.platform !== 0
        : i.seller + i.platform !== i.net || i.seller !== i.share || i.seller !== Math.floor((i.net * 70) / 100),
    );
    expect(wrong).toEqual([]);

    // Licences of refunded items revoked, the others still active.
    expect(
      await count(
        sql`select count(*)::int as n from licences l join order_items oi on oi.id = l.order_item_id
            where (oi.refunded_at is null) <> (l.status = 'active')`,
      ),
    ).toBe(0);

    // One credit note per refund, AVO-<year>-000001 … with no gap; the invoice series untouched.
    const creditNotes = await rows<{ number: number }>(
      db(),
      sql`select number from invoices where kind = 'credit_note' order by number`,
    );
    expect(creditNotes.map((n) => n.number)).toEqual(Array.from({ length: refundEvents.length }, (_, i) => i + 1));
    expect(await rows(db(), sql`select series, last_number from invoice_sequences order by series`)).toEqual([
      { series: `AVO-${parisYear()}`, last_number: refundEvents.length },
      { series: `FAC-${parisYear()}`, last_number: orderCount },
    ]);
    expect(await ctx.testApp.jobs.failures()).toEqual([]);
  });
});
