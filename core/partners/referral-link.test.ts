import { describe, expect, it } from 'vitest';
import { newPartnerCode, normalizePartnerCode } from './partner-code.ts';
import { referralLink } from './referral-link.ts';

const site = 'https://deploia.example';

describe('referralLink', () => {
  it('adds the code to a product or seller page of this site, keeping its other parameters', () => {
    expect(referralLink(site, 'https://deploia.example/product/agent-sdr', 'AB12CD34')).toBe(
      'https://deploia.example/product/agent-sdr?ref=AB12CD34',
    );
    expect(referralLink(site, '  /seller/3f1c2a7e-0000-4000-8000-000000000001?lang=en#top ', 'AB12CD34')).toBe(
      'https://deploia.example/seller/3f1c2a7e-0000-4000-8000-000000000001?lang=en&ref=AB12CD34',
    );
    expect(referralLink(site, 'https://deploia.example/product/x?ref=OTHER', 'AB12CD34')).toBe(
      'https://deploia.example/product/x?ref=AB12CD34',
    );
  });

  it('refuses another site, another page, and what is not an address', () => {
    expect(referralLink(site, 'https://evil.example/product/agent-sdr', 'AB12CD34')).toBeNull();
    expect(referralLink(site, 'https://deploia.example/market', 'AB12CD34')).toBeNull();
    expect(referralLink(site, 'https://deploia.example/product/x/reviews', 'AB12CD34')).toBeNull();
    expect(referralLink(site, 'http://[bad', 'AB12CD34')).toBeNull();
  });
});

describe('partner codes', () => {
  it('are 8 URL-safe characters, read whatever their case', () => {
    const codes = new Set(Array.from({ length: 200 }, newPartnerCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(normalizePartnerCode(code.toLowerCase())).toBe(code);
    }
    expect(normalizePartnerCode('ab-12')).toBeNull();
    expect(normalizePartnerCode('')).toBeNull();
  });
});
