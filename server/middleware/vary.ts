/** A `Vary` value with `names` added once each (compared without case). */
export function appendVary(vary: string | null, ...names: string[]): string {
  const listed = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) if (!known.has(name.toLowerCase())) listed.push(name);
  return listed.join(', ');
}
