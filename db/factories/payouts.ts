/** The remainder by 97 of a number written in digits and letters (A = 10 … Z = 35), as ISO 7064 reads an IBAN. */
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** `country` + its two check digits + `bban`: the IBAN whose mod-97 check passes. */
export function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/**
 * A valid, made-up French IBAN for the `n`th test payee (deterministic): bank and branch codes, an 11-digit account
 * and the RIB key (97 − (89 × bank + 15 × branch + 3 × account) mod 97), then the IBAN check digits.
 */
export function testFrenchIban(n: number): string {
  const bank = 30_000 + (n % 90) * 7;
  const branch = 10_000 + ((n * 37) % 89_999);
  const account = 10_000_000_000 + n * 7_919_003;
  const key = 97 - ((89 * bank + 15 * branch + 3 * account) % 97);
  return ibanOf('FR', `${bank}${branch}${account}${String(key).padStart(2, '0')}`);
}
