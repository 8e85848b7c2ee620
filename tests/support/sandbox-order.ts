import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import { payments } from '../../db/schema/index.ts';
import type { setUpTestApp } from '../setup/test-app-hooks.ts';

type Ctx = ReturnType<typeof setUpTestApp>;

/**
 * An order placed and paid through the sandbox provider as a buyer would (the app needs SANDBOX_SETTLE_SECONDS):
 * licences, the ledger and the invoice are written by the real payment path.
 */
export async function payThroughSandbox(ctx: Ctx, viewer: Viewer, lines: { productId: string; quantity: number }[]) {
  const deps = ctx.testApp.deps;
  const placed = await placeOrder(
    deps,
    viewer,
    {
      country: 'FR',
      provider: 'sandbox',
      billingName: 'Camille Martin',
      acceptTerms: true,
      waiveWithdrawal: true,
      lines,
    },
    { idempotencyKey: randomUUID(), locale: 'fr' },
  );
  const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
  await deps.sandboxCheckout!.pay(payment!.providerRef, '4242 4242 4242 4242');
  await ctx.testApp.jobs.settled();
  return placed;
}
