import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD, swipeStep } from './swipe.ts';

describe('swipeStep', () => {
  it('goes to the next panel on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('needs at least 50 px', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(50, 0)).toBe(-1);
  });

  it('ignores gestures that are mostly vertical, as when the reader scrolls', () => {
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });

  it('takes another threshold, e.g. 100 px for cards', () => {
    expect(swipeStep(-80, 0, 100)).toBe(0);
    expect(swipeStep(-120, 0, 100)).toBe(1);
  });
});
