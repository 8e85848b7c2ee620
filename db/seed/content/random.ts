/**
 * Tiny deterministic pseudo-random toolkit for the demo catalogue.
 * Never uses Math.random or the clock: the same seed always yields the same sequence.
 */

/** mulberry32: a fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one well-distributed 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** FNV-1a 32-bit hash of a string (used to seed visuals from a slug or a name). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Returns `items[index]`, throwing instead of yielding `undefined` (keeps strict index checks happy). */
export function at<T>(items: readonly T[], index: number): T {
  const value = items[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range (length ${items.length})`);
  return value;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items in random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => at(items, Math.floor(next() * items.length)),
    chance: (probability: number): boolean => next() < probability,
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= at(weights, i);
        if (r < 0) return at(items, i);
      }
      return at(items, items.length - 1);
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = at(copy, i);
        copy[i] = at(copy, j);
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
  };
}
