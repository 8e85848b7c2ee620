import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { zipArchive } from '../../db/factories/delivery.ts';

const main = (page: Page) => page.locator('main');

/** A cover image as a seller would upload it. */
export const pngCover = (background: string) =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background } })
    .png()
    .toBuffer();

/** A deliverable archive holding one README. */
export const readmeZip = (text: string) => Buffer.from(zipArchive([{ name: 'README.md', text }]));

export interface TraderDetails {
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  siret: string;
  vatNumber?: string;
  portfolio?: string;
  presentation: string;
}

/** Fills the /sell form (France, the first category, the self-certification) and sends it. */
export async function submitSellerApplication(page: Page, trader: TraderDetails) {
  const form = main(page).getByRole('form', { name: 'Candidater' });
  await form.getByRole('radio', { name: /^Professionnel/ }).check();
  await form.getByLabel('Raison sociale ou nom légal').fill(trader.legalName);
  await form.getByLabel('Adresse', { exact: true }).fill(trader.address);
  await form.getByLabel('Code postal').fill(trader.postalCode);
  await form.getByLabel('Ville').fill(trader.city);
  await form.getByLabel('Pays').selectOption('FR');
  await form.getByLabel('Téléphone').fill(trader.phone);
  await form.getByLabel('E-mail professionnel').fill(trader.email);
  await form.getByLabel('Numéro d’immatriculation (SIRET en France)').fill(trader.siret);
  if (trader.vatNumber) {
    await form.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill(trader.vatNumber);
  }
  await form.getByLabel('IBAN du compte').fill('FR76 3000 6000 0112 3456 7890 189');
  if (trader.portfolio) await form.getByLabel('Liens vers votre portfolio (facultatif)').fill(trader.portfolio);
  await form.getByRole('group', { name: 'Catégories' }).getByRole('checkbox').first().check();
  await form.getByLabel('Présentation').fill(trader.presentation);
  await form.getByLabel(/Je certifie ne proposer que des produits/).check();
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await page.waitForURL(/\/sell\?sent=1/);
}

export interface NewProduct {
  title: string;
  tags: string;
  summary: string;
  description: string;
  price: string;
  deploymentHours: string;
  cover: { name: string; buffer: Buffer };
  archive: { name: string; buffer: Buffer };
  model: string;
  keys: string;
  monthlyCost: string;
}

/**
 * Fills the product editor (/products/new): essentials in the first category, offer, a cover and an archive uploaded
 * through the editor's library uploader (the cover chosen once both are sent), and the deployment manifest. Saving is
 * the caller's.
 */
export async function fillProductEditor(page: Page, product: NewProduct) {
  const essentials = main(page).getByRole('group', { name: 'L’essentiel' });
  await essentials.getByLabel('Titre', { exact: true }).fill(product.title);
  await essentials.getByLabel('Catégorie').selectOption({ index: 1 });
  await essentials.getByLabel('Étiquettes').fill(product.tags);
  await essentials.getByLabel('Résumé').fill(product.summary);
  await essentials.getByLabel('Description (Markdown)').fill(product.description);
  const offer = main(page).getByRole('group', { name: 'Prix et livraison' });
  await offer.getByLabel('Prix (€ TTC)').fill(product.price);
  await offer.getByLabel('Délai de déploiement (heures)').fill(product.deploymentHours);
  // The library uploader inside the editor: XHR with a progress bar, then the files join the choices in place.
  const media = main(page).getByRole('group', { name: 'Images et fichiers livrables' });
  await media.getByLabel('Choisir des fichiers').setInputFiles([
    { name: product.cover.name, mimeType: 'image/png', buffer: product.cover.buffer },
    { name: product.archive.name, mimeType: 'application/zip', buffer: product.archive.buffer },
  ]);
  const sent = media.locator('ul[aria-live]');
  await expect.poll(() => sent.getByText('Envoyé', { exact: true }).count(), { timeout: 30_000 }).toBe(2);
  await media.getByRole('radio', { name: product.cover.name }).check();
  const manifest = main(page).getByRole('group', { name: 'Manifeste de déploiement' });
  await manifest.getByLabel('Modèle ou fournisseur d’IA').fill(product.model);
  await manifest.getByLabel('Clés que l’acheteur doit fournir').fill(product.keys);
  await manifest.getByLabel('Coût mensuel estimé d’exécution (€)').fill(product.monthlyCost);
  await manifest.getByLabel('Hébergement', { exact: true }).fill('Docker sur votre serveur');
  await manifest.getByLabel('Localisation des données').fill('Union européenne');
  await manifest.getByLabel(/Le produit génère du contenu par IA/).check();
  return media;
}
