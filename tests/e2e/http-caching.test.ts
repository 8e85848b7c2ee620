import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from './browser.ts';
import { cookieHeader, madeSession } from './personas.ts';

/** The caching layers on the built app (decision 0026); the server runs with its default 10 s response cache. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('an anonymous page replayed from the response cache', () => {
  it('hydrates under a policy that allows its scripts by hash, and its controls work', async () => {
    const path = '/market?sort=rating';
    const { page, errors, close } = await openPage(browser);
    expect((await gotoHydrated(page, path))?.headers()['x-cache']).toBe('MISS');
    const response = await gotoHydrated(page, path);
    const headers = response?.headers() ?? {};
    expect(headers['x-cache']).toBe('HIT');
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(headers['content-security-policy']).not.toContain('nonce-');
    await page.getByRole('button', { name: /^Panier/ }).click();
    await page.getByRole('dialog', { name: 'Votre panier' }).waitFor();
    // A script the policy refused would be reported on the console.
    expect(errors).toEqual([]);
    await close();
  });
});

describe('HTTP caching of real pages', () => {
  it('lets shared caches keep the landing page for visitors, and revalidates it with an ETag', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const revalidated = await fetch(`${baseUrl()}/`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('keeps what a signed-in customer sees private, under a nonce of its own', async () => {
    const cookie = cookieHeader(madeSession('customer'));
    const res = await fetch(`${baseUrl()}/`, { headers: { cookie } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const nonce = /<script nonce="([^"]+)"/.exec(await res.text())?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('never lets a shared cache keep a page holding a secret in its URL', async () => {
    const res = await fetch(`${baseUrl()}/reset-password?token=${'a'.repeat(32)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('tells where the time of a page and of an API answer went', async () => {
    for (const path of ['/product/does-not-exist', '/api/v1/products?q=chatbot']) {
      const timing = (await fetch(`${baseUrl()}${path}`)).headers.get('server-timing');
      expect(timing, path).toMatch(/^db;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/);
    }
  });
});
