/** A SIRET as people type it: without spaces, dots or dashes. */
export const compactSiret = (raw: string): string => raw.replace(/[\s.-]/g, '');

/** La Poste's establishments share its SIREN and are numbered outside the Luhn scheme (INSEE's one exception). */
const laPosteSiren = '356000000';

/**
 * Whether `raw` is a well-formed SIRET (French establishment number): 14 digits whose Luhn checksum holds, or, for
 * La Poste's establishments, whose digits add up to a multiple of 5. Only the form: whether it exists is not asked
 * of INSEE here.
 */
export function isValidSiret(raw: string): boolean {
  const siret = compactSiret(raw);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(laPosteSiren) && digitSum(siret) % 5 === 0) return true;
  return luhnSum(siret) % 10 === 0;
}

const digitSum = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/** Every second digit from the right doubled (its digits added), then everything summed. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum;
}
