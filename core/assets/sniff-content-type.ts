import { sniffImageFormat } from '../media/process-image.ts';
import { sniffHeadBytes } from './asset-limits.ts';
import type { AssetKind } from './asset-summary.ts';

/** What a file is, read from its content. */
export interface SniffedType {
  contentType: string;
  kind: AssetKind;
  /**
   * A text format, decided from the head alone: the rest of the file must prove to be UTF-8 without NUL bytes too
   * (`textCheck`), or the file is refused.
   */
  text: boolean;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** ISO-BMFF major brands of MP4 video (AVIF, HEIC, QuickTime and the rest are not accepted as video). */
const mp4Brands = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']);

const image = (contentType: string): SniffedType => ({ contentType, kind: 'image', text: false });
const file = (contentType: string): SniffedType => ({ contentType, kind: 'file', text: false });

/** The binary formats accepted, by their magic numbers. */
function sniffBinary(head: Uint8Array): SniffedType | null {
  const format = sniffImageFormat(head);
  if (format) return image(`image/${format}`);
  if (ascii(head, 0, 5) === '%PDF-') return file('application/pdf');
  // Local file header, empty archive, spanned archive. Office documents, JARs, EPUBs… are ZIPs and stay so.
  if (ascii(head, 0, 2) === 'PK' && [0x0304, 0x0506, 0x0708].includes((head[2]! << 8) | head[3]!))
    return file('application/zip');
  if (startsWith(head, [0x1f, 0x8b, 0x08])) return file('application/gzip');
  if (ascii(head, 257, 262) === 'ustar') return file('application/x-tar');
  if (ascii(head, 4, 8) === 'ftyp' && mp4Brands.has(ascii(head, 8, 12))) return file('video/mp4');
  // EBML header whose DocType (element 0x4282) is "webm"; Matroska in general is not accepted.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, 64).includes('\x42\x82\x84webm'))
    return file('video/webm');
  return null;
}

/**
 * Text that a browser would render as a document able to run script: HTML (by the WHATWG sniffing patterns that
 * start a document), SVG and any XML (which may be SVG or XHTML). Markdown that merely contains a `<div>` is fine.
 */
const activeMarkup = /^\s*<(?:!doctype\s+(?:html|svg)|\?xml|!--|html|head|body|script|iframe|svg|object|embed)[\s/>]/i;

const textTypes: Record<string, string> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  yaml: 'application/yaml',
  yml: 'application/yaml',
};

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

function sniffText(head: Uint8Array, fileName: string): SniffedType | null {
  if (head.includes(0)) return null;
  let text: string;
  try {
    // stream: the head may end inside a multi-byte character; the whole file is checked by textCheck.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, '');
  if (activeMarkup.test(text)) return null;
  const extension = extensionOf(fileName);
  const charset = '; charset=utf-8';
  if (extension === 'json' && /^\s*[[{]/.test(text))
    return { contentType: 'application/json', kind: 'file', text: true };
  return { contentType: (textTypes[extension] ?? 'text/plain') + charset, kind: 'file', text: true };
}

/**
 * The type of a file from its first bytes (up to `sniffHeadBytes`), never from what the browser claimed: PNG,
 * JPEG, WebP, AVIF, GIF; PDF, ZIP (and ZIP-based formats), gzip (tar.gz), tar, MP4, WebM; UTF-8 text without NUL
 * bytes (JSON, Markdown, CSV, YAML by their names, else plain text). Null for anything else — executables, HTML,
 * SVG, XML, unknown binaries —, which is refused. The name only chooses among text types, never makes a binary
 * acceptable.
 */
export function sniffContentType(head: Uint8Array, fileName: string): SniffedType | null {
  if (head.byteLength === 0) return null;
  return sniffBinary(head) ?? sniffText(head, fileName);
}

/**
 * Follows a text file chunk by chunk: `push` each chunk, then `end`; both answer whether the content so far is still
 * valid UTF-8 without NUL bytes (a single failure sticks).
 */
export function textCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  const run = (step: () => void) => {
    if (!valid) return false;
    try {
      step();
    } catch {
      valid = false;
    }
    return valid;
  };
  return {
    push: (chunk: Uint8Array) =>
      run(() => {
        if (chunk.includes(0)) throw new Error('NUL byte');
        decoder.decode(chunk, { stream: true });
      }),
    end: () => run(() => decoder.decode()),
  };
}

/** `sniffContentType` for a file held whole in memory (e.g. a message attachment), text checked to the end. */
export function detectContentType(bytes: Uint8Array, fileName: string, headBytes = sniffHeadBytes): SniffedType | null {
  const sniffed = sniffContentType(bytes.subarray(0, headBytes), fileName);
  if (!sniffed?.text) return sniffed;
  const check = textCheck();
  return check.push(bytes) && check.end() ? sniffed : null;
}
