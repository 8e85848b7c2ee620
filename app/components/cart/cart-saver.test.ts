import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '../../../core/cart/cart-view.ts';
import type { CartLine } from '../../lib/cart-state.ts';
import { createCartSaver } from './cart-saver.ts';

const view = (lines: CartLine[]): CartView => ({ items: [], totalCents: 0, count: lines.length, dropped: [] });
const line = (quantity: number) => [{ productId: 'p', quantity, deployment: false }];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A save whose answers the test releases one at a time. */
function controlledSave() {
  const calls: { lines: CartLine[]; keepalive: boolean; answer: () => void; fail: () => void }[] = [];
  const save = (lines: CartLine[], keepalive: boolean) =>
    new Promise<CartView>((resolve, reject) => {
      calls.push({ lines, keepalive, answer: () => resolve(view(lines)), fail: () => reject(new Error('500')) });
    });
  return { save, calls };
}

/** A saver on a controlled save, waiting 400 ms after the last change, with spies for what it reports. */
function setup() {
  const { save, calls } = controlledSave();
  const onSaved = vi.fn();
  const onError = vi.fn();
  const saver = createCartSaver({ save, onSaved, onError, delayMs: 400 });
  return { saver, calls, onSaved, onError };
}

describe('createCartSaver', () => {
  it('sends one request for changes close together, with the latest lines', async () => {
    const { saver, calls, onSaved } = setup();
    saver.schedule(line(1));
    await vi.advanceTimersByTimeAsync(300);
    saver.schedule(line(2));
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.lines)).toEqual([line(2)]);
    calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSaved).toHaveBeenCalledWith(view(line(2)), line(2));
  });

  it('sends one request at a time, in order, and reports only the answer to the last lines', async () => {
    const { saver, calls, onSaved } = setup();
    saver.schedule(line(1));
    await vi.advanceTimersByTimeAsync(400);
    saver.schedule(line(2));
    saver.schedule(line(3));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(1);
    calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls.map((c) => c.lines)).toEqual([line(1), line(3)]);
    calls[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith(view(line(3)), line(3));
  });

  it('reports a failed save and goes on with the next change', async () => {
    const { saver, calls, onError } = setup();
    saver.schedule(line(1));
    await vi.advanceTimersByTimeAsync(400);
    calls[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledTimes(1);
    saver.schedule(line(2));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.map((c) => c.lines)).toEqual([line(1), line(2)]);
  });

  it('sends at once, with keepalive, what waits when the page goes away', async () => {
    const { saver, calls } = setup();
    saver.schedule(line(4));
    void saver.flush(true);
    expect(calls.map((c) => [c.lines, c.keepalive])).toEqual([[line(4), true]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
  });
});
