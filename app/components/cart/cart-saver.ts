import type { CartView } from '../../../core/cart/cart-view.ts';
import type { CartLine } from '../../lib/cart-state.ts';

export interface CartSaverOptions {
  save(lines: CartLine[], keepalive: boolean): Promise<CartView>;
  /** The server's answer to `sent`, when no newer lines wait to be sent. */
  onSaved(view: CartView, sent: CartLine[]): void;
  onError(error: unknown): void;
  delayMs: number;
}

/**
 * Saves a signed-in cart without flooding the server: changes within `delayMs` of each other make one request,
 * and requests go one at a time, so the server receives them in order and the last write wins.
 */
export function createCartSaver({ save, onSaved, onError, delayMs }: CartSaverOptions) {
  let waiting: CartLine[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  async function flush(keepalive = false) {
    clearTimeout(timer);
    if (sending) return;
    sending = true;
    while (waiting) {
      const lines = waiting;
      waiting = null;
      try {
        const view = await save(lines, keepalive);
        if (!waiting) onSaved(view, lines);
      } catch (error) {
        onError(error);
      }
    }
    sending = false;
  }

  return {
    schedule(lines: CartLine[]) {
      waiting = lines;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    /** Sends what waits now (e.g. as the page goes away). */
    flush,
  };
}

export type CartSaver = ReturnType<typeof createCartSaver>;
