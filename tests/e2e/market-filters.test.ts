import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function total(query: string): Promise<number> {
  const body = (await (await fetch(`${baseUrl()}/api/v1/products?${query}`)).json()) as { meta: { total: number } };
  return body.meta.total;
}

const countText = (n: number) => (n === 1 ? '1 produit' : `${n} produits`);

describe('the marketplace filters', () => {
  it('filter by price, rating and billing through links with counts, keep each other, and go back step by step', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, '/market');
    const filters = page.getByRole('complementary', { name: 'Filtres' });

    const under50 = filters.getByRole('link', { name: /^Moins de 50 €/ });
    const expectedUnder50 = await total('max_price=4999');
    expect(await under50.textContent()).toContain(String(expectedUnder50));
    await under50.click();
    await page.waitForURL('**/market?max_price=4999');
    await page.getByText(countText(expectedUnder50), { exact: true }).waitFor();

    await filters.getByRole('link', { name: /^4 ★ et plus/ }).click();
    await page.waitForURL('**/market?max_price=4999&rating=4');
    // The address changes before the new page is drawn: the next link must be the one that keeps this filter.
    const oneTime = filters.getByRole('link', { name: /^Paiement unique/ });
    await expect.poll(() => oneTime.getAttribute('href')).toBe('/market?max_price=4999&rating=4&billing=one_time');
    await oneTime.click();
    await page.waitForURL('**/market?max_price=4999&rating=4&billing=one_time');
    const expected = await total('max_price=4999&rating=4&billing=one_time');
    await page.getByText(countText(expected), { exact: true }).waitFor();
    expect(await filters.getByRole('link', { name: /^Paiement unique/ }).getAttribute('aria-current')).toBe('true');
    // The category chips carry every filter.
    expect(await page.getByRole('link', { name: /^Agents Autonomes/ }).getAttribute('href')).toBe(
      '/market?max_price=4999&rating=4&billing=one_time&category=agents',
    );

    await page.goBack();
    await page.waitForURL('**/market?max_price=4999&rating=4');
    await page.goBack();
    await page.waitForURL('**/market?max_price=4999');
    await page.getByText(countText(expectedUnder50), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('tolerates typos and offers the catalogue spelling, over results or none, and close categories', async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/market?q=chtabot');
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    expect(await page.locator('article h3').first().textContent()).toMatch(/chatbot|assistant|agent/i);
    // The correction is said over the results too.
    expect(await page.getByRole('link', { name: 'chatbot', exact: true }).getAttribute('href')).toBe(
      '/market?q=chatbot',
    );

    // No product in German: the correction is offered as a link keeping the filter.
    await gotoHydrated(page, '/market?q=chtabot&language=de');
    await page.getByRole('heading', { name: 'Aucun produit ne correspond à votre recherche' }).waitFor();
    const didYouMean = page.getByRole('link', { name: 'chatbot', exact: true });
    expect(await didYouMean.getAttribute('href')).toBe('/market?q=chatbot&language=de');
    expect(await page.getByRole('link', { name: 'Effacer les filtres' }).getAttribute('href')).toBe(
      '/market?q=chtabot',
    );
    const close_ = page.getByRole('navigation', { name: 'Catégories proches' });
    expect(await close_.getByRole('link').count()).toBeGreaterThan(0);
    await close();
  });

  it('says so when no product holds every word, and shows those holding some', async () => {
    const { page, close } = await openPage(browser);
    await gotoHydrated(page, '/market?q=chatbot+comptabilit%C3%A9+fiscale+zzz');
    // The word no product holds is left out first.
    await page
      .getByText(
        /^Aucun produit ne contient tous les mots de «\u00a0chatbot comptabilité fiscale zzz\u00a0»\u00a0: voici ceux qui contiennent les autres, sans «\u00a0zzz\u00a0»/,
      )
      .waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await close();
  });

  it('opens the filters in a disclosure on a phone, and finds no accessibility violation there', async () => {
    const { page, close } = await openPage(browser, { width: 390, colorScheme: 'dark' });
    await gotoHydrated(page, '/market?q=automatisation');
    const filters = page.getByRole('complementary', { name: 'Filtres' });
    await filters.locator('summary').click();
    await filters.getByRole('link', { name: /^Abonnement/ }).click();
    await page.waitForURL('**/market?q=automatisation&billing=subscription');
    // A filter is set: the disclosure comes back open and says how many.
    await filters.getByText('1 actif').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });
});
