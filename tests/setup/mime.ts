/**
 * Just enough MIME to read what our SMTP adapter sends (one multipart/alternative message, quoted-printable or
 * base64 parts, encoded-word headers), so tests can assert on the message a mail client would show.
 */
export interface ReceivedMessage {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(end + 4) };
}

/** The part's content with the line breaks of the original (MIME sends CRLF). */
function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

export function readMessage(raw: string): ReceivedMessage {
  const { headers, body } = splitEntity(raw);
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) throw new Error('expected a multipart message');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitEntity(part.replace(/^\r\n/, '')))
    .map((part) => ({
      type: part.headers.get('content-type') ?? '',
      body: decodeBody(part.headers, part.body).trimEnd(),
    }));
  const part = (type: string) => parts.find((p) => p.type.startsWith(type))?.body ?? '';
  return { headers, subject: headers.get('subject') ?? '', text: part('text/plain'), html: part('text/html') };
}
