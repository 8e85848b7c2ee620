import { webhookDeliveries } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import {
  type PaymentEvent,
  type PaymentProviderName,
  paymentProviderNames,
  unusableEvent,
} from '../ports/payment-provider.ts';
import { AppError, isAppError } from '../shared/app-error.ts';
import { hasWellFormedTexts } from '../shared/well-formed-text.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';

export interface WebhookAnswer {
  status: 200 | 400 | 404;
  body: { received: true; outcome: string } | { error: { code: string; message: string } };
}

const isProviderName = (name: string): name is PaymentProviderName =>
  (paymentProviderNames as readonly string[]).includes(name);

/**
 * One webhook request: the signature is checked over the raw body by the provider's adapter (400 and nothing
 * changes when it fails), the event applied once, and the delivery logged with its outcome for /diagnostic. A signed
 * event that cannot be read (no id, `data: null`, an array, NUL in its text) is acknowledged as `unusable_event` and
 * applied to nothing: every provider sends again whatever is not a 2xx, for days, and it would never read better.
 */
export async function receiveWebhook(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock' | 'log' | 'payments' | 'publicUrl' | 'secret'>,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const provider = isProviderName(providerName) ? deps.payments[providerName] : undefined;
  let event: PaymentEvent | null = null;
  let answer: WebhookAnswer;
  let orderId: string | null = null;
  try {
    if (!provider) throw new AppError('unknown_provider', 404, 'Fournisseur de paiement inconnu');
    event = await provider.parseWebhook(rawBody, headers);
    const payload: unknown = JSON.parse(rawBody);
    if (!hasWellFormedTexts(payload)) throw unusableEvent();
    const result = await handlePaymentEvent(deps, provider.name, event, payload);
    orderId = result.orderId;
    answer = { status: 200, body: { received: true, outcome: result.outcome } };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'unusable_event') {
      deps.log.warn({ provider: providerName }, 'unusable webhook event acknowledged');
      // Its id may hold the very text that made it unusable.
      event = null;
      answer = { status: 200, body: { received: true, outcome: error.code } };
    } else if (error.status === 400 || error.status === 404) {
      answer = { status: error.status, body: { error: { code: error.code, message: error.message } } };
    } else {
      throw error;
    }
  }
  if (provider) {
    await deps.db.insert(webhookDeliveries).values({
      provider: provider.name,
      eventId: event?.eventId ?? null,
      eventType: event?.kind ?? null,
      statusCode: answer.status,
      outcome: 'outcome' in answer.body ? answer.body.outcome : answer.body.error.code,
      orderId,
      durationMs: Math.round(performance.now() - started),
    });
  }
  return answer;
}
