import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK sent, its form-encoded body and query kept as sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type StripeObject = { id: string } & Record<string, unknown>;

export interface FakeStripe {
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** Checkout sessions by id; a test moves one along (paid, expired …) by replacing it. */
  readonly sessions: Map<string, StripeObject>;
  /** Invoices by id, inlined into a session retrieved with `expand[]=invoice.payments`. */
  readonly invoices: Map<string, StripeObject>;
  readonly refunds: Map<string, StripeObject>;
  /** Ids of the subscriptions still running. */
  readonly subscriptions: Set<string>;
  /** The status Stripe gives the next refunds. */
  refundStatus: string;
  /** Answers the next request with this HTTP status and Stripe error body instead of serving it. */
  failNext(status: number, error?: Record<string, string>): void;
  reset(): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

const notFound = (message: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
});

/** The Checkout line items of a form (`line_items[i][…]`), enough to total them as Stripe does. */
function amountTotal(form: URLSearchParams): number {
  let total = 0;
  for (let index = 0; form.has(`line_items[${index}][quantity]`); index++) {
    const unitAmount = Number(form.get(`line_items[${index}][price_data][unit_amount]`));
    total += unitAmount * Number(form.get(`line_items[${index}][quantity]`));
  }
  return total;
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = key.match(/^metadata\[([^\]]+)\]$/)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the few Stripe endpoints the adapter calls, answering Stripe-shaped JSON; POSTs honour
 * `Idempotency-Key` (a repeated key replays the first answer) like the real API.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const subscriptions = new Set<string>();
  const replays = new Map<string, Answer>();
  let failure: Answer | undefined;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  function createSession(form: URLSearchParams): Answer {
    const id = nextId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: form.get('mode'),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal(form),
      currency: 'eur',
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      locale: form.get('locale'),
      metadata: metadataOf(form),
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      payment_intent: null,
      subscription: null,
      invoice: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function retrieveSession(id: string, query: URLSearchParams): Answer {
    const session = sessions.get(id);
    if (!session) return notFound(`No such checkout.session: '${id}'`);
    const expand = [...query].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);
    const invoice = typeof session.invoice === 'string' ? invoices.get(session.invoice) : undefined;
    if (invoice && expand.includes('invoice.payments')) return { status: 200, body: { ...session, invoice } };
    return { status: 200, body: session };
  }

  function createRefund(form: URLSearchParams): Answer {
    const refund: StripeObject = {
      id: nextId('re'),
      object: 'refund',
      amount: Number(form.get('amount')),
      currency: 'eur',
      payment_intent: form.get('payment_intent'),
      status: fake.refundStatus,
      metadata: metadataOf(form),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function cancelSubscription(id: string): Answer {
    if (!subscriptions.delete(id)) return notFound(`No such subscription: '${id}'`);
    return { status: 200, body: { id, object: 'subscription', status: 'canceled' } };
  }

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams): Answer {
    const sessionId = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
    const subscriptionId = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && sessionId) return retrieveSession(decodeURIComponent(sessionId), query);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'DELETE' && subscriptionId) return cancelSubscription(decodeURIComponent(subscriptionId));
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  function send(response: ServerResponse, answer: Answer, replayed = false) {
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': nextId('req'),
      ...(replayed && { 'idempotent-replayed': 'true' }),
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, query: url.searchParams, form, headers: request.headers });
      if (failure) {
        send(response, failure);
        failure = undefined;
        return;
      }
      const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? replays.get(key) : undefined;
      if (replay) return send(response, replay, true);
      const answer = route(method, url.pathname, url.searchParams, form);
      if (typeof key === 'string') replays.set(key, answer);
      send(response, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeStripe = {
    port: (server.address() as AddressInfo).port,
    requests,
    sessions,
    invoices,
    refunds,
    subscriptions,
    refundStatus: 'succeeded',
    failNext(status, error = { type: 'api_error', message: 'Internal error' }) {
      failure = { status, body: { error } };
    },
    reset() {
      requests.length = 0;
      for (const store of [sessions, invoices, refunds, replays]) store.clear();
      subscriptions.clear();
      failure = undefined;
      fake.refundStatus = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
