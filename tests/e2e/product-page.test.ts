import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  launchBrowser,
  noViolationAtAnyViewport,
  openPage,
  seriousViolations,
  unexpectedErrors,
  violationsAtEveryViewport,
} from './browser.ts';
import { waitForMail } from './mailbox.ts';

/** Demo products (db/seed): the first has a 3-image gallery, translations, a demo and a promotion ending in 30 h. */
const featured = 'generateur-de-devis-ia-pour-artisans';
/** The second has no gallery, and a promotion ending in 10 days (no banner). */
const laterPromotion = 'plateforme-de-comptes-rendus-de-reunion';
/** A chatbot product whose demo is Déploia's own /demos/chatbot, framed (db/seed/content/products.ts). */
const builtInDemo = 'chatbot-faq-pour-site-vitrine';

let browser: Browser;
let detail: { title: string; demoUrl: string; tags: string[]; seller: { id: string } };
beforeAll(async () => {
  browser = await launchBrowser();
  detail = ((await (await fetch(`${baseUrl()}/api/v1/products/${featured}`)).json()) as { data: typeof detail }).data;
});
afterAll(() => browser.close());

describe('the product page', () => {
  it('switches the main image from the gallery thumbnails with the keyboard, without moving the page', async () => {
    const { page, errors, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    await gotoHydrated(page, `/product/${featured}`);
    const gallery = page.getByTestId('product-gallery');
    const main = gallery.locator('picture img').first();
    const thumbs = gallery.getByRole('list').getByRole('button');
    expect(await thumbs.count()).toBe(4);
    expect(await thumbs.first().getAttribute('aria-pressed')).toBe('true');
    expect(await main.getAttribute('alt')).toBe(detail.title);
    expect(await thumbs.nth(1).locator('img').getAttribute('loading')).toBe('lazy');
    expect(await thumbs.nth(1).locator('img').getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 960w$/);
    const before = await gallery.boundingBox();

    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => thumbs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await thumbs.first().getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => main.getAttribute('alt')).toContain('tableau de bord');
    // The AVIF <source> and the WebP <img> each carry the same sizes for their own srcset.
    expect(await main.getAttribute('sizes')).toBe('(min-width: 1024px) 60vw, 100vw');
    expect(await gallery.locator('source').first().getAttribute('sizes')).toBe('(min-width: 1024px) 60vw, 100vw');
    expect(await gallery.locator('source').first().getAttribute('type')).toBe('image/avif');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await main.evaluate((img: HTMLImageElement) => img.currentSrc)).includes('gallery-dashboard')).toBe(true);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect.poll(() => thumbs.nth(2).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => main.getAttribute('alt')).toContain('conversation');
    const after = await gallery.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('shows the last-chance banner only for a promotion ending within 48 hours', async () => {
    const { page, close } = await openPage(browser, { width: 390, colorScheme: 'dark' });
    await gotoHydrated(page, `/product/${featured}`);
    const banner = page.getByTestId('last-chance');
    expect(await banner.textContent()).toContain('Dernière chance !');
    expect(await banner.textContent()).toContain('DERNIERECHANCE15');
    expect(await banner.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await gotoHydrated(page, `/product/${laterPromotion}`);
    expect(await page.getByTestId('last-chance').count()).toBe(0);
    await close();
  });

  it("links to the seller's demo in a new tab when its site cannot be framed, and frames nothing", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    const response = await gotoHydrated(page, `/product/${featured}`);
    // No network here: the server could not check the demo, so it is a link, and the page frames nothing.
    expect(response?.headers()['content-security-policy']).toContain("frame-src 'none'");
    const section = page.locator('section#demo');
    expect(await section.locator('iframe').count()).toBe(0);
    const link = section.getByRole('link', { name: /Voir la démo/ });
    expect(await link.getAttribute('href')).toBe(detail.demoUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // The buy box's 'Voir la démo' leads to that section.
    await page.getByTestId('buy-box').getByRole('link', { name: 'Voir la démo' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#demo');
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it("frames Déploia's own chatbot demo from 'self' in a sandbox that allows nothing, in the page's theme", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1280, colorScheme: 'dark' });
    const response = await gotoHydrated(page, `/product/${builtInDemo}`);
    expect(response?.headers()['content-security-policy']).toContain("frame-src 'self'");
    const iframe = page.locator('section#demo iframe');
    expect(await iframe.getAttribute('sandbox')).toBe('');
    expect(await iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    await expect.poll(() => iframe.getAttribute('src')).toBe('/demos/chatbot?theme=dark');
    const demo = await fetch(`${baseUrl()}/demos/chatbot`);
    expect(demo.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(demo.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await demo.text()).not.toContain('<script');
    await iframe.scrollIntoViewIfNeeded();
    const conversation = page.frameLocator('section#demo iframe').getByRole('listitem');
    await expect.poll(() => conversation.count()).toBe(7);
    expect(await page.frameLocator('section#demo iframe').locator('html').getAttribute('class')).toBe('dark');
    const newTab = page.getByRole('link', { name: /Ouvrir la démo dans un nouvel onglet/ });
    expect([await newTab.getAttribute('href'), await newTab.getAttribute('target')]).toEqual([
      '/demos/chatbot?theme=dark',
      '_blank',
    ]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it("passes axe on Déploia's own demos at either width, in either theme", async () => {
    const { page, close } = await openPage(browser);
    const views = [
      ['/demos/chatbot', 1280, 'light'],
      ['/demos/chatbot', 390, 'dark'],
      ['/demos/automation', 1280, 'dark'],
      ['/demos/automation', 390, 'light'],
    ] as const;
    for (const [path, width, theme] of views) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${path}?theme=${theme}`);
      if (path === '/demos/automation') await page.getByText('Après', { exact: true }).click();
      expect(await seriousViolations(page), `${path} ${width} ${theme}`).toEqual([]);
    }
    await close();
  });

  it("shows the seller's text in its language with a translate toggle that works without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, errors, close } = await openPage(
        browser,
        { width: 390, colorScheme: 'light' },
        { javaScriptEnabled },
      );
      const goto = javaScriptEnabled ? gotoHydrated : (p: typeof page, path: string) => p.goto(path);
      await goto(page, `/product/${featured}?lang=en`);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.textContent()).toBe(detail.title);
      expect(await h1.getAttribute('lang')).toBe('fr');
      const toggle = page.getByTestId('translate-toggle');
      expect(await toggle.textContent()).toContain('Original text in French.');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      await toggle.getByRole('link', { name: 'Translate' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('translated')).toBe('1');
      await expect.poll(() => h1.textContent()).toBe('AI quote generator for tradespeople');
      expect(await h1.getAttribute('lang')).toBeNull();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(canonical).toMatch(new RegExp(`/product/${featured}\\?lang=en$`));
      await toggle.getByRole('link', { name: 'Show original' }).click();
      await expect.poll(() => h1.textContent()).toBe(detail.title);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
      expect(unexpectedErrors(errors)).toEqual([]);
      await close();
    }
  });

  it('has tags searching the marketplace, the expert card with contact, and a price with 2 decimals', async () => {
    const { page, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    await gotoHydrated(page, `/product/${featured}`);
    const tags = page
      .getByText('Mots-clés', { exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    expect(await tags.count()).toBe(detail.tags.length);
    expect(await tags.first().getAttribute('href')).toBe(`/market?q=${encodeURIComponent(detail.tags[0]!)}`);
    const card = page.getByTestId('seller-card');
    expect(await card.getByRole('link', { name: 'Voir le profil' }).getAttribute('href')).toBe(
      `/seller/${detail.seller.id}`,
    );
    expect(await card.getByRole('link', { name: 'Contacter' }).getAttribute('href')).toBe(
      `/seller/${detail.seller.id}#contact`,
    );
    expect(await page.getByTestId('buy-box').textContent()).toMatch(/\d+,\d\d\s€/);
    for (const label of [
      'Téléchargement numérique',
      'Ajouter au panier',
      'Acheter maintenant',
      'Voir tous les produits',
    ]) {
      expect(await page.getByText(label).count(), label).toBeGreaterThan(0);
    }
    expect(await page.getByRole('heading', { name: "Ce qu'il vous faut pour le déployer" }).count()).toBe(1);
    await close();
  });

  it('shows who sells under « Informations sur le vendeur », and lets a visitor report the product with a receipt', async () => {
    const { page, errors, close } = await openPage(browser, { width: 390, colorScheme: 'dark' });
    await gotoHydrated(page, `/product/${featured}`);
    const card = page.getByTestId('seller-card');
    await card.getByText('Informations sur le vendeur').click();
    expect(await card.getByText('Vendeur professionnel').isVisible()).toBe(true);
    expect(await card.getByText('Numéro d’immatriculation').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Signaler un contenu illicite' }).first().click();
    await page.waitForURL(/\/report\?type=product&id=/);
    // A client-side navigation: the page is hydrated already, and the report form replaces the product page's content.
    const main = page.locator('main');
    await main.getByLabel('Motif').waitFor();
    expect(await main.getByRole('link', { name: detail.title }).count()).toBe(1);
    await main.getByLabel('Motif').selectOption('intellectual_property');
    await main
      .getByLabel('Pourquoi ce contenu est-il illicite ?')
      .fill('Ce modèle reprend le code d’un autre créateur sans son autorisation.');
    await main.getByLabel('Votre adresse e-mail').fill('temoin-e2e@example.com');
    await main.getByRole('button', { name: 'Envoyer le signalement' }).click();
    expect(await main.getByText('Confirmez que votre signalement est fait de bonne foi.').isVisible()).toBe(true);
    await main.getByLabel(/Je déclare de bonne foi/).check();
    await main.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await main.getByText('Signalement envoyé').waitFor();
    const reference = (await main.textContent())?.match(/SIG-[0-9A-F]{8}/)?.[0];
    expect(reference).toBeDefined();
    const receipt = await waitForMail('temoin-e2e@example.com');
    expect(receipt.subject).toContain(reference!);
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });

  it('keeps the sticky buy box in its own column: the manifest and « Contacter » are never under it', async () => {
    const { page, close } = await openPage(browser, { width: 1280, colorScheme: 'light' });
    await gotoHydrated(page, `/product/${featured}`);
    await expect.poll(() => page.getByTestId('buy-box').getAttribute('data-sticky')).toBe('true');
    const card = page.getByTestId('seller-card');
    for (const target of [page.locator('#manifest-heading'), card.getByRole('link', { name: 'Contacter' })]) {
      // Centred in the window, well below the stuck box's top: whatever is drawn at its centre must be itself.
      await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const onTop = () =>
        target.evaluate((el) => {
          const { left, top, width, height } = el.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + height / 2);
          return hit !== null && (el === hit || el.contains(hit));
        });
      await expect.poll(onTop).toBe(true);
    }
    await close();
  });

  it('passes axe with gallery, banner, demo and translation at either width, in either theme', async () => {
    const { page, close } = await openPage(browser);
    for (const path of [`/product/${featured}`, `/product/${featured}?lang=en&translated=1`]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(await violationsAtEveryViewport(page), path).toEqual(noViolationAtAnyViewport);
    }
    await close();
  });
});
