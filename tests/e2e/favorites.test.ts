import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, seriousViolations, type Viewport } from './browser.ts';
import { callAs, openSignedIn, type SessionCookie } from './personas.ts';

/**
 * Favourites (spec §2, §4, §6, §8): the heart for signed-in users, its toasts, the header's panel and /favorites.
 * The customer's session is the one made before the server started, so this file signs in only once (through
 * the sign-in form), and every favourite it adds is removed after each test: other files expect none.
 */
let browser: Browser;
let customer: SessionCookie[];
let product: { id: string; slug: string; title: string };

const api = (method: string, path: string, body?: unknown) =>
  callAs(customer, method, `/api/v1/me/favorites${path}`, body);

beforeAll(async () => {
  browser = await launchBrowser();
  const [pair = ''] = inject('madeSessions').customer.split(';');
  const at = pair.indexOf('=');
  customer = [{ name: pair.slice(0, at), value: pair.slice(at + 1) }];
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?per_page=1`)).json()) as {
    data: (typeof product)[];
  };
  product = data[0]!;
});
afterEach(async () => {
  const { data } = (await (await api('GET', '')).json()) as { data: string[] };
  for (const id of data) expect((await api('DELETE', `/${id}`)).status).toBe(204);
});
afterAll(() => browser.close());

const desktop: Viewport = { width: 1280, colorScheme: 'light' };
const main = (page: Page) => page.locator('main');
const toast = (page: Page, text: string) => page.getByTestId('toast-success').filter({ hasText: text });

describe('a signed-in customer', () => {
  it('hearts a product on /market, finds it in the panel and on /favorites, and removes it from there', async () => {
    const { page, errors, close } = await openSignedIn(browser, customer, desktop);
    await gotoHydrated(page, '/market');
    const card = main(page).locator('article').filter({ hasText: product.title });
    await card.getByRole('button', { name: `Ajouter ${product.title} aux favoris` }).click();
    await toast(page, 'Ajouté aux favoris').waitFor();
    await card.getByRole('button', { name: `Retirer ${product.title} des favoris` }).waitFor();

    await page.getByRole('button', { name: 'Mes favoris' }).click();
    const panel = page.getByRole('dialog', { name: 'Mes Favoris (1)' });
    await panel.waitFor();
    const view = panel.getByRole('link', { name: `Voir ${product.title} (nouvel onglet)` });
    expect(await view.textContent()).toBe('Voir');
    expect(await view.getAttribute('href')).toBe(`/market/${product.slug}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab!.waitForURL(`**/product/${product.slug}`);
    await tab!.close();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await gotoHydrated(page, '/favorites');
    await main(page).getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    expect(await main(page).getByText('1 produit enregistré').isVisible()).toBe(true);
    expect(await main(page).locator('article').allInnerTexts()).toEqual([expect.stringContaining(product.title)]);
    await main(page)
      .getByRole('button', { name: `Retirer ${product.title} des favoris` })
      .click();
    await toast(page, 'Retiré des favoris').waitFor();
    await main(page).getByRole('heading', { name: 'Aucun favori pour le moment' }).waitFor();
    expect(await main(page).locator('article').count()).toBe(0);
    expect(await main(page).getByText('0 produit enregistré').isVisible()).toBe(true);
    expect(
      await main(page).getByRole('link', { name: 'Explorez la marketplace pour en ajouter' }).getAttribute('href'),
    ).toBe('/market');
    expect(errors).toEqual([]);
    await close();
  });

  it('sees the heart of the product page filled after a reload, and un-hearts it there', async () => {
    const { page, errors, close } = await openSignedIn(browser, customer, desktop);
    await gotoHydrated(page, `/product/${product.slug}`);
    await main(page)
      .getByRole('button', { name: `Ajouter ${product.title} aux favoris` })
      .click();
    await toast(page, 'Ajouté aux favoris').waitFor();
    await gotoHydrated(page, `/product/${product.slug}`);
    const remove = main(page).getByRole('button', { name: `Retirer ${product.title} des favoris` });
    await remove.click();
    await toast(page, 'Retiré des favoris').waitFor();
    await main(page)
      .getByRole('button', { name: `Ajouter ${product.title} aux favoris` })
      .waitFor();
    expect(((await (await api('GET', '')).json()) as { data: string[] }).data).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('gets the list of /favorites from the server, before any script runs', async () => {
    expect((await api('POST', '', { productId: product.id })).status).toBe(201);
    const { page, close } = await openSignedIn(browser, customer, desktop, { javaScriptEnabled: false });
    await page.goto('/favorites');
    expect(await main(page).locator('article h3').allInnerTexts()).toEqual([product.title]);
    await close();
  });

  describe.each([
    { width: 390, colorScheme: 'light' },
    { width: 390, colorScheme: 'dark' },
    { width: 1280, colorScheme: 'light' },
    { width: 1280, colorScheme: 'dark' },
  ] as const)('at $width px, $colorScheme', (viewport) => {
    it('finds no serious or critical axe violation on /favorites and in the open panel', async () => {
      expect((await api('POST', '', { productId: product.id })).status).toBe(201);
      const { page, close } = await openSignedIn(browser, customer, viewport);
      await gotoHydrated(page, '/favorites');
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Mes favoris' }).click();
      await page.getByRole('dialog', { name: 'Mes Favoris (1)' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  });
});

describe('a visitor', () => {
  it('sees no heart, and on /favorites an invitation to sign in that leads back there', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, '/market');
    await main(page).locator('article').first().waitFor();
    expect(await page.getByRole('button', { name: /aux favoris$/ }).count()).toBe(0);
    await gotoHydrated(page, `/product/${product.slug}`);
    expect(await page.getByRole('button', { name: /aux favoris$/ }).count()).toBe(0);

    await gotoHydrated(page, '/favorites');
    await main(page).getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    const signInLink = main(page).getByRole('link', { name: 'Se connecter' });
    expect(await signInLink.getAttribute('href')).toBe('/auth?redirectTo=%2Ffavorites');
    expect(await main(page).getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
    await signInLink.click();
    await page.waitForURL('**/auth?redirectTo=%2Ffavorites');
    const { expert } = inject('accounts');
    await main(page).getByLabel('E-mail ou téléphone').fill(expert.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(expert.password);
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${baseUrl()}/favorites`);
    await main(page).getByRole('heading', { name: 'Aucun favori pour le moment' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
