import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { Attribution } from '../../core/analytics/traffic-source.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import { payments } from '../../db/schema/index.ts';
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
