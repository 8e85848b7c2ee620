import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const translationsHref = (html: string) => html.match(/<link id="translations"[^>]* href="([^"]+)"/)?.[1];

describe('UI translations', () => {
  it('are announced by the page head, not carried in its loader data', async () => {
    const html = await (await fetch(`${baseUrl()}/market`, { headers: { cookie: 'language=de' } })).text();
    expect(translationsHref(html)).toMatch(/^\/i18n\/de\.[0-9a-f]{12}\.json$/);
    // A text only the German chrome uses is rendered, but the namespaces it comes from are not serialised.
    expect(html).toContain('<html lang="de"');
    expect(html).not.toContain('skipToContent');
  });

  it('are served as an immutable file for the current version, and revalidated for an old one', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const href = translationsHref(html) as string;
    const current = await fetch(`${baseUrl()}${href}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const texts = (await current.json()) as { common: { skipToContent: string } };
    expect(texts.common.skipToContent).toBe('Aller au contenu');

    const old = await fetch(`${baseUrl()}/i18n/fr.000000000000.json`);
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(await old.json()).toEqual(texts);
    expect((await fetch(`${baseUrl()}/i18n/xx.000000000000.json`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/i18n/fr.json`)).status).toBe(404);
  });

  it('reach the browser before hydration, which renders the same language', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.context().addCookies([{ name: 'language', value: 'es', url: baseUrl() }]);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/i18n/')) requested.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/market');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^\/i18n\/es\./);
    // A client-side navigation renders with the fetched texts and fetches nothing more.
    await page.getByRole('link', { name: 'Recursos' }).first().click();
    await expect.poll(() => page.url()).toContain('/resources');
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
