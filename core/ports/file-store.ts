import type { ByteRange } from '../shared/byte-range.ts';

/** A stored file opened for reading: its bytes arrive as a stream, never all at once. */
export interface OpenedFile {
  body: ReadableStream<Uint8Array>;
  /** The bytes the stream holds: the file's size, or the range's length. */
  size: number;
  contentType: string;
}

/** What a browser should do with a file it fetches through a direct link. */
export interface DirectLinkOptions {
  /** Saved under this name (Content-Disposition: attachment). */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface FileStore {
  /** Which store this is, for /readyz and logs. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes a file from a stream of chunks without holding it in memory. The file appears under `key` only once the
   * stream has ended: when the source throws (e.g. an upload past its limit), nothing is left and the error is rethrown.
   */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** The whole file in memory: for small files only (images being processed, invoices); deliverables use `open`. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** The file (or `range` of it, within the file) as a stream, or null when the key holds nothing. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key that holds nothing is not an error (deleting twice is a no-op). */
  delete(key: string): Promise<void>;
  /** Public URL path for a key served by the app (e.g. `/media/<key>`). */
  url(key: string): string;
  /**
   * A short-lived link the browser downloads the file from without going through the app (an S3 presigned URL), or
   * null when this store serves its files through the app.
   */
  directLink(key: string, options: DirectLinkOptions): Promise<string | null>;
  /** Throws when the store cannot be reached (the readiness check). */
  check(): Promise<void>;
}

/** The key of a URL that `store.url()` produced, or null for anything else (an OAuth picture, a typo). */
export function fileKeyOf(store: Pick<FileStore, 'url'>, url: string | null | undefined): string | null {
  const prefix = store.url('');
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return key.length > 0 ? key : null;
}
