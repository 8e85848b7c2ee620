import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './process-image.ts';
import { avatarVariantsFromUrl, imageProfiles, largestWebp, variantsOf } from './profiles.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageFormat', () => {
  it('names the five accepted formats by their magic number', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], '\0'.repeat(8)))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG\r\n\x1a\n', '\0'.repeat(4)))).toBe('png');
    expect(sniffImageFormat(bytes('GIF89a', '\0'.repeat(6)))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(bytes([0, 0, 0, 0x1c], 'ftypavif\0\0\0\0avifmif1'))).toBe('avif');
    expect(sniffImageFormat(bytes([0, 0, 0, 0x1c], 'ftypmif1\0\0\0\0mif1avif'))).toBe('avif');
  });

  it('refuses SVG, HEIC, short and unknown content', () => {
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageFormat(bytes([0, 0, 0, 0x18], 'ftypheic\0\0\0\0mif1heic'))).toBeNull();
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array(0))).toBeNull();
  });
});

describe('image profiles', () => {
  it('lists every width in both formats under `<prefix>-<width>.<format>`, at the profile aspect', () => {
    const cover = variantsOf(imageProfiles.cover, 'products/x/cover');
    expect(cover).toHaveLength(6);
    expect(cover).toContainEqual({ width: 960, height: 600, format: 'avif', path: 'products/x/cover-960.avif' });
    expect(largestWebp(cover)).toEqual({ width: 960, height: 600, format: 'webp', path: 'products/x/cover-960.webp' });
    expect(variantsOf(imageProfiles.avatar, 'a').map((v) => v.height)).toEqual([64, 128, 256, 64, 128, 256]);
  });

  it('finds the renditions behind a pipeline avatar URL, and nothing behind any other', () => {
    expect(avatarVariantsFromUrl('/media/sellers/ada/avatar-256.webp')).toContainEqual({
      width: 64,
      height: 64,
      format: 'avif',
      path: 'sellers/ada/avatar-64.avif',
    });
    expect(avatarVariantsFromUrl('/media/sellers/ada/avatar-192.webp')).toBeNull();
    expect(avatarVariantsFromUrl('https://avatars.example/u/1-256.webp')).toBeNull();
  });
});
