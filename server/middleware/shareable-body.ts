import { createHash } from 'node:crypto';

/** A rendered body: its bytes, and the same bytes read one character per byte (so offsets are shared). */
export interface RenderedBody {
  bytes: Buffer;
  text: string;
}

export const renderedBody = (bytes: Buffer): RenderedBody => ({ bytes, text: bytes.toString('latin1') });

/** Every [start, end) where one of the (ASCII) tokens occurs, in order, without overlaps. */
function spansOf(text: string, tokens: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + token.length)) {
      spans.push([at, at + token.length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * A weak ETag of the body without the tokens that change at every render (the CSP nonce, the request id), so that
 * two renders of the same content share it. Weak: the compressed bytes differ by encoding, and so may the markup.
 */
export function bodyEtag(body: RenderedBody, volatileTokens: readonly string[]): string {
  const hash = createHash('sha1');
  let from = 0;
  for (const [start, end] of spansOf(body.text, volatileTokens)) {
    if (start < from) continue;
    hash.update(body.bytes.subarray(from, start));
    from = end;
  }
  hash.update(body.bytes.subarray(from));
  return `W/"${hash.digest('base64url')}"`;
}

const scriptStart = /<script\b[^>]*>/gi;
const scriptEnd = /<\/script[\s/>]/gi;

/**
 * The base64 SHA-256 of the text of each inline script the render marked with its nonce, as a Content-Security-Policy
 * lists them ('sha256-…'). Only our own scripts carry the nonce: content written by users cannot know it in advance,
 * so a script injected into the page is never among them. The browser hashes the text after turning CR LF into LF.
 */
export function noncedScriptHashes(body: RenderedBody, nonce: string): string[] {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const tag of body.text.matchAll(scriptStart)) {
    if (!tag[0].includes(marker)) continue;
    const start = tag.index + tag[0].length;
    scriptEnd.lastIndex = start;
    const end = scriptEnd.exec(body.text)?.index ?? body.text.length;
    let script = body.bytes.subarray(start, end);
    if (script.includes(13)) script = Buffer.from(body.text.slice(start, end).replace(/\r\n?/g, '\n'), 'latin1');
    hashes.add(createHash('sha256').update(script).digest('base64'));
  }
  return [...hashes];
}
