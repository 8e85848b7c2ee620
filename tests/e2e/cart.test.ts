import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, seriousViolations, type Viewport } from './browser.ts';
import { callAs, madeSession, openSignedIn, type SessionCookie, signIn } from './personas.ts';

/**
 * The cart across sign-in (spec §2, §4, §8; DESIGN.md §6): a visitor's cart is priced by the server, merged into the
 * customer's server cart at sign-in, saved there, seen from another browser, and gone from this one at sign-out.
 * The customer's cart is emptied before and after, as other files expect it.
 */
let browser: Browser;
let session: SessionCookie[];
type Product = { id: string; slug: string; title: string; priceCents: number };
let first: Product;
let second: Product;
let third: Product;

const cartApi = (method: 'GET' | 'PUT', items?: { productId: string; quantity: number }[]) =>
  callAs(session, method, '/api/v1/me/cart', items ? { items } : undefined);
const storedLines = async () => {
  const { data } = (await (await cartApi('GET')).json()) as {
    data: { items: { productId: string; quantity: number }[] };
  };
  return data.items.map((i) => [i.productId, i.quantity]);
};

beforeAll(async () => {
  browser = await launchBrowser();
  session = madeSession('customer');
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?per_page=3&sort=new`)).json()) as {
    data: Product[];
  };
  [first, second, third] = data as [Product, Product, Product];
  expect((await cartApi('PUT', [])).status).toBe(200);
});
afterAll(async () => {
  expect((await cartApi('PUT', [])).status).toBe(200);
  await browser.close();
});

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
const badge = (page: Page) => page.getByTestId('cart-badge');

async function openCart(page: Page) {
  await page.keyboard.press('/'); // brings back the header, which hides by itself on product pages
  await page.getByRole('button', { name: /^Panier/ }).click();
  const panel = page.getByRole('dialog', { name: 'Votre panier' });
  await panel.waitFor();
  return panel;
}
const lineTitles = (panel: ReturnType<Page['getByRole']>) => panel.locator('li a[data-cart-title]').allInnerTexts();

async function addFromProductPage(page: Page, product: Product) {
  await gotoHydrated(page, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByTestId('toast-success').filter({ hasText: 'Produit ajouté au panier' }).first().waitFor();
}

describe('the cart', () => {
  it('follows a visitor through sign-in into their account, to another browser, and away at sign-out', async () => {
    // The account already holds the first product once and the third.
    expect(
      (
        await cartApi('PUT', [
          { productId: first.id, quantity: 1 },
          { productId: third.id, quantity: 1 },
        ])
      ).status,
    ).toBe(200);

    const { page, errors, close } = await openPage(browser);
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    await expect.poll(() => badge(page).textContent()).toBe('2');
    // The toast's « Voir le panier » opens the cart.
    await page.getByTestId('toast-success').getByRole('button', { name: 'Voir le panier' }).first().click();
    await page.getByRole('dialog', { name: 'Votre panier' }).waitFor();
    await page.keyboard.press('Escape');

    // Prices and titles shown come from the server, whatever the browser's copy says.
    await page.evaluate(() => {
      const items = JSON.parse(localStorage.getItem('deploia-cart') ?? '[]') as { priceCents: number }[];
      localStorage.setItem('deploia-cart', JSON.stringify(items.map((i) => ({ ...i, priceCents: 1 }))));
    });
    await gotoHydrated(page, `/product/${second.slug}`);
    let panel = await openCart(page);
    expect(await lineTitles(panel)).toEqual([first.title, second.title]);
    await expect
      .poll(() => panel.getByTestId('cart-total').textContent())
      .toBe(euros(first.priceCents + second.priceCents));
    await panel.getByRole('button', { name: `Ajouter une licence de ${first.title}` }).click();
    expect(await panel.getByTestId('cart-seats').allInnerTexts()).toEqual(['2 licences', '1 licence']);
    expect(await panel.getByText('La quantité est un nombre de licences').isVisible()).toBe(true);
    await expect.poll(() => badge(page).textContent()).toBe('3');
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/login');
    const account = inject('accounts').customer;
    await page.locator('main').getByLabel('E-mail ou téléphone').fill(account.email);
    await page.locator('main').getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.locator('main').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: /^Menu de / }).waitFor();

    // Merged once: the union, the larger quantity of the product in both; the browser's copy is gone.
    const merged = [
      [first.id, 2],
      [third.id, 1],
      [second.id, 1],
    ];
    await expect.poll(storedLines).toEqual(merged);
    await expect.poll(() => badge(page).textContent()).toBe('4');
    expect(await page.evaluate(() => localStorage.getItem('deploia-cart'))).toBeNull();
    await gotoHydrated(page, '/market');
    await expect.poll(() => badge(page).textContent()).toBe('4');
    expect(await storedLines()).toEqual(merged);

    // A change is saved to the account.
    panel = await openCart(page);
    await panel.getByRole('button', { name: `Ajouter une licence de ${second.title}` }).click();
    await expect.poll(storedLines).toEqual([
      [first.id, 2],
      [third.id, 1],
      [second.id, 2],
    ]);
    await page.keyboard.press('Escape');

    // Another browser signed in as the same customer sees the same cart.
    const other = await openSignedIn(browser, await signIn('customer'));
    await gotoHydrated(other.page, '/market');
    await expect.poll(() => badge(other.page).textContent()).toBe('5');
    const otherPanel = await openCart(other.page);
    expect(await lineTitles(otherPanel)).toEqual([first.title, third.title, second.title]);
    expect(await otherPanel.getByTestId('cart-total').textContent()).toBe(
      euros(2 * first.priceCents + third.priceCents + 2 * second.priceCents),
    );
    // Removing there is saved too, and focus stays in the panel.
    await otherPanel.getByRole('button', { name: `Retirer ${third.title} du panier` }).click();
    await other.page.getByTestId('toast-success').filter({ hasText: 'Produit retiré' }).waitFor();
    expect(await other.page.evaluate(() => document.activeElement?.textContent)).toBe(second.title);
    await expect.poll(storedLines).toEqual([
      [first.id, 2],
      [second.id, 2],
    ]);
    expect(other.errors).toEqual([]);
    await other.close();

    // Signing out leaves this browser an empty cart; the account keeps its own.
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => badge(page).count()).toBe(0);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await badge(page).count()).toBe(0);
    expect(await storedLines()).toEqual([
      [first.id, 2],
      [second.id, 2],
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('adds the guided deployment from the panel, priced once whatever the seats, and keeps it in the account', async () => {
    // A seeded product that sells the creator's deployment as an option (decision 0048).
    const { data: listed } = (await (await fetch(`${baseUrl()}/api/v1/products?per_page=100&sort=new`)).json()) as {
      data: Product[];
    };
    let option: (Product & { deploymentService: { kind: string; priceCents: number | null } }) | undefined;
    for (const product of listed) {
      const { data } = (await (await fetch(`${baseUrl()}/api/v1/products/${product.slug}`)).json()) as {
        data: Product & { deploymentService: { kind: string; priceCents: number | null } };
      };
      if (data.deploymentService.kind === 'paid_option' && data.deploymentService.priceCents) {
        option = data;
        break;
      }
    }
    expect(option).toBeDefined();
    const product = option!;
    const optionCents = product.deploymentService.priceCents!;
    expect((await cartApi('PUT', [{ productId: product.id, quantity: 2 }])).status).toBe(200);

    const { page, close } = await openSignedIn(browser, session);
    await gotoHydrated(page, '/market');
    const panel = await openCart(page);
    await expect.poll(() => panel.getByTestId('cart-total').textContent()).toBe(euros(2 * product.priceCents));
    const named = new RegExp(`déploiement accompagné.*${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const box = panel.getByRole('checkbox', { name: named });
    await box.check();
    // Two seats, one deployment.
    await expect
      .poll(() => panel.getByTestId('cart-total').textContent())
      .toBe(euros(2 * product.priceCents + optionCents));
    await expect
      .poll(async () => {
        const { data } = (await (await cartApi('GET')).json()) as { data: { items: { deployment: boolean }[] } };
        return data.items.map((i) => i.deployment);
      })
      .toEqual([true]);
    // Seen again after a reload, from the account's stored cart; unticked, it is gone.
    await gotoHydrated(page, '/market');
    const again = await openCart(page);
    await expect.poll(() => again.getByRole('checkbox', { name: named }).isChecked()).toBe(true);
    await again.getByRole('checkbox', { name: named }).uncheck();
    await expect.poll(() => again.getByTestId('cart-total').textContent()).toBe(euros(2 * product.priceCents));
    await close();
    expect((await cartApi('PUT', [])).status).toBe(200);
  });

  it("sends 'Acheter maintenant' straight to checkout with that one product", async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, `/product/${first.slug}`);
    expect(await page.getByRole('link', { name: 'Acheter maintenant' }).getAttribute('href')).toBe(
      `/checkout?buy=${first.id}`,
    );
    await close();
  });

  describe.each([
    { width: 390, colorScheme: 'light' },
    { width: 1280, colorScheme: 'dark' },
  ] as Viewport[])('at $width px, $colorScheme', (viewport) => {
    it('finds no serious or critical axe violation in the open panel with products', async () => {
      const { page, close } = await openPage(browser, viewport);
      await addFromProductPage(page, third);
      // From the toast's « Voir le panier »: on a phone the toast lies over the header's cart button while it shows.
      await page.getByTestId('toast-success').getByRole('button', { name: 'Voir le panier' }).click();
      const panel = page.getByRole('dialog', { name: 'Votre panier' });
      await panel.waitFor();
      await panel.getByTestId('cart-seats').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  });
});
