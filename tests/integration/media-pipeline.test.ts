import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { processImage } from '../../core/media/process-image.ts';
import { type ImageProfile, imageProfiles, maxInputPixels } from '../../core/media/profiles.ts';
import { localFileStore } from '../../server/adapters/storage/local.ts';

let files: ReturnType<typeof localFileStore>;
beforeAll(async () => {
  files = localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-media-')));
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0e7a53' } });

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing width × height, with one compressed row: tiny on disk, a bomb if decoded. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const process = (
  bytes: Uint8Array,
  profile: ImageProfile = imageProfiles.avatar,
  keyPrefix = `t/${crypto.randomUUID()}`,
) => processImage({ files }, bytes, { profile, keyPrefix });

describe('processImage', () => {
  it('stores every width of the profile in WebP and AVIF, cropped, auto-rotated and without metadata', async () => {
    // 600×400 with EXIF orientation 6 (rotate 90°) and a copyright: drawn 400×600, metadata dropped.
    const jpeg = await solid(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const variants = await process(jpeg, imageProfiles.cover, 'products/p/cover');
    expect(variants).toHaveLength(6);
    expect(variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual(
      ['avif:320x200', 'avif:640x400', 'avif:960x600', 'webp:320x200', 'webp:640x400', 'webp:960x600'].sort(),
    );
    for (const v of variants) {
      expect(v.path).toBe(`products/p/cover-${v.width}.${v.format}`);
      const stored = await files.get(v.path);
      expect(stored?.contentType).toBe(`image/${v.format}`);
      const meta = await sharp(stored!.body).metadata();
      expect(meta).toMatchObject({ format: v.format === 'webp' ? 'webp' : 'heif', width: v.width, height: v.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('accepts JPEG, PNG, WebP, AVIF and the first frame of a GIF, whatever the file was called', async () => {
    const source = solid(300, 300);
    const inputs = {
      jpeg: await source.clone().jpeg().toBuffer(),
      png: await source.clone().png().toBuffer(),
      webp: await source.clone().webp().toBuffer(),
      avif: await source.clone().avif({ effort: 0 }).toBuffer(),
      gif: await source.clone().gif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(inputs)) {
      const variants = await process(bytes);
      expect(
        variants.map((v) => v.width),
        format,
      ).toEqual([64, 128, 256, 64, 128, 256]);
    }
    // A JPEG uploaded as "photo.png": the name and the declared type are never read, the bytes are.
    await expect(process(inputs.jpeg)).resolves.toHaveLength(6);
  });

  it('draws only the first frame of an animated GIF', async () => {
    // Two 100×100 frames stacked in one raw buffer: red, then blue.
    const raw = Buffer.alloc(100 * 200 * 3);
    for (let i = 0; i < 100 * 200; i++) raw.set(i < 100 * 100 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const gif = await sharp(raw, { raw: { width: 100, height: 200, channels: 3, pageHeight: 100 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const variants = await process(gif);
    const webp = await files.get(variants.find((v) => v.format === 'webp' && v.width === 64)!.path);
    const { data } = await sharp(webp!.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(60);
  });

  it('refuses hostile and broken files with a 400 AppError, storing nothing', async () => {
    const hostile: [string, Uint8Array, string][] = [
      ['empty file', new Uint8Array(0), 'image_missing'],
      [
        'SVG with a script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
        ),
        'image_invalid',
      ],
      [
        'SVG behind an XML prolog',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'image_invalid',
      ],
      [
        'PNG signature then garbage',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('garbage'.repeat(50)),
        ]),
        'image_invalid',
      ],
      [
        'JPEG magic then garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
        'image_invalid',
      ],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image_invalid'],
      ['PDF', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), 'image_invalid'],
      ['TIFF', await solid(20, 20).tiff().toBuffer(), 'image_invalid'],
      ['20000×20000 PNG (a decompression bomb)', pngClaiming(20_000, 20_000), 'image_too_many_pixels'],
      ['larger than the byte limit', new Uint8Array(imageProfiles.avatar.maxBytes + 1), 'image_too_large'],
    ];
    for (const [label, bytes, code] of hostile) {
      const keyPrefix = `hostile/${label.replace(/\W+/g, '-')}`;
      await expect(process(bytes, imageProfiles.avatar, keyPrefix), label).rejects.toMatchObject({
        name: 'AppError',
        code,
        status: 400,
      });
      expect(await files.exists(`${keyPrefix}-64.webp`), label).toBe(false);
    }
    expect(20_000 * 20_000).toBeGreaterThan(maxInputPixels);
  });

  it('refuses a truncated PNG whose header is valid', async () => {
    const pixels = Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(pixels, { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    await expect(process(png.subarray(0, Math.floor(png.length / 2)))).rejects.toMatchObject({ code: 'image_invalid' });
  });

  it('takes a large but legal image (12 MP) within the cover profile', async () => {
    const big = await solid(4000, 3000).jpeg({ quality: 60 }).toBuffer();
    const variants = await process(big, imageProfiles.cover);
    expect(variants.at(-1)).toMatchObject({ width: 960, height: 600 });
  });
});
