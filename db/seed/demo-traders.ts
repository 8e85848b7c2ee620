import { buildTrader } from '../factories/index.ts';
import type { TraderDetails } from '../schema/index.ts';
import type { DemoSeller } from './content/types.ts';

const frenchCities = [
  ['75011', 'Paris'],
  ['44000', 'Nantes'],
  ['69002', 'Lyon'],
  ['35000', 'Rennes'],
  ['33000', 'Bordeaux'],
  ['59000', 'Lille'],
  ['31000', 'Toulouse'],
  ['13001', 'Marseille'],
] as const;

/** The demo sellers established outside France, with their own register's numbers. */
const abroad: Record<string, Partial<TraderDetails>> = {
  'nordlicht-automation': {
    addressLine: 'Friedrichstraße 12',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    phone: '+4930123456',
    companyId: 'HRB 201234 B',
    vatNumber: 'DE123456789',
  },
  'estudio-faro': {
    addressLine: 'Calle Mayor 8',
    postalCode: '28013',
    city: 'Madrid',
    country: 'ES',
    phone: '+34911234567',
    companyId: 'B12345678',
    vatNumber: 'ESB12345678',
  },
  'helvetia-prompt-works': {
    addressLine: 'Bahnhofstrasse 5',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
    phone: '+41441234567',
    companyId: 'CHE-123.456.789',
    vatNumber: null,
  },
};

/** Demo sellers who sell as private individuals (buyers see only that status). */
const individuals = new Set(['lucas-dubois']);

/**
 * The trader details a demo seller declared on /sell: an agency is a company (SAS), a person named in the public
 * name (« Camille Roux — Automatisations ») a sole trader (EI), unless they sell privately.
 */
export function demoTrader(seller: DemoSeller, n: number): TraderDetails {
  const [person] = seller.publicName.split(' — ');
  const [postalCode, city] = frenchCities[n % frenchCities.length]!;
  const base = buildTrader(n, {
    legalName: seller.publicName.includes(' — ') ? `${person} EI` : `${seller.publicName} SAS`,
    postalCode,
    city,
    email: seller.contactEmail,
    ...abroad[seller.key],
  });
  return individuals.has(seller.key)
    ? { ...base, status: 'individual', legalName: person!, companyId: null, vatNumber: null }
    : base;
}
