import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, noViolationAtAnyViewport, violationsAtEveryViewport } from '../e2e/browser.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from '../e2e/personas.ts';

/**
 * axe on every page of the administration console, at both widths and in both themes, with the demo data: the queue
 * of seller applications (the seed has pending ones) and one application, the dashboard over each period, users and
 * the demo expert's detail (products, orders, sessions), orders and one order with its timeline, payments and
 * payouts with the seed's paid batch and its page, the notification composer, the moderation queue
 * (the seed has open reports) and the audit log.
 */
let browser: Browser;
let session: SessionCookie[];
const ids = { application: '', user: '', order: '', batch: '' };

const adminGet = async <T>(path: string) => {
  const res = await fetch(`${baseUrl()}/api/v1/admin${path}`, { headers: { cookie: cookieHeader(session) } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  browser = await launchBrowser();
  session = madeSession('admin');
  type List = { data: { id: string }[] };
  ids.application = (await adminGet<List>('/seller-applications?status=pending')).data[0]?.id ?? '';
  ids.user = (await adminGet<List>('/users?q=expert%40deploia.example')).data[0]?.id ?? '';
  ids.order = (await adminGet<List>('/orders?status=paid')).data[0]?.id ?? '';
  ids.batch = (await adminGet<List>('/payout-batches')).data[0]?.id ?? '';
  // The demo seed's data the pages are checked with.
  expect(ids.application).not.toBe('');
  expect(ids.user).not.toBe('');
  expect(ids.order).not.toBe('');
  expect(ids.batch).not.toBe('');
});
afterAll(() => browser?.close());

/** `:application`, `:user` and `:order` stand for ids read from the console's API once the server is up. */
const pages = [
  '/admin',
  '/admin?status=approved',
  '/admin/applications/:application',
  '/admin/dashboard',
  '/admin/dashboard?days=90',
  '/admin/users',
  '/admin/users/:user',
  '/admin/orders',
  '/admin/orders?status=bogus',
  '/admin/orders/:order',
  '/admin/deployments',
  '/admin/deployments?status=bogus',
  '/admin/payments',
  '/admin/partners',
  '/admin/partners?status=approved',
  '/admin/promotions',
  '/admin/notifications',
  '/admin/moderation',
  '/admin/moderation?view=removed',
  '/admin/audit',
  '/admin/search?q=client',
];

const resolve = (path: string) =>
  path.replace(':application', ids.application).replace(':user', ids.user).replace(':order', ids.order);

async function expectNoSeriousViolations(path: string, status = 200) {
  const { page, close } = await openSignedIn(browser, session);
  try {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    // The console's navigation and a level-one heading on every page.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await violationsAtEveryViewport(page)).toEqual(noViolationAtAnyViewport);
  } finally {
    await close();
  }
}

describe.each(pages)('axe on %s', (path) => {
  it.concurrent('finds no serious or critical violation at either width, in either theme', async () => {
    // Refused filters answer 400 with the form and why.
    await expectNoSeriousViolations(resolve(path), path.includes('bogus') ? 400 : 200);
  });
});

describe('axe on a payout batch’s page', () => {
  it.concurrent('finds no serious or critical violation at either width, in either theme', async () => {
    await expectNoSeriousViolations(`/admin/payments/batches/${ids.batch}`);
  });
});
