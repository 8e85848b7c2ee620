import sharp from 'sharp';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { MediaVariant } from '../schema/index.ts';

/** Widths drawn by the pages: cards (≈300 px at 1x/2x) and the product page (≈60vw). */
export const coverWidths = [320, 640, 960] as const;
export const avatarWidths = [96, 192] as const;

/** Rasterises an SVG to WebP in each width and stores the files under `keyPrefix-<width>.webp`. */
export async function storeSvgAsWebp(
  files: FileStore,
  svg: string,
  keyPrefix: string,
  widths: readonly number[],
  aspect: number,
): Promise<MediaVariant[]> {
  const source = Buffer.from(svg);
  return Promise.all(
    widths.map(async (width) => {
      const height = Math.round(width / aspect);
      const path = `${keyPrefix}-${width}.webp`;
      if (!(await files.exists(path))) {
        const body = await sharp(source, { density: 144 })
          .resize(width, height)
          .webp({ quality: 78, effort: 3 })
          .toBuffer();
        await files.put(path, body, 'image/webp');
      }
      return { width, height, format: 'webp' as const, path };
    }),
  );
}
