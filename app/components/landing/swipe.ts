/** Horizontal distance, in CSS pixels, a touch must travel to count as a swipe (spec §9). */
export const SWIPE_THRESHOLD = 50;
/** Cards (featured products, testimonials) need a longer swipe (spec §9: 100 px for cards). */
export const CARD_SWIPE_THRESHOLD = 100;

/**
 * The step a touch gesture asks for: 1 (next) for a swipe to the left, -1 (previous) for a swipe to the right,
 * 0 when it is shorter than the threshold or more vertical than horizontal (the reader is scrolling).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
