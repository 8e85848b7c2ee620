import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  noViolationAtAnyViewport,
  openPage,
  violationsAtEveryViewport,
} from '../e2e/browser.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from '../e2e/personas.ts';

/**
 * axe on the pages of the sellers' and dashboards' issue, at both widths and in both themes: /sell for a visitor and
 * a member, the dashboards of a member, of a seller (with a seller profile) and of a partner, a conversation, the
 * product editor (new, and an existing product as an administrator). The seller journey checks the same pages
 * filled with a real product and sale.
 */
type Who = 'visitor' | 'customer' | 'seller' | 'partner' | 'admin';
let browser: Browser;
let productSlug: string;
let conversationId: string;
const sessions: Partial<Record<Who, SessionCookie[]>> = {};

const call = (who: Who, path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { cookie: cookieHeader(sessions[who]!), origin: baseUrl(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  browser = await launchBrowser();
  for (const who of ['customer', 'seller', 'partner', 'admin'] as const) sessions[who] = madeSession(who);
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?sort=top&per_page=1`)).json()) as {
    data: { id: string; slug: string }[];
  };
  productSlug = data[0]!.slug;
  const started = await call('customer', '/api/v1/me/conversations', { productId: data[0]!.id });
  expect(started.status).toBeLessThan(300);
  conversationId = ((await started.json()) as { data: { id: string } }).data.id;
  const sent = await call('customer', `/api/v1/me/conversations/${conversationId}/messages`, {
    body: 'Bonjour, la version 2 fonctionne-t-elle avec Mistral ?',
  });
  expect(sent.status).toBe(201);
});
afterAll(() => browser.close());

/** `:product` and `:conversation` stand for ids known once the catalogue is read. */
const pages: [path: string, who: Who][] = [
  ['/sell', 'visitor'],
  ['/sell', 'customer'],
  ['/dashboard', 'customer'],
  ['/dashboard/messages', 'customer'],
  ['/dashboard/messages/:conversation', 'customer'],
  ['/dashboard/notifications', 'customer'],
  ['/dashboard', 'seller'],
  ['/dashboard/products', 'seller'],
  ['/dashboard/assets', 'seller'],
  ['/dashboard/sales', 'seller'],
  ['/dashboard/seller-profile', 'seller'],
  ['/products/new', 'seller'],
  ['/dashboard/partner', 'partner'],
  ['/product/:product/edit', 'admin'],
];

describe.each(pages)('axe on %s as %s', (path, who) => {
  it('finds no serious or critical violation at either width, in either theme', async () => {
    const { page, close } = who === 'visitor' ? await openPage(browser) : await openSignedIn(browser, sessions[who]!);
    const response = await page.goto(path.replace(':product', productSlug).replace(':conversation', conversationId));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
    await close();
  });
});
