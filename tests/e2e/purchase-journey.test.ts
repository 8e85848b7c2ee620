import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, seriousViolations } from './browser.ts';
import { orderAndPay } from './checkout-steps.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from './personas.ts';

/**
 * The purchase journey of the commerce issue in Chromium, through the sandbox provider: search → product → cart →
 * checkout with both consents → test card → success page (confirmed by the webhook or the return) → download →
 * invoice PDF → refund request → credit note. axe checks each new page on the way.
 */
let browser: Browser;
let session: SessionCookie[];
let page: Page;
let close: () => Promise<void>;

const emptyCart = () =>
  fetch(`${baseUrl()}/api/v1/me/cart`, {
    method: 'PUT',
    headers: { cookie: cookieHeader(session), origin: baseUrl(), 'content-type': 'application/json' },
    body: JSON.stringify({ items: [] }),
  });

const storedCart = async () => {
  const res = await fetch(`${baseUrl()}/api/v1/me/cart`, { headers: { cookie: cookieHeader(session) } });
  return ((await res.json()) as { data: { count: number; items: { title: string }[] } }).data;
};
const storedCount = async () => (await storedCart()).count;

beforeAll(async () => {
  browser = await launchBrowser();
  session = madeSession('customer');
  expect((await emptyCart()).status).toBe(200);
  ({ page, close } = await openSignedIn(browser, session));
});
afterAll(async () => {
  await close?.();
  await emptyCart();
  await browser.close();
});

const main = () => page.locator('main');

async function expectAccessible() {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('buying a product through the sandbox', () => {
  let productTitle: string;

  it('finds a product by search and puts it in the cart', async () => {
    await gotoHydrated(page, '/');
    const search = page.getByRole('search').first().locator('input[name=q]');
    await search.fill('chatbot');
    await search.press('Enter');
    await page.waitForURL(/\/market\?q=chatbot/);
    const first = main().locator('a[href^="/product/"]').first();
    await first.click();
    await page.waitForURL(/\/product\//);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await main().getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.getByText('Produit ajouté au panier').count()).toBeGreaterThan(0);
    // The signed-in cart is saved to the server (debounced): checkout reads it from there.
    await expect.poll(storedCount).toBe(1);
    productTitle = (await storedCart()).items[0]!.title;
  });

  it('checks out with both consents and pays with the test card', async () => {
    await gotoHydrated(page, '/checkout');
    await expect.poll(() => main().getByText(productTitle).count()).toBeGreaterThan(0);
    await expectAccessible();

    await main().getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await expect.poll(() => main().getByText('Vous devez accepter les conditions générales de vente.').count()).toBe(1);
    await main()
      .getByLabel(/J’ai lu et j’accepte/)
      .check();
    await main()
      .getByLabel(/Je demande la livraison immédiate/)
      .check();
    await main().getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

    await page.waitForURL(/\/pay\/sandbox\//);
    await expectAccessible();
    await main().getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
    await main()
      .getByRole('button', { name: /^Payer/ })
      .click();
    await expect.poll(() => main().getByText('Carte refusée. Essayez une autre carte.').count()).toBe(1);
    await main().getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await main()
      .getByRole('button', { name: /^Payer/ })
      .click();

    await page.waitForURL(/\/payment-success\?order=/);
    await expect
      .poll(() => main().getByText('Paiement confirmé : vos licences et téléchargements sont prêts.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expectAccessible();
  });

  it('downloads the product and its invoice', async () => {
    await main().getByRole('link', { name: 'Voir mes achats et télécharger' }).click();
    await page.waitForURL(/\/dashboard\/purchases/);
    await expect.poll(() => main().getByText(/^DPL-/).count()).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main()
        .getByRole('button', { name: /^Télécharger/ })
        .first()
        .click(),
    ]);
    const bytes = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await gotoHydrated(page, '/dashboard/invoices');
    const invoiceLink = main()
      .getByRole('link', { name: /Télécharger la facture FAC-\d{4}-\d{6}/ })
      .first();
    const pdf = await page.request.get((await invoiceLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens the « Déployer » page of the purchase and ticks a step of its checklist', async () => {
    await gotoHydrated(page, '/dashboard/purchases');
    const line = main().locator('article').filter({ hasText: productTitle }).first();
    await line.getByRole('link', { name: `Déployer «\u00a0${productTitle}\u00a0»` }).click();
    await page.waitForURL(/\/dashboard\/purchases\/[0-9a-f-]{36}\/deploy$/);
    await main().getByRole('heading', { name: 'Guide de déploiement' }).waitFor();
    await expectAccessible();
    const steps = main().locator('ol button[aria-pressed]');
    if ((await steps.count()) > 0) {
      const total = await steps.count();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await steps.first().click();
      await expect.poll(() => steps.first().getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => main().getByText(`1\u00a0étape sur ${total}`.replace('\u00a0', ' ')).count()).toBe(1);
      // Kept for this purchase: still ticked after a reload.
      await page.reload();
      await expect.poll(() => steps.first().getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('asks for a refund and gets a credit note', async () => {
    await gotoHydrated(page, '/dashboard/purchases');
    const order = main().locator('article').filter({ hasText: productTitle }).first();
    await order.getByText('Demander un remboursement').first().click();
    await order.getByLabel('Motif de la demande').fill('Le produit ne correspond pas à mon besoin, merci.');
    await order.getByRole('button', { name: 'Demander le remboursement' }).click();
    await expect
      .poll(() =>
        main()
          .getByText(/a bien été envoyée/)
          .count(),
      )
      .toBe(1);

    await expect
      .poll(
        async () => {
          await gotoHydrated(page, '/dashboard/invoices');
          return main()
            .getByRole('link', { name: /Télécharger l’avoir AVO-\d{4}-\d{6}/ })
            .count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await expectAccessible();
    const creditNote = main()
      .getByRole('link', { name: /Télécharger l’avoir AVO-/ })
      .first();
    const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('buying as a guest, with an e-mail address only', () => {
  it('checks out from the cart without an account and opens the purchases from the e-mailed link', async () => {
    const guest = await openPage(browser);
    const email = `invite-${Date.now()}@example.com`;
    const at = () => guest.page.locator('main');
    try {
      await gotoHydrated(guest.page, '/market?q=automatisation');
      await at().locator('a[href^="/product/"]').first().click();
      await guest.page.waitForURL(/\/product\//);
      // « Vous aimerez aussi » (asked for once scrolled near) leads on to another product, which is the one bought.
      const first = guest.page.url();
      await guest.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await guest.page.getByTestId('recommended-slot').scrollIntoViewIfNeeded();
      const recommended = at().getByRole('region', { name: 'Vous aimerez aussi' }).locator('a[href^="/product/"]');
      await recommended.first().click();
      await guest.page.waitForURL((url) => url.href !== first && url.pathname.startsWith('/product/'));
      await guest.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await at().getByRole('button', { name: 'Ajouter au panier' }).click();
      await guest.page.getByRole('button', { name: /^Panier, 1 article/ }).click();
      await guest.page.getByRole('link', { name: 'Finaliser la commande' }).click();
      await guest.page.waitForURL(/\/checkout\?lines=/);
      await guest.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await seriousViolations(guest.page)).toEqual([]);

      await at().getByLabel('Adresse e-mail').fill(email);
      await at().getByLabel('Nom ou raison sociale').fill('Camille Invitée');
      await orderAndPay(
        guest.page,
        'Paiement confirmé : le reçu, vos licences et un lien vers vos téléchargements ont été envoyés à',
      );
      expect(await seriousViolations(guest.page)).toEqual([]);

      const receipt = await waitForMail(email, (mail) => mail.subject.includes('est confirmée'));
      expect(receipt.text).toMatch(/DPL-/);
      await gotoHydrated(guest.page, linkIn(receipt, '/library/'));
      await guest.page.waitForURL(/\/dashboard\/purchases/);
      await expect.poll(() => at().getByText(/^DPL-/).count()).toBeGreaterThan(0);
    } finally {
      await guest.close();
    }
  });
});
