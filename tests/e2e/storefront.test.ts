import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(path: string): Promise<T> {
  return (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;
}

describe('pages render on the server', () => {
  it('sends the landing hero in the HTML itself', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Automatisez vos revenus avec l&#x27;IA');
    expect(html).toContain('Explorer la marketplace');
    expect(html).toContain('Devenir créateur');
    expect(html).toMatch(/<script nonce="[^"]+"/);
  });

  it('sends the listing with its product cards in the HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/market?category=support`)).text();
    expect(html).toContain('17 produits');
    expect(html.match(/<article/g)).toHaveLength(17);
  });

  it('answers an unknown path with the not-found page and a 404', async () => {
    const res = await fetch(`${baseUrl()}/cette-page-n-existe-pas`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });

  it("redirects /market/{slug}, which the favourites panel's 'Voir' opens, permanently to the product page", async () => {
    const { data } = await api<{ data: { slug: string; title: string }[] }>('/api/v1/products?per_page=1');
    const { slug, title } = data[0]!;
    const res = await fetch(`${baseUrl()}/market/${slug}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/product/${slug}`);
    const followed = await fetch(`${baseUrl()}/market/${slug}`);
    expect(followed.url).toBe(`${baseUrl()}/product/${slug}`);
    expect(await followed.text()).toContain(title.replace(/'/g, '&#x27;'));
    const unknown = await fetch(`${baseUrl()}/market/no-such-product`);
    expect(unknown.status).toBe(404);
  });

  it('serves hashed assets precompressed with an immutable cache', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

describe('in the browser', () => {
  it('hydrates without console errors and navigates client-side', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole('link', { name: 'Explorer la marketplace' }).first().click();
    await page.waitForURL('**/market');
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('filters the listing by category and sorts by popularity', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/market');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Analyse Prédictive/ }).click();
    await page.waitForURL(/category=analytics/);
    await page.getByText('12 produits').waitFor();
    await page.getByLabel('Trier par').selectOption('top');
    await page.waitForURL(/sort=top/);
    const expected = await api<{ data: { title: string }[] }>(
      '/api/v1/products?category=analytics&sort=top&per_page=1',
    );
    await page.getByRole('article').first().getByRole('heading', { name: expected.data[0]!.title }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('submits trimmed search text, and an empty search to /market', async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', { name: 'Rechercher un produit IA' });
    await search.fill('   chatbot   ');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/market' && url.search === '?q=chatbot');
    await page.getByRole('heading', { name: 'Résultats pour « chatbot »' }).waitFor();
    await search.fill('   ');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/market' && url.search === '');
    await close();
  });

  it('opens a product from the results and goes back to the same results', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/market?q=automatisation');
    await page.waitForLoadState('networkidle');
    const first = page.getByRole('article').first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    expect(await page.getByText('Téléchargement numérique').isVisible()).toBe(true);
    expect(
      await page
        .getByText(/\d+,\d{2}\s€/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Retour aux résultats' }).click();
    await page.waitForURL((url) => url.search === '?q=automatisation');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a crossed-out price only for a genuine promotion, with the lowest price of the previous 30 days', async () => {
    type Card = {
      slug: string;
      priceCents: number;
      priceReduction: { referencePriceCents: number; percent: number } | null;
    };
    const cards: Card[] = [];
    for (let page = 1; ; page++) {
      const { data, meta } = await api<{ data: Card[]; meta: { total: number } }>(
        `/api/v1/products?per_page=100&page=${page}`,
      );
      cards.push(...data);
      if (page * 100 >= meta.total) break;
    }
    const reduced = cards.filter((c) => c.priceReduction);
    expect(reduced.length).toBeGreaterThanOrEqual(5);
    const euros = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
        cents / 100,
      );
    const { page, errors, close } = await openPage(browser);
    const promoted = reduced[0]!;
    await gotoHydrated(page, `/product/${promoted.slug}`);
    const line = page.getByTestId('buy-box').getByText('Prix le plus bas des 30 derniers jours :');
    expect(await line.isVisible()).toBe(true);
    expect(await line.locator('s').textContent()).toBe(euros(promoted.priceReduction!.referencePriceCents));
    expect(
      await page.getByTestId('buy-box').locator(`[data-discount="${promoted.priceReduction!.percent}"]`).textContent(),
    ).toContain(`Réduction de ${promoted.priceReduction!.percent} %`);
    // A product at its usual price shows neither.
    const regular = cards.find((c) => !c.priceReduction)!;
    await gotoHydrated(page, `/product/${regular.slug}`);
    const buyBox = page.getByTestId('buy-box');
    expect(await buyBox.locator('s, [data-discount]').count()).toBe(0);
    // On the listing, every crossed-out price is a real reduction's reference, and every reduction shows.
    const struck: [string, number][] = [];
    for (let n = 1; n <= Math.ceil(cards.length / 100); n++) {
      await gotoHydrated(page, `/market?per_page=100${n > 1 ? `&page=${n}` : ''}`);
      struck.push(
        ...(await page
          .locator('article')
          .evaluateAll((articles) =>
            articles
              .filter((a) => a.querySelector('[data-compare-at]'))
              .map(
                (a) =>
                  [
                    a.querySelector('h3 a')?.getAttribute('href')?.replace('/product/', '') ?? '',
                    Number(a.querySelector('[data-compare-at]')?.getAttribute('data-compare-at')),
                  ] as [string, number],
              ),
          )),
      );
    }
    expect(struck.length).toBe(reduced.length);
    for (const [slug, reference] of struck) {
      expect(cards.find((c) => c.slug === slug)?.priceReduction?.referencePriceCents).toBe(reference);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('opens gift ideas from the gifts button: a heading and one-off products of 50 € or less, top first', async () => {
    // A subscription is not a gift: the view holds one-off purchases only.
    const { meta } = await api<{ meta: { total: number } }>('/api/v1/products?max_price=5000&billing=one_time');
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Offrir un produit' }).click();
    await page.waitForURL('**/market?gift=1');
    await page.getByRole('heading', { level: 1, name: 'Idées cadeaux' }).waitFor();
    expect(await page.getByText('Des produits IA à offrir, à 50,00 € maximum').isVisible()).toBe(true);
    expect(await page.getByText(`${meta.total} produits`).isVisible()).toBe(true);
    expect(await page.locator('#sort').inputValue()).toBe('top');
    // The price line without its discount badge ("-20 %"), when the product is on a promotion.
    const prices = await page.locator('article p.text-lg').evaluateAll((ps) =>
      ps.map((p) => {
        const line = p.cloneNode(true) as HTMLElement;
        for (const badge of line.querySelectorAll('[data-discount]')) badge.remove();
        return Number((line.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
      }),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(50);
    // The category chips keep the gift view.
    expect(await page.getByRole('link', { name: /^Agents Autonomes/ }).getAttribute('href')).toContain('gift=1');
    expect(errors).toEqual([]);
    await close();

    const phone = await openPage(browser, { width: 390, colorScheme: 'light' });
    await gotoHydrated(phone.page, '/');
    await phone.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = phone.page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Offrir un produit' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Idées cadeaux' }).waitFor();
    await phone.close();
  });

  it('drops marketplace parameters it cannot use, keeping the rest of the search', async () => {
    const { page, close } = await openPage(browser);
    const res = await page.goto('/market?q=chatbot&page=abc&rating=9&billing=subscription');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe('?q=chatbot&billing=subscription');
    await close();
  });

  it('shows the fallback error screen for a malformed page number', async () => {
    const { page, close } = await openPage(browser);
    const { data } = await api<{ data: { slug: string }[] }>('/api/v1/products?per_page=1');
    const res = await page.goto(`/product/${data[0]?.slug}/reviews?page=abc`);
    expect(res?.status()).toBe(400);
    await page.getByRole('heading', { name: "Oups ! Une erreur s'est produite" }).waitFor();
    expect(await page.getByText('Paramètres invalides').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Actualiser' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Accueil', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});
