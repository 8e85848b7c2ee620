const base = 'https://deploia.invalid';

/** Control characters and backslashes: browsers drop tabs and line breaks from URLs and read `\` as `/`. */
const unsafe = /[\p{Cc}\\]/u;
/** A path as links and forms send it has no raw white space (a decoded one may: `?q=agent%20sdr`). */
const rawSpace = /[\p{Z}\s]/u;

/** The value, then what it reads as once, twice and three times percent-decoded (stops at what cannot decode). */
function readings(value: string): string[] {
  const all = [value];
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(all.at(-1)!);
      if (decoded === all.at(-1)) break;
      all.push(decoded);
    } catch {
      break;
    }
  }
  return all;
}

/**
 * A path of this site to go back to, or the fallback. The value must be a path (one `/`, not `//`), and none of its
 * readings, decoded or not, may hold a control character, a backslash or a second leading slash, nor the value a raw space; it is then
 * resolved as a URL against a placeholder origin, must stay on it, and comes back normalised (`/a/../b` is `/b`).
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000 || rawSpace.test(value)) return fallback;
  if (readings(value).some((reading) => !reading.startsWith('/') || reading.startsWith('//') || unsafe.test(reading))) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
