import { describe, expect, it } from 'vitest';
import { assertUncommonPassword, isCommonPassword, isGuessablePassword } from './password-policy.ts';

describe('the common password list', () => {
  it('holds the 49 233 passwords breaches show most often and common French ones, whatever the case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('AZERTY123')).toBe(true);
    expect(isCommonPassword('SystemOfADown')).toBe(true); // ranked past 40 000
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

describe('the context-specific words (ASVS 5.0 V6.1.2, V6.2.11)', () => {
  const jean = { email: 'jean.dupont@example.com', name: 'Jean Dupont' };

  it('refuse a password that is only context words, whatever its case, accents, leetspeak, digits and symbols', () => {
    for (const password of [
      'Deploia2026!',
      'D3pl0ia!!2025',
      'DÉPLOIA-2026',
      'marketplace123',
      '@dm1n2024',
      'AdminAdmin',
    ]) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('sets no composition rule: a password without letters passes unless it is a common one (V6.2.5)', () => {
    expect(isGuessablePassword('12345678!!')).toBe(false);
    expect(isCommonPassword('12345678!!')).toBe(true);
    expect(isCommonPassword('Password123!')).toBe(true);
    expect(isGuessablePassword('2026-7139-4482-0051')).toBe(false);
    expect(isCommonPassword('2026-7139-4482-0051')).toBe(false);
  });

  it("refuse a password made of the account's e-mail or name", () => {
    expect(isGuessablePassword('jean.dupont1990', jean)).toBe(true);
    expect(isGuessablePassword('Dupont2024!', jean)).toBe(true);
    expect(isGuessablePassword('jean.dupont1990')).toBe(false);
    expect(isGuessablePassword('LeoLeo2024', { email: 'leo@example.com', name: 'Léo' })).toBe(false);
  });

  it('accept a passphrase that only contains a context word', () => {
    for (const password of [
      'Une phrase de passe solide',
      'Deploia est super 2026 pour vendre',
      'correct horse battery staple',
    ]) {
      expect(isGuessablePassword(password, jean), password).toBe(false);
    }
  });

  it("refuse such a password wherever Better Auth sets one, with sign-up's own e-mail and name", () => {
    const tooCommon = { code: 'PASSWORD_TOO_COMMON' };
    const signUp = (password: string) => () => assertUncommonPassword('/sign-up/email', { ...jean, password });
    expect(signUp('Jean.Dupont-1990')).toThrow(expect.objectContaining({ body: expect.objectContaining(tooCommon) }));
    expect(signUp('Une phrase de passe solide')).not.toThrow();
    expect(() => assertUncommonPassword('/change-password', { newPassword: 'D3pl0ia!!2025' })).toThrow('guess');
    expect(() => assertUncommonPassword('/reset-password', { newPassword: 'jean.dupont1990' }, jean)).toThrow('guess');
    expect(() => assertUncommonPassword('/reset-password', { newPassword: 'jean.dupont1990' })).not.toThrow();
    expect(() => assertUncommonPassword('/sign-in/email', { password: 'Deploia2026!' })).not.toThrow();
  });
});
