/** Bytes `start` to `end` of a file, both included (as in `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.2), resolved against the file's size: `bytes=a-b`,
 * `bytes=a-` or the last n bytes `bytes=-n`, an end past the file clamped to it. Null means "send the whole file": no
 * header, a malformed one, another unit, or several ranges (a download resumes with one). `unsatisfiable` when the
 * range starts at or past the end of the file (answered 416).
 */
export function byteRangeOf(header: string | null | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
