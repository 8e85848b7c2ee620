import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  launchBrowser,
  noViolationAtAnyViewport,
  openPage,
  unexpectedErrors,
  type Viewport,
  violationsAtEveryViewport,
} from './browser.ts';
import { callAs, madeSession, openSignedIn, type SessionCookie } from './personas.ts';

/**
 * Collections: the product page's "Ajouter à une collection" menu, /collections, the owner's /collections/:id and the
 * share link /c/:shareToken (public: anyone; private: 404 but to its owner). The customer's collections are deleted
 * after each test.
 */
let browser: Browser;
let customer: SessionCookie[];
let product: { id: string; slug: string; title: string };

interface Collection {
  id: string;
  name: string;
  isPublic: boolean;
  shareToken: string;
}

const api = (method: string, path: string, body?: unknown) =>
  callAs(customer, method, `/api/v1/me/collections${path}`, body);
const mine = async () => ((await (await api('GET', '')).json()) as { data: Collection[] }).data;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = madeSession('customer');
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?per_page=1`)).json()) as {
    data: (typeof product)[];
  };
  product = data[0]!;
});
afterEach(async () => {
  for (const c of await mine()) expect((await api('DELETE', `/${c.id}`)).status).toBe(204);
});
afterAll(() => browser.close());

const desktop: Viewport = { width: 1280, colorScheme: 'light' };
const main = (page: Page) => page.locator('main');
const toast = (page: Page, text: string) => page.getByTestId('toast-success').filter({ hasText: text });

describe('a signed-in customer', () => {
  it('creates a collection from the product page, shares it, and the link opens signed out until it is private', async () => {
    const { page, errors, close } = await openSignedIn(browser, customer, desktop);
    await gotoHydrated(page, `/product/${product.slug}`);
    await main(page)
      .getByRole('button', { name: `Ajouter ${product.title} à une collection` })
      .click();
    const menu = page.getByRole('dialog', { name: 'Ajouter à une collection' });
    await menu.getByText('Vous n’avez encore aucune collection', { exact: false }).waitFor();
    await menu.getByLabel('Nouvelle collection').fill('Veille IA');
    await menu.getByRole('button', { name: 'Créer et ajouter' }).click();
    await toast(page, 'Collection « Veille IA » créée avec ce produit').waitFor();
    const box = menu.getByRole('checkbox', { name: 'Veille IA' });
    expect(await box.isChecked()).toBe(true);
    await box.click();
    await toast(page, 'Retiré de « Veille IA »').waitFor();
    expect(await box.isChecked()).toBe(false);
    await box.click();
    await toast(page, 'Ajouté à « Veille IA »').waitFor();

    // The same name again is refused in place, translated.
    await menu.getByLabel('Nouvelle collection').fill('veille ia');
    await menu.getByRole('button', { name: 'Créer et ajouter' }).click();
    await menu.getByText('Vous avez déjà une collection de ce nom.').waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await gotoHydrated(page, '/collections');
    await main(page).getByRole('heading', { level: 1, name: 'Mes collections' }).waitFor();
    const card = main(page).locator('article').filter({ hasText: 'Veille IA' });
    expect(await card.getByText('1 produit', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Privée', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Rendre publique la collection Veille IA' }).click();
    await main(page).getByText('« Veille IA » est publique', { exact: false }).waitFor();
    const link = await card.getByRole('textbox', { name: 'Lien de partage de Veille IA' }).inputValue();
    const [collection] = await mine();
    expect(link).toBe(`${baseUrl()}/c/${collection!.shareToken}`);

    // Signed out, the link shows the collection read-only.
    const visitor = await openPage(browser, desktop);
    const shared = await visitor.page.goto(`/c/${collection!.shareToken}`);
    expect(shared?.status()).toBe(200);
    expect(shared?.headers()['cache-control']).toBe('private, no-store');
    await main(visitor.page).getByRole('heading', { level: 1, name: 'Veille IA' }).waitFor();
    expect(await main(visitor.page).locator('article h3').allInnerTexts()).toEqual([product.title]);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(
      await main(visitor.page)
        .getByRole('button', { name: /Rendre|Supprimer/ })
        .count(),
    ).toBe(0);

    // Private again: the same link is a 404 for the visitor, and still opens for its owner with a notice.
    await card.getByRole('button', { name: 'Rendre privée la collection Veille IA' }).click();
    await main(page).getByText('« Veille IA » est privée', { exact: false }).waitFor();
    expect((await visitor.page.goto(`/c/${collection!.shareToken}`))?.status()).toBe(404);
    await visitor.close();
    await gotoHydrated(page, `/c/${collection!.shareToken}`);
    await main(page).getByText('Cette collection est privée', { exact: false }).waitFor();

    // The refused duplicate name is a 409 answer, logged by Chromium as a failed resource.
    expect(unexpectedErrors(errors).filter((e) => !e.includes('status of 409'))).toEqual([]);
    await close();
  });

  it('sees the products of a collection on its page and removes one', async () => {
    const created = await api('POST', '', { name: 'À trier', productId: product.id });
    const { data: collection } = (await created.json()) as { data: Collection };
    const { page, errors, close } = await openSignedIn(browser, customer, desktop);
    await gotoHydrated(page, `/collections/${collection.id}`);
    await main(page).getByRole('heading', { level: 1, name: 'À trier' }).waitFor();
    expect(await main(page).locator('article h3').allInnerTexts()).toEqual([product.title]);
    await main(page)
      .getByRole('button', { name: `Retirer de la collection : ${product.title}` })
      .click();
    await main(page).getByRole('heading', { name: 'Cette collection est vide' }).waitFor();
    expect(await main(page).getByText('0 produit', { exact: true }).isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('renames and deletes from /collections', async () => {
    await api('POST', '', { name: 'Brouillon' });
    const { page, errors, close } = await openSignedIn(browser, customer, desktop);
    await gotoHydrated(page, '/collections');
    const card = main(page).locator('article').filter({ hasText: 'Brouillon' });
    await card.getByText('Renommer').click();
    await card.getByLabel('Nouveau nom').fill('Projets clients');
    await card.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await main(page).getByText('Collection renommée « Projets clients ».').waitFor();
    // Deleting asks first, in the page's own dialog: « Annuler » keeps the collection.
    const remove = main(page).getByRole('button', { name: 'Supprimer la collection Projets clients' });
    const question = page.getByRole('alertdialog', { name: 'Supprimer la collection « Projets clients » ?' });
    await remove.click();
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await mine()).map((c) => c.name)).toEqual(['Projets clients']);
    await remove.click();
    await question.getByRole('button', { name: 'Supprimer' }).click();
    await main(page).getByText('Collection « Projets clients » supprimée.').waitFor();
    await main(page).getByRole('heading', { name: 'Aucune collection pour le moment' }).waitFor();
    expect(await mine()).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('creates a collection without JavaScript, through the server-rendered form', async () => {
    const { page, close } = await openSignedIn(browser, customer, desktop, { javaScriptEnabled: false });
    await page.goto('/collections');
    await main(page).getByLabel('Nom de la collection').fill('Sans script');
    await main(page).getByLabel('Publique : toute personne ayant le lien pourra la voir').check();
    await main(page).getByRole('button', { name: 'Créer la collection' }).click();
    await main(page).getByText('Collection « Sans script » créée.').waitFor();
    expect((await mine()).map((c) => [c.name, c.isPublic])).toEqual([['Sans script', true]]);
    await close();
  });

  it('finds no serious or critical axe violation on the collection pages and in the open menu, at either width and in either theme', async () => {
    const { data: collection } = (await (
      await api('POST', '', { name: 'Accessibilité', isPublic: true, productId: product.id })
    ).json()) as { data: Collection };
    const { page, close } = await openSignedIn(browser, customer);
    for (const path of ['/collections', `/collections/${collection.id}`, `/c/${collection.shareToken}`]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(await violationsAtEveryViewport(page), path).toEqual(noViolationAtAnyViewport);
    }
    await gotoHydrated(page, `/product/${product.slug}`);
    await main(page)
      .getByRole('button', { name: `Ajouter ${product.title} à une collection` })
      .click();
    await page.getByRole('dialog', { name: 'Ajouter à une collection' }).getByRole('checkbox').first().waitFor();
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
    await close();
  });
});

describe('a visitor', () => {
  it('is refused on the product page with the sign-in toast, and invited to sign in on /collections', async () => {
    const { page, errors, close } = await openPage(browser, desktop);
    await gotoHydrated(page, `/product/${product.slug}`);
    await main(page)
      .getByRole('button', { name: `Ajouter ${product.title} à une collection` })
      .click();
    const refusal = page.getByTestId('toast-destructive');
    await refusal.filter({ hasText: 'Connexion requise' }).waitFor();
    expect(await refusal.textContent()).toContain(
      'Vous devez être connecté pour ajouter des produits à une collection',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);

    await gotoHydrated(page, '/collections');
    await main(page).getByRole('heading', { level: 1, name: 'Mes collections' }).waitFor();
    expect(await main(page).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth?redirectTo=%2Fcollections',
    );
    expect((await page.goto('/c/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
    expect(unexpectedErrors(errors).filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});
