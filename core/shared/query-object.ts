/** URL query as a plain object; blank values count as absent and repeated keys keep their first value. */
export function queryObject(url: URL | string): Record<string, string> {
  const params = typeof url === 'string' ? new URL(url).searchParams : url.searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() !== '' && !(key in out)) out[key] = value;
  }
  return out;
}
