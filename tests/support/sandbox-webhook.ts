import type { sandboxEvents } from '../../db/schema/index.ts';
import type { SandboxEventBody } from '../../server/adapters/payments/sandbox/sandbox-provider.ts';
import { signatureHeader, signPayload } from '../../server/adapters/payments/sandbox/signature.ts';

type SandboxEventRow = Pick<typeof sandboxEvents.$inferSelect, 'id' | 'type' | 'data' | 'createdAt'>;

/**
 * The webhook request the sandbox would send for one of its stored events, built as the `deliver-sandbox-event`
 * job builds it (the internal `settle` flag left out) and signed at `now`, as each real delivery is.
 */
export function sandboxWebhook(secret: string, event: SandboxEventRow, now = new Date()) {
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
