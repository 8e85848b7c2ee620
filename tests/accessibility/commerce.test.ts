import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, noViolationAtAnyViewport, violationsAtEveryViewport } from '../e2e/browser.ts';
import { madeSession, openSignedIn, type SessionCookie } from '../e2e/personas.ts';
import type { Persona } from '../setup/e2e-accounts.ts';

/** axe on the commerce pages, signed in, at both widths and in both themes (the public ones are in accessibility.test.ts). */
let browser: Browser;
let productId: string;
const sessions: Partial<Record<Persona, SessionCookie[]>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?sort=top&per_page=1`)).json()) as {
    data: { id: string }[];
  };
  productId = data[0]!.id;
  sessions.customer = madeSession('customer');
  sessions.admin = madeSession('admin');
});
afterAll(() => browser.close());

/** `:product` stands for a product's id, known once the catalogue is read. */
const pages: [path: string, persona: Persona][] = [
  ['/checkout?buy=:product', 'customer'],
  ['/checkout', 'customer'],
  ['/dashboard/purchases', 'customer'],
  ['/dashboard/invoices', 'customer'],
  ['/dashboard/subscriptions', 'customer'],
  ['/diagnostic', 'customer'],
  ['/diagnostic', 'admin'],
  ['/paypal-test', 'customer'],
];

describe.each(pages)('axe on %s as %s', (path, persona) => {
  it('finds no serious or critical violation at either width, in either theme', async () => {
    const { page, close } = await openSignedIn(browser, sessions[persona]!);
    const response = await page.goto(path.replace(':product', productId));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
    await close();
  });
});
