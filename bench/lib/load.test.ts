import { describe, expect, it } from 'vitest';
import { connectionShare } from './load.ts';

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/p/${i}`);

describe('connectionShare', () => {
  it('gives each connection its own contiguous share, every path once', () => {
    const all = paths(131);
    const shares = Array.from({ length: 20 }, (_, k) => connectionShare(all, 20, k));
    expect(shares.flat()).toEqual(all);
    for (const share of shares) expect(share.length === 6 || share.length === 7).toBe(true);
  });

  it('gives one path to each connection when there are fewer paths than connections', () => {
    const all = paths(3);
    expect(Array.from({ length: 5 }, (_, k) => connectionShare(all, 5, k))).toEqual([
      ['/p/0'],
      ['/p/1'],
      ['/p/2'],
      ['/p/0'],
      ['/p/1'],
    ]);
    expect(connectionShare(['/healthz'], 20, 7)).toEqual(['/healthz']);
  });
});
