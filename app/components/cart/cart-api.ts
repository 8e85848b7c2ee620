import type { CartView } from '../../../core/cart/cart-view.ts';
import type { CartLine } from '../../lib/cart-state.ts';

/** An answer of the cart API other than 200 (or no answer at all: status 0). */
export class CartRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`cart request answered ${status}`);
    this.name = 'CartRequestError';
    this.status = status;
  }
}

async function request(method: 'GET' | 'PUT' | 'POST', path: string, lines?: CartLine[], keepalive = false) {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    keepalive,
    ...(lines ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: lines }) } : {}),
  }).catch(() => {
    throw new CartRequestError(0);
  });
  if (!res.ok) throw new CartRequestError(res.status);
  return ((await res.json()) as { data: CartView }).data;
}

/** The signed-in user's cart. */
export const fetchCart = () => request('GET', '/api/v1/me/cart');
/** Replaces the signed-in user's cart; `keepalive` lets the request outlive the page. */
export const saveCart = (lines: CartLine[], keepalive = false) => request('PUT', '/api/v1/me/cart', lines, keepalive);
/** The browser's cart joined to the signed-in user's, at sign-in. */
export const mergeIntoCart = (lines: CartLine[]) => request('POST', '/api/v1/me/cart/merge', lines);
/** A visitor's cart as the server prices it. */
export const previewCart = (lines: CartLine[]) => request('POST', '/api/v1/cart/preview', lines);
