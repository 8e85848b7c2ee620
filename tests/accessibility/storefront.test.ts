import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  noViolationAtAnyViewport,
  openPage,
  violationsAtEveryViewport,
} from '../e2e/browser.ts';
import { infoPages } from '../e2e/info-pages.ts';

let browser: Browser;
let productPath: string;
let sellerPath: string;
let reportPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?sort=top&per_page=1`)).json()) as {
    data: { id: string; slug: string; seller: { id: string } }[];
  };
  productPath = `/product/${data[0]!.slug}`;
  reportPath = `/report?type=product&id=${data[0]!.id}`;
  sellerPath = `/seller/${data[0]!.seller.id}`;
});
afterAll(() => browser.close());

describe.each([
  '/',
  '/market',
  'product',
  'reviews',
  'seller',
  'report',
  '/favorites',
  '/collections',
  '/page-inconnue',
  '/auth',
  '/signup',
  '/reset-password',
  '/auth/code',
  '/library',
  '/library?link=expired',
  '/account-deleted',
  // « Vouliez-vous dire … ? », and the notice of a category that does not exist.
  '/market?q=chatbott',
  '/market?category=inconnue',
  ...infoPages.map((p) => p.path),
])('axe on %s', (path) => {
  it.concurrent('finds no serious or critical violation at either width, in either theme', async ({ expect }) => {
    const { page, close } = await openPage(browser);
    const known: Record<string, string> = {
      product: productPath,
      reviews: `${productPath}/reviews`,
      seller: sellerPath,
      report: reportPath,
    };
    await page.goto(known[path] ?? path);
    await page.waitForLoadState('networkidle');
    // The FAQ with an answer open.
    if (path === '/faq') await page.getByRole('button', { name: 'Les avis sont-ils vérifiés ?' }).click();
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
    await close();
  });
});
