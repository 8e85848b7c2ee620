import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
let product: { slug: string; title: string; priceCents: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?sort=top&per_page=1`)).json()) as {
    data: (typeof product)[];
  };
  product = data[0]!;
});
afterAll(() => browser.close());

const header = (page: Page) => page.locator('header[data-hidden]');
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
};
/** Fake timers frozen at page start: only runFor() moves time, so real load time does not count. */
const freezeClock = async (page: Page) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
};
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

describe('header', () => {
  it('is "scrolled" above 8 px, hides scrolling down past 64 px and comes back on scroll up', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, '/market');
    await scrollTo(page, 8);
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('false');
    await scrollTo(page, 40);
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('true');
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 400);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('true');
    await scrollTo(page, 300);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    expect(errors).toEqual([]);
    await close();
  });

  it('hides only past 64 px: not at 63 px, at 65 px', async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/market');
    await scrollTo(page, 63);
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('true');
    expect(await header(page).getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 65);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('true');
    await scrollTo(page, 0);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    await close();
  });

  it('hides by itself after 3 s on a product page, and "/" focuses the search', async () => {
    const { page, close } = await openPage(browser);
    await freezeClock(page);
    await page.goto(`/product/${product.slug}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.runFor(2900);
    expect(await header(page).getAttribute('data-hidden')).toBe('false');
    await page.clock.runFor(200);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('true');
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    await close();
  });

  it('suggests products as the visitor types and opens one with the keyboard', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/market');
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('combobox', { name: 'Rechercher un produit IA' });
    await search.fill('agent');
    const options = page.getByRole('option');
    await options.first().waitFor();
    const first = await options.first().textContent();
    await search.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: first ?? '' }).waitFor();
    await close();
  });

  it('shows the green bar with the four shortcuts, Resources, become creator and Live', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Catégories' });
    for (const name of [
      'Marketplace',
      'Automatisation',
      'Chatbots',
      'Analytique',
      'Intégrations',
      'Ressources',
      'Devenir créateur',
    ]) {
      expect(await bar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await bar.getByText('Live').isVisible()).toBe(true);
    await bar.getByRole('link', { name: 'Chatbots' }).click();
    await page.waitForURL(/\/market\?category=chatbot$/);
    await close();
  });

  it('offers sign-in and account creation to visitors, and a skip link first in the tab order', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await close();
  });
});

describe('cart', () => {
  it('adds, counts, changes quantities, totals in euros, removes, and survives a reload', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, `/product/${product.slug}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText('Produit ajouté au panier').waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2');
    await page.keyboard.press('/'); // brings back the header, which hides by itself on product pages
    await page.getByRole('button', { name: /^Panier, 2 articles/ }).click();
    const panel = page.getByRole('dialog', { name: 'Votre panier' });
    await panel.waitFor();
    expect(await panel.getByTestId('cart-total').textContent()).toBe(euros(product.priceCents * 2));
    await panel.getByRole('button', { name: `Retirer une licence de ${product.title}` }).click();
    expect(await panel.getByTestId('cart-total').textContent()).toBe(euros(product.priceCents));
    // A visitor's cart is in the browser: it goes to the guest checkout in the link.
    expect(await panel.getByRole('link', { name: 'Finaliser la commande' }).getAttribute('href')).toMatch(
      /^\/checkout\?lines=[0-9a-f-]{36}:1$/,
    );
    expect(await panel.getByRole('link', { name: 'Continuer les achats' }).getAttribute('href')).toBe('/market');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    await page.keyboard.press('/');
    await page.getByRole('button', { name: /^Panier/ }).click();
    await page.getByRole('button', { name: `Retirer ${product.title} du panier` }).click();
    await page.getByText('Produit retiré').waitFor();
    await page.getByText('Votre panier est vide').waitFor();
    expect(await page.getByRole('link', { name: 'Découvrir les produits' }).getAttribute('href')).toBe('/market');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('theme and language', () => {
  it('follows the system by default, stores the choice under vite-ui-theme and applies it before first paint', async () => {
    const { page, close } = await openPage(browser, { width: 1280, colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.getByRole('radio', { name: 'Clair' }).check({ force: true });
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    // The class must be on <html> before any script of the app runs.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    await close();
  });

  it('follows a change of the system theme before any script of the app has run, and not once light is chosen', async () => {
    const { page, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.className === 'dark', undefined, {
      polling: 100,
      timeout: 5_000,
    });
    await page.unroute('**/assets/**');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Clair' }).check({ force: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    // A task later, once the media change has been dispatched.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    await close();
  });

  it('switches to English with a cookie the server reads, and links every language with hreflang', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/market?q=chatbot');
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').search]),
      );
    expect(alternates).toEqual([
      ['fr', '?q=chatbot'],
      ['en', '?q=chatbot&lang=en'],
      ['es', '?q=chatbot&lang=es'],
      ['de', '?q=chatbot&lang=de'],
      ['x-default', '?q=chatbot'],
    ]);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Langue', { exact: true }).selectOption('en');
    await page.waitForURL((url) => url.search === '?q=chatbot');
    await page.getByRole('heading', { name: /Results for/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('en');
    await close();
  });
});

describe('small screens', () => {
  it('opens the slide-in menu with search, navigation and sign-in', async () => {
    const { page, close } = await openPage(browser, { width: 390, colorScheme: 'light' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('combobox', { name: 'Rechercher un produit IA' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Créer un compte' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL('**/market');
    expect(await menu.isVisible()).toBe(false);
    await close();
  });

  it('keeps the bottom bar on other pages, and on product pages shows it 3 s, then 2 s after a scroll', async () => {
    const { page, close } = await openPage(browser, { width: 390, colorScheme: 'light' });
    const bar = page.getByRole('navigation', { name: 'Raccourcis' });
    await page.goto('/market');
    for (const name of ['Accueil', 'Market', 'Favoris', 'Panier']) {
      expect(await bar.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await bar.getByRole('link', { name: 'Panier' }).getAttribute('href')).toBe('/checkout');
    expect(await bar.getByRole('link', { name: 'Profil' }).count()).toBe(0);

    await freezeClock(page);
    await page.goto(`/product/${product.slug}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await bar.getAttribute('data-visible')).toBe('true');
    await page.clock.runFor(3100);
    await expect.poll(() => bar.getAttribute('data-visible')).toBe('false');
    await scrollTo(page, 300);
    await expect.poll(() => bar.getAttribute('data-visible')).toBe('true');
    await page.clock.runFor(1900);
    expect(await bar.getAttribute('data-visible')).toBe('true');
    await page.clock.runFor(200);
    await expect.poll(() => bar.getAttribute('data-visible')).toBe('false');
    await close();
  });
});

describe('loading overlay', () => {
  it("shows 'Chargement...' during a slow navigation and removes it when the page arrives", async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/');
    await page.route('**/market.data**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Marketplace' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Chargement...' });
    await overlay.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    await overlay.waitFor({ state: 'detached' });
    await close();
  });
});

describe('footer', () => {
  it("links 'CGV' and 'Confidentialité' to the legal pages", async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'CGV' }).getAttribute('href')).toBe('/terms-of-service');
    expect(await footer.getByRole('link', { name: 'Confidentialité' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.getByRole('textbox', { name: 'Adresse e-mail' }).getAttribute('type')).toBe('email');
    expect(await footer.locator('a[href="/legal"]').count()).toBe(1);
    expect(await footer.locator('a[href="/transparency"]').count()).toBe(1);
    await footer.locator('a[href="/legal"]').click();
    await page.waitForURL('**/legal');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').locator('a[href="/transparency"]').click();
    await page.waitForURL('**/transparency');
    await close();
  });
});

describe('toasts', () => {
  /** Sonner adds a toast on a zero-delay timer: moves the paused clock by small steps until it shows. */
  const shows = (page: Page, toast: Locator) =>
    expect
      .poll(async () => {
        await page.clock.runFor(10);
        return toast.isVisible();
      })
      .toBe(true);

  it("show the spec's French texts and leave after 4 s", async () => {
    const { page, errors, close } = await openPage(browser);
    await freezeClock(page);
    await gotoHydrated(page, `/product/${product.slug}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const added = page.getByTestId('toast-success').filter({ hasText: 'Produit ajouté au panier' });
    await shows(page, added);
    await page.clock.runFor(3_900);
    expect(await added.isVisible()).toBe(true);
    // 4 s, then the exit animation.
    await page.clock.runFor(100 + 400);
    await added.waitFor({ state: 'detached' });

    // The side panel opens with the clock running, then the clock stops again for the next toast.
    await page.clock.resume();
    await page.keyboard.press('/');
    await page.getByRole('button', { name: /^Panier, 1 article/ }).click();
    const panel = page.getByRole('dialog', { name: 'Votre panier' });
    await panel.getByRole('button', { name: 'Vider le panier' }).waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await panel.getByRole('button', { name: 'Vider le panier' }).click();
    const cleared = page.getByTestId('toast-success').filter({ hasText: 'Panier vidé' });
    await shows(page, cleared);
    await page.clock.runFor(3_900);
    expect(await cleared.isVisible()).toBe(true);
    await page.clock.runFor(600);
    await cleared.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('error banner', () => {
  const failingSuggestions = async (page: Page) =>
    page.route('**/api/v1/search/suggest**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
  const bannerText = 'Les suggestions de recherche sont indisponibles pour le moment.';
  /** The browser reports the 503 itself; nothing else may reach the console. */
  const appErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

  it('reports a failed fetch of search suggestions and goes away by itself after 5 s', async () => {
    const { page, errors, close } = await openPage(browser);
    await failingSuggestions(page);
    await freezeClock(page);
    await gotoHydrated(page, '/market');
    await page.getByRole('combobox', { name: 'Rechercher un produit IA' }).fill('agent');
    await page.clock.runFor(200); // the suggestions' debounce
    const banner = page.getByTestId('error-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.textContent()).toContain(bannerText);
    await page.clock.runFor(4_900);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await banner.waitFor({ state: 'detached' });
    expect(appErrors(errors)).toEqual([]);
    await close();
  });

  it('closes with its × button', async () => {
    const { page, errors, close } = await openPage(browser);
    await failingSuggestions(page);
    await gotoHydrated(page, '/market');
    await page.getByRole('combobox', { name: 'Rechercher un produit IA' }).fill('chatbot');
    const banner = page.getByTestId('error-banner');
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Fermer le message' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(appErrors(errors)).toEqual([]);
    await close();
  });

  it('gives way to the loading overlay, and an error turns the overlay off', async () => {
    const { page, errors, close } = await openPage(browser);
    await failingSuggestions(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/market.data**', async (route) => {
      await held;
      await route.continue();
    });
    await freezeClock(page);
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', { name: 'Rechercher un produit IA' });
    const banner = page.getByTestId('error-banner');
    const overlay = page.getByRole('status').filter({ hasText: 'Chargement...' });
    await search.fill('agent');
    await page.clock.runFor(200);
    await banner.waitFor();

    // Loading on clears the error.
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Marketplace' }).click();
    await page.clock.runFor(500);
    await overlay.waitFor();
    await banner.waitFor({ state: 'detached' });

    // An error turns loading off.
    await search.fill('agents');
    await page.clock.runFor(200);
    await banner.waitFor();
    await overlay.waitFor({ state: 'detached' });

    release();
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await close();
  });
});
