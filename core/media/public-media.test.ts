import { describe, expect, it } from 'vitest';
import { isPublicMediaKey } from './public-media.ts';

describe('isPublicMediaKey', () => {
  it('serves image renditions', () => {
    expect(isPublicMediaKey('products/9f1c/cover-640.webp')).toBe(true);
    expect(isPublicMediaKey('avatars/u1/a-96.avif')).toBe(true);
  });

  it('never serves paid files, invoices or anything outside the store', () => {
    expect(isPublicMediaKey('products/9f1c/files/4d2e/agent.zip')).toBe(false);
    expect(isPublicMediaKey('invoices/FAC-2026-000001.pdf')).toBe(false);
    expect(isPublicMediaKey('../secret.webp')).toBe(false);
    expect(isPublicMediaKey('products/x/files/y/preview.webp.zip')).toBe(false);
  });
});
