import { createHash } from 'node:crypto';

/** Every [start, end) where one of the (ASCII) tokens occurs in the body, in order. */
function spansOf(body: Buffer, tokens: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    for (let at = body.indexOf(token); at >= 0; at = body.indexOf(token, at + token.length)) {
      spans.push([at, at + token.length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * A weak ETag of the body without the tokens that change at every render (the CSP nonce, the request id), so that
 * two renders of the same content share it. Weak: the compressed bytes differ by encoding, and so may the markup.
 */
export function bodyEtag(body: Buffer, volatileTokens: readonly string[]): string {
  const hash = createHash('sha1');
  let from = 0;
  for (const [start, end] of spansOf(body, volatileTokens)) {
    if (start < from) continue;
    hash.update(body.subarray(from, start));
    from = end;
  }
  hash.update(body.subarray(from));
  return `W/"${hash.digest('base64url')}"`;
}

const carriageReturn = 13;

/**
 * The base64 SHA-256 of the text of each inline script the render marked with its nonce, as a Content-Security-Policy
 * lists them ('sha256-…'). Only our own scripts carry the nonce: content written by users cannot know it in advance,
 * so a script injected into the page is never among them. React writes tags in lower case and never `</script`
 * inside a script; the browser hashes the text as UTF-8, with CR LF read as LF.
 */
export function noncedScriptHashes(body: Buffer, nonce: string): string[] {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (let at = body.indexOf(marker); at >= 0; at = body.indexOf(marker, at + marker.length)) {
    const tagStart = body.lastIndexOf('<', at);
    const tagEnd = body.indexOf('>', at + marker.length);
    if (tagEnd < 0 || !/^<script[\s>]/.test(body.toString('latin1', tagStart, tagStart + 8))) continue;
    const end = body.indexOf('</script', tagEnd);
    let script = body.subarray(tagEnd + 1, end < 0 ? body.length : end);
    if (script.includes(carriageReturn)) script = Buffer.from(script.toString().replace(/\r\n?/g, '\n'));
    hashes.add(createHash('sha256').update(script).digest('base64'));
  }
  return [...hashes];
}
