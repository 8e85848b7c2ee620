/** One rendition of an image: `path` is a FileStore key. */
export interface MediaVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  path: string;
}
