import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../i18n/format.ts';
import { resources } from '../../../i18n/locale-resources.ts';
import { assetTypeLabel } from './asset-type.ts';

/** The reader's words, as AssetTable gets them: `types.*` of the assets namespace. */
const t = (locale: 'fr' | 'en') => (key: string, options?: Record<string, unknown>) => {
  const types = (resources[locale].assets as { types: Record<string, string> }).types;
  const text = types[key.replace('types.', '')] ?? key;
  return text.replace('{{format}}', String(options?.format ?? ''));
};

describe('formatBytes', () => {
  it('picks the largest fitting unit in powers of 1024, in the reader’s locale', () => {
    expect(formatBytes(820, 'fr')).toMatch(/^820\so$/);
    expect(formatBytes(1536, 'en')).toMatch(/^1\.5\skB$/);
    expect(formatBytes(10 * 1024 * 1024, 'fr')).toMatch(/^10\sMo$/);
    expect(formatBytes(5 * 1024 ** 3, 'de')).toMatch(/^5\sGB$/);
    expect(formatBytes(1.25 * 1024 ** 3, 'fr')).toMatch(/^1,3\sGo$/);
  });
});

describe('assetTypeLabel', () => {
  it('names the stored type in words', () => {
    expect(assetTypeLabel('application/zip', t('fr'))).toBe('Archive ZIP');
    expect(assetTypeLabel('image/webp', t('fr'))).toBe('Image WebP');
    expect(assetTypeLabel('video/mp4', t('en'))).toBe('MP4 video');
    expect(assetTypeLabel('text/markdown; charset=utf-8', t('en'))).toBe('Markdown text');
    expect(assetTypeLabel('application/x-unknown', t('fr'))).toBe('Autre fichier');
  });
});
