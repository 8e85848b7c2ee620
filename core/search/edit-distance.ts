/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring letters
 * each count as one typo ("chtabot" is one typo away from "chatbot"). Stops early once `max` is exceeded.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Typos tolerated in a query word: none under 5 letters (too many false friends), one from 5, two from 10. */
export function typoAllowance(word: string): number {
  if (word.length >= 10) return 2;
  return word.length >= 5 ? 1 : 0;
}
