import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Queue } from '../../core/ports/queue.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createDeploymentRequest, createProduct } from '../../db/factories/index.ts';
import { categories, orderItems, products, sellerProfiles, user } from '../../db/schema/index.ts';
import { backdatedSandboxLine } from '../support/sandbox-order.ts';
import { gotoHydrated, launchBrowser, seriousViolations } from './browser.ts';
import { openBuyNow, orderAndPay } from './checkout-steps.ts';
import { madeSession, openSignedIn } from './personas.ts';

/**
 * The creator's deployment on the clock (decisions 0046, 0048), in Chromium: the buyer ticks the paid option on the
 * product page and pays it through the checkout → their request (hosting, the manifest's key as a password field) →
 * the creator accepts, reads the key, delivers → the buyer confirms. Then a request past its deadline (a factory's
 * purchase and request with past timestamps rather than waiting) refunded in one click. The product is published
 * for the journey and archived after it, so the catalogue the other files count stays the seed's. Needs
 * TEST_DATABASE_URL (the test writes beside the server).
 */
const H = 3_600_000;
const KEY = `sk-e2e-${randomUUID()}`;
const PRODUCT_SLUG = `agent-deploye-e2e-${randomUUID().slice(0, 8)}`;
let database: Database;
let browser: Browser;
let buyer: { page: Page; close: () => Promise<void> };
let creator: { page: Page; close: () => Promise<void> };
let productId = '';
let sellerId = '';
let buyerId = '';

/** No job runs here: the invoice's PDF is the server's business, enqueuing it is not needed for the refund. */
const noQueue: Queue = { enqueue: async () => {} };

const paidLine = async () =>
  (
    await backdatedSandboxLine(
      { db: database.db, queue: noQueue },
      { id: buyerId, email: 'e2e-customer@deploia.example' },
      { productId, sellerId, title: 'Agent déployé (e2e)', unitPriceCents: 4900, deploymentCents: 9900 },
      new Date(Date.now() - 40 * 24 * H),
    )
  ).item;

const main = (page: Page) => page.locator('main');

describe.skipIf(!inject('databaseUrl'))('deployment with the creator, on the clock', () => {
  beforeAll(async () => {
    database = await openDatabase({ url: inject('databaseUrl'), maxConnections: 2 });
    const [seller] = await database.db
      .select({ id: sellerProfiles.id })
      .from(sellerProfiles)
      .innerJoin(user, eq(user.id, sellerProfiles.userId))
      .where(eq(user.email, 'e2e-seller@deploia.example'));
    const [customer] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'e2e-customer@deploia.example'));
    const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
    sellerId = seller!.id;
    buyerId = customer!.id;
    const product = await createProduct(database.db, {
      sellerId,
      categoryId: category!.id,
      title: 'Agent déployé (e2e)',
      slug: PRODUCT_SLUG,
      priceCents: 4900,
      deploymentService: 'paid_option',
      deploymentPriceCents: 9900,
      deploymentHours: 24,
      manifest: {
        model: 'GPT-4o',
        requiredKeys: ['OPENAI_API_KEY'],
        estimatedMonthlyCostEur: 20,
        hosting: 'Vercel',
        dataLocation: 'UE',
        aiDisclosure: true,
      },
    });
    productId = product.id;
    browser = await launchBrowser();
    buyer = await openSignedIn(browser, madeSession('customer'));
    creator = await openSignedIn(browser, madeSession('seller'));
  });
  afterAll(async () => {
    if (productId) await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, productId));
    await buyer?.close();
    await creator?.close();
    await browser?.close();
    await database?.close();
  });

  it('buy with the option → request → accept → deliver → confirm', async () => {
    const b = buyer.page;
    await gotoHydrated(b, `/product/${PRODUCT_SLUG}`);
    await main(b)
      .getByRole('checkbox', { name: /^Ajouter le déploiement accompagné \(\+\s99,00\s€\)$/ })
      .check();
    await openBuyNow(b);
    expect(b.url()).toContain('&deployment=1');
    await expect
      .poll(() =>
        main(b)
          .getByRole('checkbox', { name: /Ajouter le déploiement accompagné de « Agent déployé/ })
          .isChecked(),
      )
      .toBe(true);
    // 49 € for the seat and 99 € for the deployment, VAT included.
    await expect
      .poll(() =>
        main(b)
          .getByText(/148,00\s€/)
          .count(),
      )
      .toBeGreaterThan(0);
    const orderId = await orderAndPay(b);
    const [line] = await database.db
      .select({ id: orderItems.id, deploymentCents: orderItems.deploymentCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(line?.deploymentCents).toBe(9900);
    await b.goto('/dashboard/purchases');
    await main(b).locator(`a[href="/dashboard/purchases/${line!.id}/deployment-request"]`).click();
    await b.waitForURL(/\/deployment-request$/);
    expect(await seriousViolations(b)).toEqual([]);
    await main(b).getByLabel('OPENAI_API_KEY').fill(KEY);
    await main(b).getByLabel('Notes pour le créateur').fill('Sur notre compte Vercel.');
    await main(b).getByRole('button', { name: 'Envoyer la demande' }).click();
    await b.waitForURL(/\/dashboard\/deployments\/[0-9a-f-]{36}$/);
    const requestPath = new URL(b.url()).pathname;
    await expect.poll(() => main(b).getByText('Demandé', { exact: true }).count()).toBeGreaterThan(0);
    expect(await b.content()).not.toContain(KEY);
    expect(await seriousViolations(b)).toEqual([]);

    const c = creator.page;
    await c.goto('/dashboard/deployments?as=creator');
    await main(c).locator(`a[href="${requestPath}"]`).click();
    await c.waitForURL(requestPath);
    await main(c).getByRole('button', { name: 'Accepter la demande' }).click();
    await expect
      .poll(() =>
        main(c)
          .getByText(/À livrer avant le/)
          .count(),
      )
      .toBe(1);
    await main(c).getByRole('button', { name: 'Afficher OPENAI_API_KEY' }).click();
    await expect.poll(() => main(c).getByText(KEY).count()).toBe(1);
    expect(await seriousViolations(c)).toEqual([]);
    await main(c).getByLabel('Ce que vous livrez').fill('En ligne sur https://agent.example.test');
    await main(c).getByRole('button', { name: 'Livrer le déploiement' }).click();
    await expect.poll(() => main(c).getByText('Livré', { exact: true }).count()).toBeGreaterThan(0);

    await b.goto(requestPath);
    await main(b).getByRole('button', { name: 'Confirmer le déploiement' }).click();
    await expect.poll(() => main(b).getByText('Confirmé', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => main(b).getByText('Les secrets ont été effacés à la fin de la demande.').count()).toBe(1);
  });

  it('a request past its deadline is refunded in one click', async () => {
    const line = await paidLine();
    const late = await createDeploymentRequest(database.db, {
      orderItemId: line.id,
      productId,
      sellerId,
      buyerId,
      status: 'accepted',
      deploymentHours: 24,
      requestedAt: new Date(Date.now() - 30 * H),
      acceptAfterHours: 1,
    });
    const b = buyer.page;
    await b.goto(`/dashboard/deployments/${late.id}`);
    await b.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => main(b).getByText('En retard', { exact: true }).count()).toBeGreaterThan(0);
    await main(b)
      .getByLabel(/Je comprends que cet achat sera remboursé/)
      .check();
    await main(b).getByRole('button', { name: 'Me faire rembourser' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'Oui, me faire rembourser' }).click();
    await b.waitForURL(/\?refunded=1$/);
    await expect
      .poll(() =>
        main(b)
          .getByText(/Remboursement demandé/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => main(b).getByText('Remboursé', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(b)).toEqual([]);
  });
});
