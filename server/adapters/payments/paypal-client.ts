import {
  ApiError,
  Client,
  ClientCredentialsAuthManager,
  Environment,
  type OrdersController,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';

/** What the SDK's controllers are built on (the SDK does not export the interface itself). */
export type ClientInterface = ConstructorParameters<typeof OrdersController>[0];

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription: the signature check is made for it. */
  webhookId: string;
  environment: 'sandbox' | 'production';
  /** Another API address than PayPal's (tests point the SDK at a local fake). */
  baseUrl?: string;
}

/**
 * The SDK's client, pointed at `baseUrl` when one is given. The SDK only knows PayPal's two hosts, so every request
 * it builds is re-addressed on its way out, the OAuth token's included (its manager is rebuilt on the re-addressed
 * client).
 */
export function paypalClient(options: PaypalOptions): ClientInterface {
  const credentials = { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret };
  const client = new Client({
    clientCredentialsAuthCredentials: credentials,
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
  });
  const { baseUrl } = options;
  if (!baseUrl) return client;
  const origin = baseUrl.replace(/\/+$/, '');
  const readdressed: ClientInterface = {
    getRequestBuilderFactory: () => (method, path) => {
      const builder = client.getRequestBuilderFactory()(method, path);
      builder.interceptRequest((request) => {
        const url = new URL(request.url);
        return { ...request, url: `${origin}${url.pathname}${url.search}` };
      });
      return builder;
    },
  };
  client.clientCredentialsAuthManager = new ClientCredentialsAuthManager(credentials, readdressed);
  return readdressed;
}

const verification = z.object({ verification_status: z.string() });

/**
 * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature, which the SDK
 * has no controller for: the request goes through its builder, so through its OAuth). The event is passed as the
 * raw body it arrived as, since PayPal checks the signature over those exact bytes.
 */
export async function verifyWebhookSignature(
  client: ClientInterface,
  input: { rawBody: string; webhookId: string; transmission: Record<TransmissionField, string> },
): Promise<boolean> {
  const { transmission } = input;
  const fields = JSON.stringify({
    auth_algo: transmission.authAlgo,
    cert_url: transmission.certUrl,
    transmission_id: transmission.transmissionId,
    transmission_sig: transmission.transmissionSig,
    transmission_time: transmission.transmissionTime,
    webhook_id: input.webhookId,
  });
  const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
  request.header('Content-Type', 'application/json');
  request.text(`${fields.slice(0, -1)},"webhook_event":${input.rawBody}}`);
  request.authenticate([{ oauth2: true }]);
  const { result } = await request.callAsText();
  const parsed = verification.safeParse(JSON.parse(result));
  return parsed.success && parsed.data.verification_status === 'SUCCESS';
}

export const transmissionHeaders = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const;
export type TransmissionField = keyof typeof transmissionHeaders;

/** The first `issue` of a PayPal error answer (`INSTRUMENT_DECLINED`, `ORDER_NOT_APPROVED` …), if it is one. */
export function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = z.object({ details: z.array(z.object({ issue: z.string() })).min(1) }).safeParse(error.result);
  return body.success ? body.data.details[0]?.issue : undefined;
}
