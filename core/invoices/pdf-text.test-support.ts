import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

/**
 * The text a PDF written by pdfkit shows with its standard fonts, in drawing order, one string: its content
 * streams inflated, the hex strings of each `TJ` decoded as WinAnsi, lines joined by a space.
 */
export function pdfVisibleText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const shown: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      shown.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return shown.join(' ').replace(/[ \t\r\n]+/g, ' ');
}
