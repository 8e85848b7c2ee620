import { describe, expect, it } from 'vitest';
import { assertUncommonPassword, isCommonPassword } from './password-policy.ts';

describe('the common password list', () => {
  it('holds the 10 000 most common passwords and common French ones, whatever the case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('AZERTY123')).toBe(true);
    expect(isCommonPassword('Une phrase de passe solide')).toBe(false);
  });

  it('refuses a common password wherever Better Auth sets one, and nowhere else', () => {
    expect(() => assertUncommonPassword('/sign-up/email', { password: 'qwerty123' })).toThrow('too common');
    expect(() => assertUncommonPassword('/reset-password', { newPassword: 'iloveyou' })).toThrow('too common');
    expect(() => assertUncommonPassword('/change-password', { newPassword: 'sunshine1' })).toThrow('too common');
    expect(() => assertUncommonPassword('/sign-in/email', { password: 'qwerty123' })).not.toThrow();
    expect(() => assertUncommonPassword('/sign-up/email', { password: 'Une phrase de passe solide' })).not.toThrow();
  });
});
