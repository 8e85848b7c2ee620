/**
 * Who runs the marketplace: the company named by the legal notice, the CGV, the privacy policy, every invoice and
 * credit note, and the e-mails' footer. Configured once (OPERATOR_* in config/env.server.ts); the demo operator below
 * otherwise, fictitious and saying so.
 */
export interface Operator {
  /** Dénomination sociale. */
  name: string;
  legalForm: string;
  /** « 10 000 € ». */
  shareCapital: string;
  /** The registered office, one line. */
  address: string;
  /** The city of the trade registry (RCS) it is registered with, also the court for disputes between businesses. */
  registryCity: string;
  /** 14 digits; its first 9 are the SIREN, the registration number. */
  siret: string;
  vatNumber: string;
  phone: string;
  email: string;
  /** Where people write about their personal data (the data protection officer's, when one is designated). */
  privacyEmail: string;
  /** « Camille Martin, présidente ». */
  publicationDirector: string;
  /** The hosting provider (LCEN art. 6) and the country the servers are in. */
  host: { name: string; address: string; phone: string; country: string };
  /** The processors that send e-mail and store files (GDPR art. 28), named in the privacy policy. */
  processors: { mail: string; storage: string };
  /** The consumer mediator (Code de la consommation L616-1): name, postal address, website. */
  mediator: { name: string; address: string; url: string };
  /** True for the demo operator: the pages say the identity is invented. */
  fictitious: boolean;
}

/** The operator of a demo: complete, so no page shows a gap, and plainly made up (reserved numbers and domains). */
export const demoOperator: Operator = {
  name: 'Déploia Démo',
  legalForm: 'SAS (société fictive de démonstration)',
  shareCapital: '1 000 €',
  address: '1 rue de l’Exemple, 75000 Paris, France',
  registryCity: 'Paris',
  siret: '00000000000000',
  vatNumber: 'FR12000000000',
  phone: '+33 1 00 00 00 00',
  email: 'contact@deploia.example',
  privacyEmail: 'donnees@deploia.example',
  publicationDirector: 'Camille Exemple, présidente (personne fictive)',
  host: {
    name: 'Hébergeur Exemple SAS (fictif)',
    address: '2 rue de l’Exemple, 75000 Paris, France',
    phone: '+33 1 00 00 00 01',
    country: 'France',
  },
  processors: { mail: 'Courrier Exemple (fictif)', storage: 'Stockage Exemple (fictif)' },
  mediator: {
    name: 'Médiateur Exemple de la consommation (fictif)',
    address: '3 rue de l’Exemple, 75000 Paris, France',
    url: 'https://mediateur.example',
  },
  fictitious: true,
};

/** « RCS Paris 912 345 678 »: the registry's city and the SIREN, grouped as registries print it. */
export const registration = (operator: Operator) =>
  `RCS ${operator.registryCity} ${operator.siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1\u00a0')}`;
