import { buildTrader } from '../factories/index.ts';
import type { TraderDetails } from '../schema/index.ts';
import type { DemoSeller } from './content/types.ts';

/** Where a demo seller's bio says they work, for their address (Paris when it says nothing). */
const frenchCities: [bioWord: RegExp, postalCode: string, city: string][] = [
  [/nant/i, '44000', 'Nantes'],
  [/lyonnais/i, '69002', 'Lyon'],
  [/rennes/i, '35000', 'Rennes'],
  [/bordelais/i, '33000', 'Bordeaux'],
  [/marseill/i, '13001', 'Marseille'],
  [/lillois/i, '59000', 'Lille'],
  [/toulousain/i, '31000', 'Toulouse'],
];

const belgium = (city: string, postalCode: string): Partial<TraderDetails> => ({
  postalCode,
  city,
  country: 'BE',
  phone: '+3221234567',
  companyId: '0123.456.749',
  vatNumber: 'BE0123456749',
});

/** The demo sellers established outside France, with their own register's numbers. */
const abroad: Record<string, Partial<TraderDetails>> = {
  'nordlicht-automation': {
    legalName: 'Nordlicht Automation GmbH',
    addressLine: 'Speicherstadt 12',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    phone: '+4940123456',
    companyId: 'HRB 201234',
    vatNumber: 'DE123456789',
  },
  'estudio-faro': {
    legalName: 'Estudio Faro IA S.L.',
    addressLine: 'Carrer de Mallorca 8',
    postalCode: '08008',
    city: 'Barcelona',
    country: 'ES',
    phone: '+34931234567',
    companyId: 'B12345678',
    vatNumber: 'ESB12345678',
  },
  'helvetia-prompt-works': {
    legalName: 'Helvetia Prompt Works Sàrl',
    addressLine: 'Avenue de la Gare 5',
    postalCode: '1003',
    city: 'Lausanne',
    country: 'CH',
    phone: '+41211234567',
    companyId: 'CHE-123.456.789',
    vatNumber: null,
  },
  'pixel-et-prompt': {
    legalName: 'Pixel & Prompt SRL',
    addressLine: 'Rue de la Loi 8',
    ...belgium('Bruxelles', '1040'),
  },
  'lucas-dubois': { addressLine: 'Rue Haute 21', ...belgium('Bruxelles', '1000') },
};

/** Demo sellers who sell as private individuals (buyers see only that status). */
const individuals = new Set(['lucas-dubois']);

/**
 * The trader details a demo seller declared on /sell: an agency is a company (SAS), a person named in the public
 * name (« Camille Roux — Automatisations ») a sole trader (EI), unless they sell privately.
 */
export function demoTrader(seller: DemoSeller, n: number): TraderDetails {
  const [person] = seller.publicName.split(' — ');
  const [, postalCode, city] = frenchCities.find(([word]) => word.test(seller.bio)) ?? [/^/, '75011', 'Paris'];
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
