import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { Attribution } from '../../core/analytics/traffic-source.ts';
import { issueInvoice } from '../../core/invoices/issue-invoice.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import type { Queue } from '../../core/ports/queue.ts';
import type { Db } from '../../db/client.ts';
import { buildPayment, createLicences, createPaidOrder } from '../../db/factories/index.ts';
import { payments, sandboxCheckouts } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { setUpTestApp } from '../setup/test-app-hooks.ts';
import { sandboxCheckoutFields } from './checkout-fields.ts';

type Ctx = ReturnType<typeof setUpTestApp>;
export type OrderLine = { productId: string; quantity: number };

/**
 * An order placed by `viewer` as the checkout places it, paying through the sandbox provider: still waiting for its
 * payment. `promoCode`, `referralToken` and `attribution` are the code typed in, the partner's referral cookie and
 * the visit's attribution cookie.
 */
export const placeSandboxOrder = (
  ctx: Ctx,
  viewer: Viewer,
  lines: OrderLine[],
  {
    promoCode,
    referralToken,
    attribution,
  }: { promoCode?: string; referralToken?: string | null; attribution?: Attribution } = {},
) =>
  placeOrder(
    ctx.testApp.deps,
    viewer,
    { ...sandboxCheckoutFields, promoCode, lines },
    { idempotencyKey: randomUUID(), locale: 'fr', referralToken, attribution },
  );

/** The sandbox checkout an order's payment waits on (what its hosted page pays). */
export async function sandboxCheckoutOf(ctx: Ctx, orderId: string) {
  const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment!.providerRef;
}

/** Pays an order on the sandbox's hosted page with a card that goes through, and waits for the jobs it starts. */
export async function paySandboxOrder(ctx: Ctx, orderId: string) {
  await ctx.testApp.deps.sandboxCheckout!.pay(await sandboxCheckoutOf(ctx, orderId), '4242 4242 4242 4242');
  await ctx.testApp.jobs.settled();
}

/**
 * An order placed and paid through the sandbox provider as a buyer would (the app needs SANDBOX_SETTLE_SECONDS):
 * licences, the ledger and the invoice are written by the real payment path.
 */
export async function payThroughSandbox(
  ctx: Ctx,
  viewer: Viewer,
  lines: OrderLine[],
  referralToken?: string | null,
  more: { promoCode?: string; attribution?: Attribution } = {},
) {
  const placed = await placeSandboxOrder(ctx, viewer, lines, { referralToken, ...more });
  await paySandboxOrder(ctx, placed.orderId);
  return placed;
}

/**
 * One line bought by `buyer` at `paidAt`, a date the real payment path cannot give (the past, for the 30-day window
 * or a deadline long gone), left as paying leaves it and refundable through the sandbox: the factory's paid order, its
 * paid sandbox checkout and captured payment, the invoice, and a licence per seat the buyer holds.
 */
export async function backdatedSandboxLine(
  deps: { db: Db; queue: Queue },
  buyer: { id: string; email: string; locale?: Locale },
  line: Parameters<typeof createPaidOrder>[1]['lines'][number],
  paidAt: Date,
) {
  const built = await createPaidOrder(deps.db, { buyerId: buyer.id, paidAt, lines: [line] });
  const payment = buildPayment(built.order);
  await deps.db.insert(sandboxCheckouts).values({
    id: payment.providerRef,
    idempotencyKey: randomUUID(),
    orderNumber: built.order.number,
    amountCents: built.order.totalCents,
    currency: 'EUR',
    lines: [],
    buyerEmail: buyer.email,
    locale: buyer.locale ?? 'fr',
    successUrl: 'http://localhost:3000/ok',
    cancelUrl: 'http://localhost:3000/ko',
    status: 'paid',
    expiresAt: new Date(Date.now() + 3_600_000),
    paidAt,
  });
  await deps.db.insert(payments).values(payment);
  await deps.db.transaction((tx) =>
    issueInvoice(deps, tx, {
      orderId: built.order.id,
      kind: 'invoice',
      totalCents: built.order.totalCents,
      taxCents: built.order.taxCents,
      issuedAt: paidAt,
    }),
  );
  const item = built.items[0]!;
  await createLicences(deps.db, item, buyer.id);
  return { item, order: built.order };
}
