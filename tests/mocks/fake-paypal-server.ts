import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as the adapter sent it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What capturing an approved order does: a capture status, or a refusal of the payer's funding source. */
export type CaptureBehaviour = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'INSTRUMENT_DECLINED';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  request: { purchase_units: { custom_id?: string; invoice_id?: string; amount: { value: string } }[] };
  captureBehaviour: CaptureBehaviour;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } };
  refunds: Record<string, unknown>[];
}

const id = (length = 17) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const paypalError = (name: string, issue: string) => ({
  name,
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: id(13).toLowerCase(),
  details: [{ issue, description: issue }],
});

/**
 * A local stand-in for the PayPal endpoints the adapter calls (OAuth token, Orders v2 create/get/capture, captures
 * get/refund, verify-webhook-signature), on 127.0.0.1 at a random port. It keeps orders in memory, answers a repeated
 * PayPal-Request-Id with the first answer as PayPal does, and refuses any call without the token it issued.
 */
export async function startFakePaypal(credentials = { clientId: 'fake-client', clientSecret: 'fake-secret' }) {
  const webhookId = `WH-${id(17)}`;
  const accessToken = `A21AA${id(30)}`;
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeOrder>();
  const answered = new Map<string, { status: number; body: unknown }>();
  /** The signed deliveries: transmission id → its signature and the event it was made for. */
  const deliveries = new Map<string, { signature: string; event: string }>();
  let refundStatus = 'COMPLETED';

  const orderView = (order: FakeOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: order.request.purchase_units.map((unit) => ({
      ...unit,
      ...(order.capture ? { payments: { captures: [order.capture], refunds: order.refunds } } : {}),
    })),
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
  });

  function capture(order: FakeOrder): { status: number; body: unknown } {
    if (order.status === 'COMPLETED')
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED') };
    if (order.status !== 'APPROVED')
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED') };
    if (order.captureBehaviour === 'INSTRUMENT_DECLINED') {
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED') };
    }
    const amount = { currency_code: 'EUR', value: order.request.purchase_units[0]!.amount.value };
    order.capture = { id: id(), status: order.captureBehaviour, amount };
    order.status = 'COMPLETED';
    captures.set(order.capture.id, order);
    return { status: 201, body: orderView(order) };
  }

  function refund(order: FakeOrder, body: { amount?: { value: string }; custom_id?: string; note_to_payer?: string }) {
    const refunded = {
      id: id(),
      status: refundStatus,
      amount: { currency_code: 'EUR', value: body.amount?.value ?? order.capture!.amount.value },
      custom_id: body.custom_id,
      note_to_payer: body.note_to_payer,
      links: [{ href: `https://api-m.sandbox.paypal.com/v2/payments/captures/${order.capture!.id}`, rel: 'up' }],
    };
    order.refunds.push(refunded);
    order.capture!.status = 'REFUNDED';
    return { status: 201, body: refunded };
  }

  function verify(body: string) {
    const request = JSON.parse(body) as Record<string, unknown>;
    const delivery = deliveries.get(String(request.transmission_id));
    const genuine =
      delivery !== undefined &&
      request.webhook_id === webhookId &&
      request.transmission_sig === delivery.signature &&
      request.auth_algo === 'SHA256withRSA' &&
      typeof request.cert_url === 'string' &&
      typeof request.transmission_time === 'string' &&
      JSON.stringify(request.webhook_event) === JSON.stringify(JSON.parse(delivery.event));
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  function route(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic || !request.body.includes('grant_type=client_credentials')) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: 32400 } };
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed', details: [] } };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verify(request.body);
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const order: FakeOrder = {
        id: id(),
        status: 'PAYER_ACTION_REQUIRED',
        request: JSON.parse(request.body),
        captureBehaviour: 'COMPLETED',
        refunds: [],
      };
      orders.set(order.id, order);
      return { status: 200, body: orderView(order) };
    }
    const [, kind, orderOrCapture, action] =
      /^\/v2\/(checkout\/orders|payments\/captures)\/([A-Z0-9]+)(?:\/(capture|refund))?$/.exec(path) ?? [];
    const order = kind === 'checkout/orders' ? orders.get(orderOrCapture!) : captures.get(orderOrCapture!);
    if (!order) return { status: 404, body: paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID') };
    if (kind === 'checkout/orders' && method === 'GET' && !action) return { status: 200, body: orderView(order) };
    if (kind === 'checkout/orders' && method === 'POST' && action === 'capture') return capture(order);
    if (kind === 'payments/captures' && method === 'GET' && !action) {
      return {
        status: 200,
        body: { ...order.capture, supplementary_data: { related_ids: { order_id: order.id } } },
      };
    }
    if (kind === 'payments/captures' && method === 'POST' && action === 'refund') {
      return refund(order, JSON.parse(request.body || '{}'));
    }
    return { status: 404, body: paypalError('NOT_FOUND', 'UNKNOWN_ENDPOINT') };
  }

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: incoming.method ?? '',
      path: new URL(incoming.url ?? '/', 'http://fake').pathname,
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString(),
    };
    requests.push(request);
    const requestId = incoming.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${request.path} ${requestId}` : null;
    const answer = (key && answered.get(key)) || route(request);
    if (key && answer.status < 300) answered.set(key, JSON.parse(JSON.stringify(answer)));
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ...credentials,
    webhookId,
    requests,
    /** The requests sent to one endpoint (method and path), oldest first. */
    sent: (method: string, path: string) => requests.filter((entry) => entry.method === method && entry.path === path),
    order: (orderId: string) => orders.get(orderId),
    /** The payer approves the order at PayPal; `behaviour` decides what capturing it then does. */
    approve(orderId: string, behaviour: CaptureBehaviour = 'COMPLETED') {
      const order = orders.get(orderId)!;
      order.status = 'APPROVED';
      order.captureBehaviour = behaviour;
    },
    void(orderId: string) {
      orders.get(orderId)!.status = 'VOIDED';
    },
    refundsAnswer(status: 'COMPLETED' | 'PENDING' | 'FAILED') {
      refundStatus = status;
    },
    /** The transmission headers PayPal would send with this exact body, signed for this fake's webhook id. */
    sign(rawBody: string): Headers {
      const transmissionId = id(20);
      const signature = randomBytes(32).toString('base64');
      deliveries.set(transmissionId, { signature, event: rawBody });
      return new Headers({
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
