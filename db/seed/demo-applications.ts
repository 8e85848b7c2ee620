import type { Db } from '../client.ts';
import { createSellerApplication, createUser } from '../factories/index.ts';

const hour = 3_600_000;

/** Professionals waiting for a decision on their application to sell, so that /admin shows a queue. */
const applicants = [
  {
    name: 'Léa Martin',
    email: 'lea.martin@applicants.demo.deploia.example',
    hoursAgo: 5,
    application: {
      legalName: 'Martin Conseil IA EURL',
      addressLine: '8 quai des Chartrons',
      postalCode: '33000',
      city: 'Bordeaux',
      country: 'FR',
      phone: '+33556123456',
      email: 'contact@martin-conseil-ia.example',
      companyId: '73282932000074',
      vatNumber: 'FR40303265045',
      iban: 'FR7630006000011234567890189',
      portfolioUrls: ['https://github.com/lea-martin-ia', 'https://martin-conseil-ia.example'],
      categories: ['agents', 'support'],
      presentation:
        'Consultante en IA depuis 2018, je déploie des assistants de support client pour des e-commerçants : base de connaissances, escalade vers un humain et tableaux de bord de satisfaction.',
    },
  },
  {
    name: 'Jonas Weber',
    email: 'jonas.weber@applicants.demo.deploia.example',
    hoursAgo: 30,
    application: {
      legalName: 'Weber Automation GmbH',
      addressLine: 'Torstraße 110',
      postalCode: '10119',
      city: 'Berlin',
      country: 'DE',
      phone: '+4930123456789',
      email: 'hallo@weber-automation.example',
      companyId: 'HRB 201234 B',
      vatNumber: 'DE136695976',
      iban: 'DE89370400440532013000',
      portfolioUrls: ['https://weber-automation.example/referenzen'],
      categories: ['rpa', 'analytics'],
      presentation:
        'Wir automatisieren Buchhaltung und Reporting für den Mittelstand: Belegerkennung, Abgleich mit dem ERP und wöchentliche KPI-Berichte, seit 2020 bei über dreißig Kunden im Einsatz.',
    },
  },
  {
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@applicants.demo.deploia.example',
    hoursAgo: 72,
    application: {
      traderStatus: 'individual',
      legalName: 'Lucía Fernández Ruiz',
      addressLine: 'Calle de Alcalá 42',
      postalCode: '28014',
      city: 'Madrid',
      country: 'ES',
      phone: '+34912345678',
      email: 'lucia@fernandez-prompts.example',
      companyId: null,
      vatNumber: null,
      iban: 'ES9121000418450200051332',
      portfolioUrls: [],
      categories: ['generative', 'marketing'],
      presentation:
        'Diseñadora independiente: plantillas de generación de imágenes y textos de marketing para pequeñas marcas, con guías de estilo y ejemplos listos para usar.',
    },
  },
] as const;

/** Seeds the pending applications (their applicants are customers with a verified e-mail address). */
export async function seedDemoApplications(db: Db, now: number): Promise<number> {
  for (const applicant of applicants) {
    const createdAt = new Date(now - applicant.hoursAgo * hour);
    const owner = await createUser(db, {
      email: applicant.email,
      name: applicant.name,
      createdAt: new Date(createdAt.getTime() - 40 * 24 * hour),
    });
    await createSellerApplication(db, {
      ...applicant.application,
      portfolioUrls: [...applicant.application.portfolioUrls],
      categories: [...applicant.application.categories],
      userId: owner.id,
      selfCertifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return applicants.length;
}
