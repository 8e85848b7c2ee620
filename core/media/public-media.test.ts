import { describe, expect, it } from 'vitest';
import { isPublicMediaKey } from './public-media.ts';

describe('isPublicMediaKey', () => {
  it.each(['products/9f1c/cover-640.webp', 'avatars/u1/a-96.avif'])('serves the image rendition %s', (key) => {
    expect(isPublicMediaKey(key)).toBe(true);
  });

  it.each([
    'products/9f1c/files/4d2e/agent.zip',
    'invoices/FAC-2026-000001.pdf',
    '../secret.webp',
    'products/x/files/y/preview.webp.zip',
  ])('never serves paid files, invoices or anything outside the store: %s', (key) => {
    expect(isPublicMediaKey(key)).toBe(false);
  });
});
