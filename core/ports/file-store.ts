/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface FileStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes a file from a stream of chunks without holding it in memory. The file appears under `key` only once the
   * stream has ended: when the source throws (e.g. an upload past its limit), nothing is left and the error is rethrown.
   */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key that holds nothing is not an error (deleting twice is a no-op). */
  delete(key: string): Promise<void>;
  /** Public URL path for a key served by the app (e.g. `/media/<key>`). */
  url(key: string): string;
}

/** The key of a URL that `store.url()` produced, or null for anything else (an OAuth picture, a typo). */
export function fileKeyOf(store: Pick<FileStore, 'url'>, url: string | null | undefined): string | null {
  const prefix = store.url('');
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return key.length > 0 ? key : null;
}
