import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createLicences, createPaidOrder } from '../../db/factories/index.ts';
import {
  baseUrl,
  launchBrowser,
  noViolationAtAnyViewport,
  openPage,
  violationsAtEveryViewport,
} from '../e2e/browser.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from '../e2e/personas.ts';

/**
 * axe on the pages of members, at both widths and in both themes: /sell for a visitor and a member; the buyer's
 * checkout, purchases, invoices and subscriptions, and the diagnostic and PayPal test pages; the dashboards of a
 * member, of a seller (with a seller profile) and of a partner, a conversation, the product editor (new, and an
 * existing product as an administrator). The journeys check the same pages filled with a real product and sale.
 */
type Who = 'visitor' | 'customer' | 'seller' | 'partner' | 'admin';
let browser: Browser;
let productId: string;
let productSlug: string;
let conversationId: string;
let postId: string;
let lineId = '';
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
  productId = data[0]!.id;
  productSlug = data[0]!.slug;
  const started = await call('customer', '/api/v1/me/conversations', { productId });
  expect(started.status).toBeLessThan(300);
  conversationId = ((await started.json()) as { data: { id: string } }).data.id;
  // A kept purchase line of the customer for its « Déployer » page, written beside the server on its database: paid
  // 400 days ago, so that no period's figures on other pages move.
  if (inject('databaseUrl')) {
    const me = (await (
      await fetch(`${baseUrl()}/api/v1/me`, { headers: { cookie: cookieHeader(sessions.customer!) } })
    ).json()) as { data: { id: string } };
    const detail = (await (await fetch(`${baseUrl()}/api/v1/products/${productSlug}`)).json()) as {
      data: { title: string; seller: { id: string } };
    };
    const database = await openDatabase({ url: inject('databaseUrl'), maxConnections: 1 });
    try {
      const { items } = await createPaidOrder(database.db, {
        buyerId: me.data.id,
        paidAt: new Date(Date.now() - 400 * 86_400_000),
        lines: [{ productId, sellerId: detail.data.seller.id, title: detail.data.title, unitPriceCents: 4900 }],
      });
      await createLicences(database.db, { id: items[0]!.id, quantity: 1 }, me.data.id);
      lineId = items[0]!.id;
    } finally {
      await database.close();
    }
  }
  const sent = await call('customer', `/api/v1/me/conversations/${conversationId}/messages`, {
    body: 'Bonjour, la version 2 fonctionne-t-elle avec Mistral ?',
  });
  expect(sent.status).toBe(201);
  // A post of the seller persona to its followers, the customer among them, for /posts/:post.
  const form = (who: Who, path: string, fields: Record<string, string>) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(sessions[who]!), origin: baseUrl() },
      body: new URLSearchParams(fields),
    });
  const html = (who: Who, path: string) =>
    fetch(`${baseUrl()}${path}`, { headers: { cookie: cookieHeader(sessions[who]!) } }).then((r) => r.text());
  const sellerId = /href="\/seller\/([0-9a-f-]{36})"/.exec(await html('seller', '/dashboard/seller-profile'))?.[1];
  expect((await form('customer', `/seller/${sellerId}/follow`, { intent: 'follow' })).status).toBe(302);
  const posted = await form('seller', '/dashboard/posts', {
    intent: 'send',
    title: 'Une nouvelle version',
    body: '## Nouveautés\n\n- **Plus rapide**\n- Plus simple',
    audience: 'followers',
    token: crypto.randomUUID(),
  });
  expect(posted.status).toBe(201);
  postId = /href="\/posts\/([0-9a-f-]{36})"/.exec(await html('seller', '/dashboard/posts'))?.[1] ?? '';
});
afterAll(() => browser.close());

/** `:id`, `:product` and `:conversation` stand for a product's id and slug and a conversation's id. */
const pages: [path: string, who: Who, status?: number][] = [
  ['/checkout?buy=:id', 'customer'],
  ['/checkout', 'customer'],
  // A guest's checkout: the e-mail field above the billing details.
  ['/checkout?buy=:id', 'visitor'],
  ['/dashboard/purchases', 'customer'],
  // « Déployer »: the manifest, the guide and its checklist (a line made in beforeAll, with TEST_DATABASE_URL).
  ...(inject('databaseUrl') ? [['/dashboard/purchases/:line/deploy', 'customer'] as [string, Who]] : []),
  ['/dashboard/updates', 'customer'],
  ['/dashboard/invoices', 'customer'],
  ['/dashboard/subscriptions', 'customer'],
  // Deployment requests (decision 0046): the lists; a request's page and the request form are checked by the
  // deployment journey (tests/e2e/deployment-journey.test.ts), which makes the request they need.
  ['/dashboard/deployments', 'customer'],
  ['/dashboard/deployments?as=creator', 'seller'],
  ['/diagnostic', 'customer'],
  ['/diagnostic', 'admin'],
  ['/paypal-test', 'customer'],
  ['/sell', 'visitor'],
  ['/sell', 'customer'],
  // « Devenir partenaire »: the application form.
  ['/partners/apply', 'customer'],
  ['/dashboard', 'customer'],
  ['/dashboard/messages', 'customer'],
  ['/dashboard/messages/:conversation', 'customer'],
  ['/dashboard/notifications', 'customer'],
  ['/dashboard', 'seller'],
  ['/dashboard/products', 'seller'],
  ['/dashboard/assets', 'seller'],
  ['/dashboard/sales', 'seller'],
  ['/dashboard/posts', 'seller'],
  ['/posts/:post', 'customer'],
  ['/posts/:post', 'seller'],
  ['/posts/unsubscribe/lien-invalide', 'visitor'],
  ['/dashboard/discounts', 'seller'],
  ['/dashboard/affiliates', 'seller'],
  ['/dashboard/seller-profile', 'seller'],
  ['/products/new', 'seller'],
  ['/dashboard/partner', 'partner'],
  ['/product/:product/edit', 'admin'],
  // Someone else's product: the friendly « Vous ne pouvez pas modifier ce produit » page.
  ['/product/:product/edit', 'customer', 403],
];

describe.each(pages)('axe on %s as %s', (path, who, status = 200) => {
  it.concurrent('finds no serious or critical violation at either width, in either theme', async ({ expect }) => {
    const { page, close } = who === 'visitor' ? await openPage(browser) : await openSignedIn(browser, sessions[who]!);
    const response = await page.goto(
      path
        .replace(':id', productId)
        .replace(':product', productSlug)
        .replace(':conversation', conversationId)
        .replace(':post', postId)
        .replace(':line', lineId),
    );
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
    await close();
  });
});
