/**
 * Who issues every invoice and credit note: the marketplace operator, exactly as the legal notice
 * (content/pages/fr/legal.md) names it — a test keeps the two identical, so filling in one means filling in both.
 */
export const issuer = {
  name: 'Déploia',
  legalForm: '« [à compléter : forme juridique, par exemple SAS] »',
  shareCapital: '« [à compléter : montant] » euros',
  address: '« [à compléter : adresse du siège] »',
  registration: 'RCS « [à compléter : ville] » n° « [à compléter : numéro RCS] »',
  siret: '« [à compléter : numéro SIRET] »',
  vatNumber: '« [à compléter : numéro de TVA] »',
  email: '« [à compléter : adresse e-mail de contact] »',
} as const;

export type Issuer = typeof issuer;
