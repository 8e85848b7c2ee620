import type { Db } from '../client.ts';
import { sellerApplications } from '../schema/index.ts';

type ApplicationInsert = typeof sellerApplications.$inferInsert;

/** What a French trader types in the /sell form (valid SIRET, VAT number and IBAN), as the form posts it. */
export function sellerApplicationForm(categorySlug: string, input: Record<string, unknown> = {}) {
  return {
    traderStatus: 'professional',
    legalName: 'Atelier Neuronal SARL',
    addressLine: '12 rue des Automates',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
    email: 'contact@atelier-neuronal.example',
    companyId: '732 829 320 00074',
    vatNumber: 'FR40303265045',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    portfolioUrls: 'https://github.com/atelier-neuronal\nhttps://atelier-neuronal.example',
    categories: categorySlug,
    presentation:
      'Nous concevons des agents IA pour les PME depuis 2019 : support client, qualification de prospects et automatisation de la facturation, déployés chez plus de quarante clients.',
    selfCertified: 'on',
    ...input,
  };
}

/** An application row as submitted (pending unless told), for pages and decisions that need one. */
export async function createSellerApplication(db: Db, input: Partial<ApplicationInsert> & { userId: string }) {
  const [row] = await db
    .insert(sellerApplications)
    .values({
      legalName: 'Atelier Neuronal SARL',
      addressLine: '12 rue des Automates',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      phone: '+33612345678',
      email: 'contact@atelier-neuronal.example',
      companyId: '73282932000074',
      vatNumber: 'FR40303265045',
      iban: 'FR7630006000011234567890189',
      categories: [],
      presentation: 'Agents IA pour les PME.',
      selfCertifiedAt: new Date(),
      ...input,
    })
    .returning();
  return row!;
}
