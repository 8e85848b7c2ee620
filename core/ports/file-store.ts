/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface FileStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Public URL path for a key served by the app (e.g. `/media/<key>`). */
  url(key: string): string;
}
