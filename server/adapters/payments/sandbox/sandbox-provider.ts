import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../../../core/ports/clock.ts';
import { type PaymentEvent, type PaymentProvider, unusableEvent } from '../../../../core/ports/payment-provider.ts';
import type { Queue } from '../../../../core/ports/queue.ts';
import type { SandboxCheckout, SandboxCheckoutView } from '../../../../core/ports/sandbox-checkout.ts';
import { AppError } from '../../../../core/shared/app-error.ts';
import { addBillingPeriod } from '../../../../core/subscriptions/billing-period.ts';
import type { Db } from '../../../../db/client.ts';
import { sandboxCheckouts, sandboxEvents, sandboxSubscriptions } from '../../../../db/schema/index.ts';
import { signatureHeader, verifyPayload } from './signature.ts';
import { cardOutcome } from './test-cards.ts';

export interface SandboxOptions {
  db: Db;
  queue: Queue;
  clock: Clock;
  /** Signs the webhooks (HMAC-SHA256). */
  secret: string;
  publicUrl: string;
  /** How long the delayed-confirmation card keeps a payment processing. */
  settleAfterSeconds?: number;
}

/** A hosted checkout stays payable this long, like a Stripe Checkout Session. */
const checkoutLifetimeMs = 24 * 3600 * 1000;

/** A sandbox object's id, shaped like Stripe's (`cs_sbx_…`, `evt_sbx_…`). */
export const newSandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;

/** Stores a sandbox event and queues its delivery, in the transaction `tx` that made it happen. */
export async function emitSandboxEvent(
  queue: Queue,
  tx: Db,
  type: string,
  data: Record<string, unknown>,
  startAfterSeconds?: number,
): Promise<string> {
  const id = newSandboxId('evt');
  await tx.insert(sandboxEvents).values({ id, type, data });
  await queue.enqueue('deliver-sandbox-event', { eventId: id }, { db: tx, startAfterSeconds });
  return id;
}

type CheckoutRow = typeof sandboxCheckouts.$inferSelect;

/** The body of a sandbox webhook, as sent and as read back. */
const sandboxEventBody = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.record(z.string(), z.unknown()),
});

export interface SandboxEventBody {
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
}

/**
 * The sandbox payment provider (DESIGN.md §5): checkouts paid on its hosted page with test cards, refunds and
 * subscriptions kept in its own tables, and every outcome sent as a signed webhook by the `deliver-sandbox-event`
 * job (retried with back-off, sometimes twice), exactly as a real provider would.
 */
export function sandboxPayments(options: SandboxOptions): { provider: PaymentProvider; checkout: SandboxCheckout } {
  const { db, queue, clock, secret, publicUrl } = options;

  const emit = (tx: Db, type: string, data: Record<string, unknown>, startAfterSeconds?: number) =>
    emitSandboxEvent(queue, tx, type, data, startAfterSeconds);

  const find = async (id: string, tx: Db = db) =>
    (await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1))[0];

  /** An open checkout past its lifetime is expired on first look (and a webhook says so). */
  async function current(row: CheckoutRow): Promise<CheckoutRow> {
    if (row.status !== 'open' || row.expiresAt > clock.now()) return row;
    return db.transaction(async (tx) => {
      const [expired] = await tx
        .update(sandboxCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckouts.id, row.id), eq(sandboxCheckouts.status, 'open')))
        .returning();
      if (expired) await emit(tx, 'checkout.expired', { checkout: row.id });
      return expired ?? row;
    });
  }

  const view = (row: CheckoutRow): SandboxCheckoutView => ({
    id: row.id,
    orderNumber: row.orderNumber,
    amountCents: row.amountCents,
    lines: row.lines,
    status: row.status,
    lastDecline: row.lastDecline as SandboxCheckoutView['lastDecline'],
    cancelUrl: row.cancelUrl,
    successUrl: row.successUrl,
    expiresAt: row.expiresAt,
  });

  const recurring = (row: CheckoutRow) => row.lines.filter((line) => line.billing !== 'one_time');

  /** Starts the subscription of a paid checkout's recurring lines (one per checkout, billed together). */
  async function subscribe(tx: Db, row: CheckoutRow, card: string): Promise<string | undefined> {
    const lines = recurring(row);
    if (lines.length === 0) return undefined;
    const interval = lines[0]!.billing === 'yearly' ? 'yearly' : 'monthly';
    const id = newSandboxId('sub');
    const periodEnd = addBillingPeriod(clock.now(), interval);
    await tx.insert(sandboxSubscriptions).values({
      id,
      checkoutId: row.id,
      amountCents: lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
      interval,
      card,
      currentPeriodEnd: periodEnd,
    });
    return id;
  }

  const checkout: SandboxCheckout = {
    async get(id) {
      const row = await find(id);
      return row ? view(await current(row)) : null;
    },

    async pay(id, cardNumber) {
      const outcome = cardOutcome(cardNumber);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).for('update');
        if (!row) throw new AppError('checkout_not_found', 404, 'Session de paiement introuvable');
        if (row.status === 'paid' || row.status === 'processing') {
          return { outcome: row.status, redirectUrl: row.successUrl };
        }
        if (row.status !== 'open' || row.expiresAt <= clock.now()) {
          throw new AppError('checkout_closed', 409, 'Cette session de paiement est fermée');
        }
        if (outcome === 'declined' || outcome === 'insufficient_funds') {
          await tx.update(sandboxCheckouts).set({ lastDecline: outcome }).where(eq(sandboxCheckouts.id, id));
          await emit(tx, 'checkout.payment_failed', { checkout: id, reason: outcome });
          return { outcome };
        }
        const subscription = await subscribe(tx, row, 'success');
        if (outcome === 'delayed') {
          await tx
            .update(sandboxCheckouts)
            .set({ status: 'processing', lastDecline: null, subscriptionRef: subscription })
            .where(eq(sandboxCheckouts.id, id));
          await emit(tx, 'checkout.processing', { checkout: id });
          // The bank confirms later: the delivery job settles the checkout before sending this event.
          await emit(
            tx,
            'checkout.completed',
            { checkout: id, amount: row.amountCents, subscription, settle: true },
            options.settleAfterSeconds ?? 8,
          );
          return { outcome: 'processing', redirectUrl: row.successUrl };
        }
        await tx
          .update(sandboxCheckouts)
          .set({ status: 'paid', paidAt: clock.now(), lastDecline: null, subscriptionRef: subscription })
          .where(eq(sandboxCheckouts.id, id));
        await emit(tx, 'checkout.completed', { checkout: id, amount: row.amountCents, subscription });
        return { outcome: 'paid', redirectUrl: row.successUrl };
      });
    },

    async cancel(id) {
      // Like a provider's "back to the shop" link: the checkout stays open, so the buyer may come back and pay.
      const row = await find(id);
      if (!row) throw new AppError('checkout_not_found', 404, 'Session de paiement introuvable');
      return { redirectUrl: row.cancelUrl };
    },
  };

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCheckout(input) {
      const id = newSandboxId('cs');
      await db
        .insert(sandboxCheckouts)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          orderNumber: input.orderNumber,
          amountCents: input.amountCents,
          currency: input.currency,
          lines: input.lines,
          buyerEmail: input.buyerEmail,
          locale: input.locale,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: new Date(clock.now().getTime() + checkoutLifetimeMs),
        })
        .onConflictDoNothing({ target: sandboxCheckouts.idempotencyKey });
      const [row] = await db
        .select({ id: sandboxCheckouts.id })
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.idempotencyKey, input.idempotencyKey));
      return { providerRef: row!.id, redirectUrl: `${publicUrl}/pay/sandbox/${row!.id}` };
    },

    async confirmCheckout(providerRef) {
      const found = await find(providerRef);
      if (!found) return null;
      const row = await current(found);
      switch (row.status) {
        case 'paid':
          return {
            kind: 'checkout_paid',
            eventId: `return:${row.id}`,
            providerRef: row.id,
            amountCents: row.amountCents,
            subscriptionRef: row.subscriptionRef ?? undefined,
          };
        case 'processing':
          return { kind: 'checkout_processing', eventId: `return:${row.id}:processing`, providerRef: row.id };
        case 'expired':
          return { kind: 'checkout_expired', eventId: `return:${row.id}:expired`, providerRef: row.id };
        default:
          return null;
      }
    },

    async parseWebhook(rawBody, headers) {
      verifyPayload(secret, rawBody, headers.get(signatureHeader), clock.now());
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError('invalid_signature', 400, 'Signature du webhook invalide');
      }
      const event = sandboxEventBody.safeParse(body);
      if (!event.success) throw unusableEvent();
      return toPaymentEvent(event.data);
    },

    async refund(input) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxCheckouts)
          .where(eq(sandboxCheckouts.id, input.providerRef))
          .for('update');
        if (row?.status !== 'paid') return { refundRef: newSandboxId('re'), status: 'failed' as const };
        const refundRef = `re_sbx_${input.refundId}`;
        // The refund id is the idempotency key: a repeated call refunds once.
        const [already] = await tx
          .select({ id: sandboxEvents.id })
          .from(sandboxEvents)
          .where(and(eq(sandboxEvents.type, 'refund.succeeded'), sql`${sandboxEvents.data}->>'refund' = ${refundRef}`))
          .limit(1);
        if (already) return { refundRef, status: 'succeeded' as const };
        if (row.refundedCents + input.amountCents > row.amountCents) return { refundRef, status: 'failed' as const };
        await tx
          .update(sandboxCheckouts)
          .set({ refundedCents: row.refundedCents + input.amountCents })
          .where(eq(sandboxCheckouts.id, row.id));
        await emit(tx, 'refund.succeeded', {
          refund: refundRef,
          checkout: row.id,
          amount: input.amountCents,
          refund_id: input.refundId,
        });
        return { refundRef, status: 'succeeded' as const };
      });
    },

    async cancelSubscription(subscriptionRef) {
      await db.transaction(async (tx) => {
        const [canceled] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'canceled' })
          .where(and(eq(sandboxSubscriptions.id, subscriptionRef), eq(sandboxSubscriptions.status, 'active')))
          .returning({ id: sandboxSubscriptions.id });
        if (canceled) await emit(tx, 'subscription.canceled', { subscription: subscriptionRef });
      });
    },
  };

  return { provider, checkout };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Reads a verified sandbox event into the domain's terms. */
export function toPaymentEvent(body: SandboxEventBody): PaymentEvent {
  const { id: eventId, data } = body;
  switch (body.type) {
    case 'checkout.completed':
      return {
        kind: 'checkout_paid',
        eventId,
        providerRef: str(data.checkout),
        amountCents: num(data.amount),
        subscriptionRef: str(data.subscription) || undefined,
      };
    case 'checkout.processing':
      return { kind: 'checkout_processing', eventId, providerRef: str(data.checkout) };
    case 'checkout.payment_failed':
      return { kind: 'payment_attempt_failed', eventId, providerRef: str(data.checkout), reason: str(data.reason) };
    case 'checkout.expired':
      return { kind: 'checkout_expired', eventId, providerRef: str(data.checkout) };
    case 'refund.succeeded':
      return {
        kind: 'refund_succeeded',
        eventId,
        refundRef: str(data.refund),
        providerRef: str(data.checkout),
        amountCents: num(data.amount),
        refundId: str(data.refund_id) || undefined,
      };
    case 'subscription.renewed':
      return {
        kind: 'subscription_renewed',
        eventId,
        subscriptionRef: str(data.subscription),
        amountCents: num(data.amount),
        periodEnd: new Date(str(data.period_end)),
      };
    case 'subscription.renewal_failed':
      return {
        kind: 'subscription_renewal_failed',
        eventId,
        subscriptionRef: str(data.subscription),
        reason: str(data.reason),
      };
    case 'subscription.canceled':
      return { kind: 'subscription_canceled', eventId, subscriptionRef: str(data.subscription) };
    default:
      return { kind: 'ignored', eventId, type: body.type };
  }
}
