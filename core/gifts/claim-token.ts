import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the claim link's secret, sent once by e-mail and never stored. */
export const newClaimToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token (`gifts.claim_token_hash`). */
export const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A string that could be a token (43 base64url characters); anything else is refused before any query. */
export const isClaimToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
