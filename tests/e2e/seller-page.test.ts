import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, unexpectedErrors } from './browser.ts';
import { waitForMail } from './mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The best-selling product of the demo catalogue whose seller is Atelier Neuronal. */
async function atelierProduct() {
  const res = await fetch(`${baseUrl()}/api/v1/products?sort=top&per_page=100`);
  const { data } = (await res.json()) as { data: { slug: string; seller: { id: string; name: string } }[] };
  const product = data.find((p) => p.seller.name === 'Atelier Neuronal');
  if (!product) throw new Error('the demo catalogue has no product by Atelier Neuronal');
  return product;
}

describe('the seller page', () => {
  it('is reached from a product page and shows the profile, products and reviews', async () => {
    const product = await atelierProduct();
    const { page, errors, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    await gotoHydrated(page, `/product/${product.slug}`);
    await page.getByRole('link', { name: 'Voir le profil' }).click();
    await page.waitForURL(`**/seller/${product.seller.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Atelier Neuronal');
    await expect.poll(() => page.title()).toBe('Atelier Neuronal — créateur sur Déploia');
    const products = page.locator('section[aria-labelledby="seller-products"] li');
    expect(await products.count()).toBeGreaterThan(0);
    expect(
      await page.locator(`section[aria-labelledby="seller-products"] a[href="/product/${product.slug}"]`).count(),
    ).toBeGreaterThan(0);
    const reviews = page.locator('section[aria-labelledby="seller-reviews"] li');
    expect(await reviews.count()).toBeGreaterThan(0);
    expect(await reviews.first().getByText('Client vérifié').count()).toBe(1);
    expect(await reviews.first().getByText('À propos de').count()).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('passes a message on to the seller by e-mail, and checks it first', async () => {
    const product = await atelierProduct();
    const { page, errors, close } = await openPage(browser, { width: 390, colorScheme: 'dark' });
    await gotoHydrated(page, `/seller/${product.seller.id}`);
    await page.getByRole('link', { name: 'Contacter', exact: true }).click();
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);

    await form.getByLabel('Nom').fill('Inès Acheteuse');
    await form.getByLabel('Adresse e-mail').fill('ines@example.com');
    await form.getByLabel('Sujet').selectOption('product');
    const message = `Bonjour, votre assistant sait-il répondre en allemand ? (${Date.now()})`;
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect
      .poll(() => page.getByText('Votre message a été transmis à Atelier Neuronal', { exact: false }).count())
      .toBe(1);
    const mail = await waitForMail('bonjour@atelier-neuronal.example', (m) => m.text.includes(message));
    expect(mail.subject).toBe('[Contact] Question sur un produit — Inès Acheteuse');
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('answers the 404 page for an unknown seller', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-vendeur']) {
      const res = await fetch(`${baseUrl()}/seller/${id}`);
      expect(res.status).toBe(404);
    }
  });
});
