/**
 * The landing's generated artwork (scripts/generate-landing-images.ts), served by Vite from /assets/ with a
 * content hash. Keys are file names without extension, e.g. `theme-chatbots-960`.
 */
const files = import.meta.glob<string>('./images/*.{webp,avif}', { eager: true, query: '?url', import: 'default' });

const urls = new Map(Object.entries(files).map(([file, url]) => [file.replace(/^\.\/images\//, ''), url] as const));

export interface ImageSources {
  avif: string;
  webp: string;
  /** The largest WebP, for `src`. */
  fallback: string;
  width: number;
  height: number;
}

function sources(prefix: string, widths: readonly number[], aspect: number): ImageSources {
  const set = (format: 'avif' | 'webp') =>
    widths.map((width) => `${urls.get(`${prefix}-${width}.${format}`) ?? ''} ${width}w`).join(', ');
  const largest = widths.at(-1) ?? 0;
  return {
    avif: set('avif'),
    webp: set('webp'),
    fallback: urls.get(`${prefix}-${largest}.webp`) ?? '',
    width: largest,
    height: Math.round(largest / aspect),
  };
}

export const themeImage = (key: string) => sources(`theme-${key}`, [480, 960, 1440], 16 / 10);
export const avatarImage = (index: number) => sources(`avatar-${index}`, [48, 96], 1);
