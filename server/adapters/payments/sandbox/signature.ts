import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../../core/shared/app-error.ts';

export const signatureHeader = 'sandbox-signature';
/** A signed request older (or newer) than this is refused, so a captured one cannot be replayed later. */
const toleranceSeconds = 300;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses. */
export function signPayload(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export function verifyPayload(secret: string, body: string, header: string | null, now: Date): void {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  const fresh = Number.isInteger(timestamp) && Math.abs(now.getTime() / 1000 - timestamp) <= toleranceSeconds;
  if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('invalid_signature', 400, 'Signature du webhook invalide');
  }
}
