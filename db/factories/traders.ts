import { frenchVatNumberOf } from '../../core/orders/vat-number.ts';
import { isValidSiret } from '../../core/sellers/siret.ts';
import type { TraderDetails } from '../schema/index.ts';

/** A well-formed, made-up SIRET (Luhn checksum right) for the n-th test or demo trader. */
export function testSiret(n: number): string {
  const base = String(400_000_000_000 + n * 7_919_003)
    .padStart(13, '0')
    .slice(-13);
  for (let digit = 0; ; digit++) if (isValidSiret(`${base}${digit}`)) return `${base}${digit}`;
}

/** A French professional's trader details, as an approved application leaves them on a seller profile. */
export function buildTrader(n: number, input: Partial<TraderDetails> = {}): TraderDetails {
  const siret = testSiret(n);
  return {
    status: 'professional',
    legalName: `Studio ${n} SAS`,
    addressLine: `${(n % 90) + 1} rue des Automates`,
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: `+3361234${String(n % 10_000).padStart(4, '0')}`,
    email: `studio${n}@test.deploia.example`,
    companyId: siret,
    vatNumber: frenchVatNumberOf(siret.slice(0, 9)),
    ...input,
  };
}
