import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../db/seed/content/catalogue.ts';
import { gotoHydrated, launchBrowser, openPage, unexpectedErrors } from './browser.ts';
import { linkIn, waitForMail } from './mailbox.ts';

/**
 * Reviews (issue 5) in the browser. Until checkout exists, the buyer is one of the demo catalogue's buyers, whose
 * paid orders the seed made through the factories: they get a password through the reset e-mail, delete the
 * review the seed wrote for them and write it again (same rating, so the catalogue's figures end as they began).
 */
let browser: Browser;
const catalogue = buildDemoCatalogue();
const seeded = catalogue.reviews[0]!;
const buyer = catalogue.buyers[seeded.buyerIndex]!;
const path = `/product/${seeded.productSlug}/reviews`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const main = (page: Page) => page.locator('main');

async function signInWithReset(page: Page, email: string) {
  const password = 'Un avis bien vérifié 2026';
  await gotoHydrated(page, '/reset-password');
  await main(page).getByLabel('Adresse e-mail').fill(email);
  await main(page).getByRole('button', { name: 'Envoyer le lien' }).click();
  const reset = await waitForMail(email, (m) => m.text.includes('/reset-password?token='));
  await gotoHydrated(page, linkIn(reset, '/reset-password'));
  await main(page).getByLabel('Nouveau mot de passe').fill(password);
  await main(page).getByLabel('Confirmer le mot de passe').fill(password);
  await main(page).getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.waitForURL('**/auth?reset=1');
  await main(page).getByLabel('E-mail ou téléphone').fill(email);
  await main(page).getByLabel('Mot de passe', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

describe('/product/:slug/reviews', () => {
  it('shows a visitor the reviews with the rating distribution, and no form', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, path);
    await main(page)
      .getByRole('heading', { level: 1, name: /^Avis sur / })
      .waitFor();
    const rows = main(page).getByTestId('rating-distribution').locator('li');
    expect(await rows.count()).toBe(5);
    expect(await rows.first().textContent()).toMatch(/5 étoiles : \d+ avis/);
    expect(await main(page).getByText('Client vérifié').count()).toBeGreaterThan(0);
    expect(
      await main(page)
        .getByText(/Expérience du /)
        .count(),
    ).toBeGreaterThan(0);
    await main(page).getByText('Vous avez acheté ce produit ? Connectez-vous pour donner votre avis.').waitFor();
    expect(await main(page).getByRole('button', { name: 'Publier mon avis' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('lets a buyer delete their review, write one in the browser and see it listed', async () => {
    const { page, errors, close } = await openPage(browser);
    await signInWithReset(page, buyer.email);
    await gotoHydrated(page, path);

    await main(page).getByRole('heading', { level: 2, name: 'Votre avis' }).waitFor();
    await main(page).getByRole('button', { name: 'Supprimer mon avis' }).click();
    await main(page).getByText('Votre avis est supprimé.').waitFor();

    const form = main(page).getByRole('form', { name: 'Donner votre avis' });
    await form.waitFor();
    // The shared schema checks the form before it is sent.
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    await form.getByText('Choisissez une note de 1 à 5 étoiles.').waitFor();

    const stars = seeded.rating === 1 ? '1 étoile' : `${seeded.rating} étoiles`;
    await form.getByLabel(stars, { exact: true }).check();
    await form.getByLabel('Titre', { exact: true }).fill('Réécrit dans le navigateur');
    await form.getByLabel('Votre avis', { exact: true }).fill('Toujours aussi utile après quelques semaines.');
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    await main(page).getByText('Merci ! Votre avis est publié.').waitFor();

    const own = main(page).getByRole('region', { name: 'Votre avis' });
    await own.getByText('Réécrit dans le navigateur').waitFor();
    expect(await own.getByText('Client vérifié').count()).toBe(1);
    const listed = main(page)
      .getByTestId('review-list')
      .locator('li')
      .filter({ hasText: 'Réécrit dans le navigateur' });
    expect(await listed.count()).toBe(1);
    expect(await listed.textContent()).toContain('Toujours aussi utile après quelques semaines.');
    // Their own review is not theirs to report.
    expect(await listed.getByText('Signaler cet avis').count()).toBe(0);
    expect(await main(page).getByRole('form', { name: 'Donner votre avis' }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });
});
