import { createHmac, timingSafeEqual } from 'node:crypto';

export type PaypalEnvironment = 'sandbox' | 'production';

/** What /paypal-test charges, and refunds at once. */
export const paypalTestAmountCents = 100;

/**
 * The custom_id prefix of a /paypal-test payment, which is no order of ours: the PayPal adapter acknowledges its
 * webhooks without acting on them (the page captures and refunds it itself).
 */
export const paypalTestPrefix = 'paypal-test-';

export const isPaypalTestReference = (customId: string | undefined): boolean =>
  customId?.startsWith(paypalTestPrefix) ?? false;

// A purpose prefix keeps these signatures apart from anything else the server signs with the same secret.
const sign = (secret: string, paypalOrderId: string) =>
  createHmac('sha256', secret).update(`paypal-test:${paypalOrderId}`).digest();

/**
 * Proof, kept by the browser that started a test, that a PayPal order is that test. Without it anyone could send a
 * real buyer's PayPal order id to the return URL and have the page refund it.
 */
export const paypalTestProof = (secret: string, paypalOrderId: string): string =>
  sign(secret, paypalOrderId).toString('base64url');

export function isPaypalTestProof(secret: string, paypalOrderId: string, proof: string | undefined): boolean {
  if (!proof) return false;
  const given = Buffer.from(proof, 'base64url');
  const expected = sign(secret, paypalOrderId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
