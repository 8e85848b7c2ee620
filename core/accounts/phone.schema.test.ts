import { describe, expect, it } from 'vitest';
import { looksLikePhoneNumber, phoneNumberSchema } from './phone.schema.ts';

describe('phoneNumberSchema', () => {
  it('keeps E.164 numbers and normalises what people type', () => {
    expect(phoneNumberSchema.parse('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneNumberSchema.parse('06.12.34.56.78')).toBe('+33612345678');
    expect(phoneNumberSchema.parse('0049 30 1234567')).toBe('+49301234567');
  });

  it('refuses what cannot be a phone number', () => {
    expect(phoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe('phone_required');
    expect(phoneNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe('phone_invalid');
    expect(phoneNumberSchema.safeParse('+33 abc').error?.issues[0]?.message).toBe('phone_invalid');
  });

  it('tells a phone number from an e-mail address in the sign-in field', () => {
    expect(looksLikePhoneNumber('+33 6 12 34 56 78')).toBe(true);
    expect(looksLikePhoneNumber('06 12 34 56 78')).toBe(true);
    expect(looksLikePhoneNumber('client@deploia.example')).toBe(false);
  });
});
