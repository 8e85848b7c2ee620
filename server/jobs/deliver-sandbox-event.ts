import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../core/ports/clock.ts';
import type { Jobs, Queue } from '../../core/ports/queue.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts, sandboxEvents } from '../../db/schema/index.ts';
import type { SandboxEventBody } from '../adapters/payments/sandbox/sandbox-provider.ts';
import { signatureHeader, signPayload } from '../adapters/payments/sandbox/signature.ts';

/** Posts a signed webhook body to /webhooks/sandbox and answers the HTTP status. */
export type WebhookSender = (body: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxDeliveryDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  secret: string;
  send: WebhookSender;
  /** The share of events delivered a second time a little later, as real providers sometimes do. */
  duplicateRate: number;
  random?: () => number;
}

/** A stored sandbox event, as much of it as its webhook carries. */
export type SandboxEventRow = Pick<typeof sandboxEvents.$inferSelect, 'id' | 'type' | 'data' | 'createdAt'>;

/**
 * The webhook request the sandbox sends for one of its stored events: the internal `settle` flag left out, signed at
 * `now` (each delivery is signed when it is sent).
 */
export function sandboxWebhookRequest(secret: string, event: SandboxEventRow, now: Date) {
  const { settle: _settle, ...data } = event.data;
  const body: SandboxEventBody = {
    id: event.id,
    type: event.type,
    created: Math.floor(event.createdAt.getTime() / 1000),
    data,
  };
  const json = JSON.stringify(body);
  return {
    body: json,
    headers: { 'content-type': 'application/json', [signatureHeader]: signPayload(secret, json, now) },
  };
}

/** Sends `${publicUrl}/webhooks/sandbox` a POST, as the provider's servers would. */
export const httpWebhookSender =
  (url: string): WebhookSender =>
  async (body, headers) =>
    (await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) })).status;

/**
 * Delivers one sandbox event: a delayed payment is settled first, then the event is signed at sending time and
 * posted; anything but a 2xx answer throws, so the job is retried with back-off.
 */
export function deliverSandboxEvent(deps: SandboxDeliveryDeps) {
  const random = deps.random ?? Math.random;
  return async ({ eventId, duplicate }: Jobs['deliver-sandbox-event']) => {
    const [event] = await deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
    if (!event) return;
    if (event.data.settle && typeof event.data.checkout === 'string') {
      await deps.db
        .update(sandboxCheckouts)
        .set({ status: 'paid', paidAt: deps.clock.now() })
        .where(and(eq(sandboxCheckouts.id, event.data.checkout), eq(sandboxCheckouts.status, 'processing')));
    }
    await deps.db
      .update(sandboxEvents)
      .set({ attempts: sql`${sandboxEvents.attempts} + 1` })
      .where(eq(sandboxEvents.id, eventId));
    const request = sandboxWebhookRequest(deps.secret, event, deps.clock.now());
    const status = await deps.send(request.body, request.headers);
    if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
    await deps.db.update(sandboxEvents).set({ deliveredAt: deps.clock.now() }).where(eq(sandboxEvents.id, eventId));
    if (!duplicate && random() < deps.duplicateRate) {
      await deps.queue.enqueue(
        'deliver-sandbox-event',
        { eventId, duplicate: true },
        { startAfterSeconds: 1 + Math.floor(random() * 5) },
      );
    }
  };
}
