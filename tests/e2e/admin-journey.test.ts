import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runScheduledPayouts } from '../../core/admin/payouts/run-scheduled-payouts.ts';
import { updatePayoutSchedule } from '../../core/admin/payouts/update-payout-schedule.ts';
import { itemLedger } from '../../core/orders/item-ledger.ts';
import { openDatabase } from '../../db/client.ts';
import {
  buildViewer,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
  testFrenchIban,
} from '../../db/factories/index.ts';
import { categories, ledgerEntries, user } from '../../db/schema/index.ts';
import { baseUrl, gotoHydrated, launchBrowser, seriousViolations, unexpectedErrors } from './browser.ts';
import { openBuyNow, orderAndPay } from './checkout-steps.ts';
import { waitForMail } from './mailbox.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from './personas.ts';
import { fillProductEditor, pngCover, readmeZip, submitSellerApplication } from './seller-forms.ts';

/**
 * The administration journeys of issue 8 in Chromium, each through the console's pages:
 * (a) an aspirant applies on /sell → an administrator approves on /admin/applications/:id with a message → the
 *     aspirant's open page gets the notification live, the e-mail carries the message, and the new expert publishes;
 * (b) the administrator bans that seller on /admin/users/:userId with a reason → the product leaves /market, its page
 *     answers 404, the seller's session is dead;
 * (c) a buyer pays with the sandbox's test card → the administrator refunds the order on /admin/orders/:orderId → the
 *     buyer's purchases no longer offer the download and the invoices list the credit note;
 * (d) the administrator sends a notification to every expert on /admin/notifications (preview, then send) → an expert's
 *     open page shows it live in the bell;
 * (e) the administrator creates a promotion code on /admin/promotions, its per-customer limit pre-filled with the
 *     default the field states, then ends it now.
 * The accounts are this file's own (aspirant, refundee, listener): the shared personas stay as they were. axe checks
 * every console page on the way.
 */
type Opened = Awaited<ReturnType<typeof openSignedIn>>;

let browser: Browser;
let admin: Opened;
let aspirant: Opened;
let refundee: Opened;
let listener: Opened;
let aspirantSession: SessionCookie[];
let refundeeSession: SessionCookie[];

const accounts = () => inject('accounts');
const productTitle = 'Agent de tri des candidatures spontanées';
const approvalMessage = 'Votre dossier est complet : pensez à détailler le manifeste de déploiement.';
const banReason = 'Produits trompeurs signalés à plusieurs reprises (test e2e).';
let productSlug = '';

beforeAll(async () => {
  browser = await launchBrowser();
  aspirantSession = madeSession('aspirant');
  refundeeSession = madeSession('refundee');
  admin = await openSignedIn(browser, madeSession('admin'));
  aspirant = await openSignedIn(browser, aspirantSession);
  refundee = await openSignedIn(browser, refundeeSession);
  listener = await openSignedIn(browser, madeSession('listener'));
});
afterAll(async () => {
  for (const opened of [admin, aspirant, refundee, listener]) await opened?.close();
  await browser?.close();
});

const main = (page: Page) => page.locator('main');

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** No console error since the last check on that page (each step checks its own). */
function expectNoConsoleErrors({ errors }: Opened) {
  const found = unexpectedErrors(errors);
  errors.length = 0;
  expect(found).toEqual([]);
}

/** An admin console page, checked with axe once loaded. */
async function openAdminPage(path: string) {
  const response = await gotoHydrated(admin.page, path);
  expect(response?.status()).toBe(200);
  await expectAccessible(admin.page);
}

const api = async (path: string, session: SessionCookie[]) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie: cookieHeader(session) } });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as { data: unknown }) : null };
};

/** The header bell, once its lazy code has replaced the placeholder; its name tells the unread count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
async function unreadCount(page: Page) {
  const name = (await bell(page).textContent()) ?? '';
  return Number(name.match(/\((\d+) non lues\)/)?.[1] ?? 0);
}

/** Opens the page and waits until its notification stream answered, so what follows can only arrive live. */
async function openWithLiveStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/v1/me/notifications/stream') && r.ok());
  await gotoHydrated(page, path);
  await stream;
  await bell(page).waitFor();
}

/** What the bell's panel lists after a click (the dialog closes with Escape). */
async function expectInBell(page: Page, text: string) {
  await bell(page).click();
  const panel = page.getByRole('dialog');
  await expect.poll(() => panel.getByText(text, { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

describe('(a) a seller application approved from the console', () => {
  let applicationId = '';

  it('the aspirant applies on /sell', async () => {
    const { page } = aspirant;
    await gotoHydrated(page, '/sell');
    await submitSellerApplication(page, {
      legalName: 'Tri Sélectif IA SAS',
      address: '8 quai des Chartrons',
      postalCode: '33000',
      city: 'Bordeaux',
      phone: '05 56 00 11 22',
      email: 'contact@tri-selectif.example',
      siret: '443 061 841 00005',
      presentation:
        'Nous automatisons le tri des candidatures pour les cabinets de recrutement depuis 2021, avec des agents IA relus par des humains.',
    });
    await main(page).getByText('Candidature en cours d’examen').waitFor();
    expectNoConsoleErrors(aspirant);
  });

  it('an administrator finds it in the queue and reads every detail', async () => {
    const { page } = admin;
    await openAdminPage(`/admin?q=${encodeURIComponent(accounts().aspirant.email)}`);
    await main(page).getByRole('link', { name: 'Examiner la candidature de Tri Sélectif IA SAS' }).click();
    await page.waitForURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
    applicationId = page.url().split('/').pop() ?? '';
    await main(page).getByRole('heading', { level: 1, name: 'Tri Sélectif IA SAS' }).waitFor();
    // The trader's details (DSA art. 30) as typed on /sell.
    expect(await main(page).getByText('Bordeaux', { exact: false }).count()).toBeGreaterThan(0);
    expect(await main(page).getByText('contact@tri-selectif.example').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expectNoConsoleErrors(admin);
  });

  it('approves with a message: the aspirant is told live and by e-mail, and becomes an expert', async () => {
    await openWithLiveStream(aspirant.page, '/dashboard');
    const before = await unreadCount(aspirant.page);

    const { page } = admin;
    const approve = main(page).getByRole('region', { name: 'Accepter', exact: true });
    await approve.getByLabel('Message au candidat (facultatif)').fill(approvalMessage);
    await approve.getByRole('button', { name: 'Accepter la candidature' }).click();
    await page.waitForURL(/\/admin\?decided=approved$/);
    await main(page).getByText('Candidature acceptée : le candidat est désormais vendeur', { exact: false }).waitFor();
    await expectAccessible(page);

    // Live, without a reload: the bell counts it and shows the message.
    await expect.poll(() => unreadCount(aspirant.page), { timeout: 20_000 }).toBe(before + 1);
    await expectInBell(aspirant.page, approvalMessage);
    const mail = await waitForMail(accounts().aspirant.email, (m) => m.subject === 'Candidature vendeur acceptée');
    expect(mail.text).toContain(approvalMessage);

    // Decided: the detail page shows the decision and offers no form any more.
    await openAdminPage(`/admin/applications/${applicationId}`);
    expect(await main(page).getByText(approvalMessage).count()).toBeGreaterThan(0);
    expect(await main(page).getByRole('button', { name: 'Accepter la candidature' }).count()).toBe(0);
    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(aspirant);
  });

  it('the new expert creates a product and publishes it', async () => {
    const { page } = aspirant;
    const response = await gotoHydrated(page, '/products/new');
    expect(response?.status()).toBe(200);
    await fillProductEditor(page, {
      title: productTitle,
      tags: 'recrutement, tri, RH',
      summary: 'Lit les candidatures spontanées, les classe par poste et prépare une réponse pour chacune.',
      description: '## Ce que fait l’agent\n\n- lit les CV reçus\n- propose un classement\n',
      price: '29',
      deploymentHours: '2',
      cover: { name: 'couverture-tri.png', buffer: await pngCover('#3b4fd8') },
      archive: { name: 'tri-1.0.0.zip', buffer: readmeZip('# Tri des candidatures\n') },
      model: 'Mistral Small (Mistral AI)',
      keys: 'MISTRAL_API_KEY',
      monthlyCost: '5',
    });
    await main(page).getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.waitForURL(/\/product\/[a-z0-9-]+\/edit\?saved=1$/);
    productSlug = new URL(page.url()).pathname.split('/')[2] ?? '';
    await main(page).getByRole('button', { name: 'Publier', exact: true }).click();
    await main(page).getByText('Statut modifié : Publié.').waitFor();
    expectNoConsoleErrors(aspirant);
  });
});

/** Whether the signed-in buyer's market search links to the product (signed in: no anonymous cache in the way). */
async function marketLists(page: Page, title: string) {
  await gotoHydrated(page, `/market?q=${encodeURIComponent(title)}`);
  return main(page).locator(`a[href="/product/${productSlug}"]`).count();
}

describe('(b) a seller banned from the console', () => {
  it('bans the seller with a reason: the product leaves the market and the seller’s session ends', async () => {
    expect(productSlug).not.toBe('');
    // Published: the market and the product page have it.
    expect(await marketLists(refundee.page, productTitle)).toBeGreaterThan(0);
    expect((await gotoHydrated(refundee.page, `/product/${productSlug}`))?.status()).toBe(200);
    expect((await api('/api/v1/me', aspirantSession)).status).toBe(200);

    const { page } = admin;
    await openAdminPage(`/admin/users?q=${encodeURIComponent(accounts().aspirant.email)}`);
    await main(page).getByRole('link', { name: 'E2E aspirant' }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectAccessible(page);
    // The seller's product is on their page, published.
    const products = main(page).getByRole('region', { name: 'Produits', exact: true });
    expect(await products.getByText(productTitle).count()).toBe(1);

    const ban = main(page).getByRole('region', { name: 'Bannissement', exact: true });
    await ban.getByLabel('Motif', { exact: true }).fill(banReason);
    await ban.getByRole('button', { name: 'Bannir', exact: true }).click();
    await main(page)
      .getByText(
        /Utilisateur banni : (aucune session fermée|1 session fermée|\d+ sessions fermées), 1 produit retiré du marché\./,
      )
      .waitFor();
    await main(page).getByText(`Ce compte est banni. Motif : ${banReason}`).waitFor();
    await expectAccessible(page);

    // The product is gone from the market and its page, for a signed-in buyer (no anonymous cache involved)…
    await expect.poll(() => marketLists(refundee.page, productTitle), { timeout: 15_000 }).toBe(0);
    expect((await gotoHydrated(refundee.page, `/product/${productSlug}`))?.status()).toBe(404);
    // Chromium logs that 404 as a failed resource: the answer this step expects.
    refundee.errors.length = 0;
    // …and for visitors once their 10-second cache has passed.
    await expect
      .poll(async () => (await fetch(`${baseUrl()}/product/${productSlug}`)).status, {
        timeout: 20_000,
        interval: 1000,
      })
      .toBe(404);

    // The seller's session is worth nothing: the API refuses it, the open page is sent to sign in.
    expect((await api('/api/v1/me', aspirantSession)).status).toBe(401);
    await aspirant.page.goto('/dashboard');
    await aspirant.page.waitForURL(/\/auth\?redirectTo=%2Fdashboard/);
    // The statement of reasons is e-mailed.
    const mail = await waitForMail(accounts().aspirant.email, (m) => m.text.includes(banReason));
    expect(mail.text).toContain(banReason);
    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(refundee);
  });
});

describe('(c) an order refunded from the console', () => {
  let orderId = '';
  let boughtTitle = '';

  it('the buyer pays with the sandbox’s test card and can download', async () => {
    const listed = (await (await fetch(`${baseUrl()}/api/v1/products?billing=one_time&per_page=1`)).json()) as {
      data: { slug: string; title: string }[];
    };
    const product = listed.data[0];
    expect(product).toBeDefined();
    boughtTitle = product?.title ?? '';
    const { page } = refundee;
    await gotoHydrated(page, `/product/${product?.slug}`);
    await openBuyNow(page);
    orderId = await orderAndPay(page);
    await gotoHydrated(page, '/dashboard/purchases');
    await expect
      .poll(() =>
        main(page)
          .getByRole('button', { name: /^Télécharger/ })
          .count(),
      )
      .toBeGreaterThan(0);
    expectNoConsoleErrors(refundee);
  });

  it('the administrator finds it by its number and refunds it with a reason: the buyer loses the download and gets a credit note', async () => {
    const { page } = admin;
    await gotoHydrated(page, '/admin/dashboard');
    // The number as a buyer might dictate it over the phone: lower case, spaces around the dashes.
    const order = (await api(`/api/v1/me/orders/${orderId}`, refundeeSession)).body?.data as { number: string };
    const search = page.getByRole('search', { name: 'Rechercher dans la console' });
    await search.getByRole('searchbox').fill(order.number.toLowerCase().replaceAll('-', ' - '));
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${orderId}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await main(page).getByRole('heading', { level: 1, name: order.number }).waitFor();
    expect(await main(page).getByText(boughtTitle, { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    const refund = main(page).getByRole('region', { name: 'Rembourser', exact: true });
    await refund.getByLabel(/^Toutes les lignes non remboursées/).check();
    await refund.getByLabel('Motif du remboursement').fill('Le produit ne se déploie pas chez le client (test e2e).');
    await refund.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await main(page)
      .getByText(/L’acheteur a perdu l’accès aux lignes remboursées|Il attend la confirmation du prestataire/)
      .waitFor();
    await expectAccessible(page);

    // The buyer's purchases: no download any more, the access revoked.
    const buyer = refundee.page;
    await expect
      .poll(
        async () => {
          await gotoHydrated(buyer, '/dashboard/purchases');
          return main(buyer)
            .getByText('L’accès aux fichiers et aux clés a été révoqué après le remboursement.')
            .count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(
      await main(buyer)
        .getByRole('button', { name: /^Télécharger/ })
        .count(),
    ).toBe(0);
    // The invoices list the credit note.
    await gotoHydrated(buyer, '/dashboard/invoices');
    const creditNote = main(buyer).getByRole('link', { name: /Télécharger l’avoir AVO-\d{4}-\d{6}/ });
    expect(await creditNote.count()).toBe(1);
    const pdf = await buyer.request.get((await creditNote.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(refundee);
  });
});

describe('(d) a notification to every expert from the console', () => {
  it('previews then sends it: an expert’s open page shows it live', async () => {
    await openWithLiveStream(listener.page, '/dashboard');
    const before = await unreadCount(listener.page);
    const title = `Nouvelles règles de publication ${Date.now()}`;
    const message = 'À partir du mois prochain, chaque produit doit décrire son manifeste de déploiement.';

    const { page } = admin;
    await openAdminPage('/admin/notifications');
    const form = main(page).getByRole('region', { name: 'Nouvelle notification' });
    await form.getByLabel('Titre', { exact: true }).fill(title);
    await form.getByLabel('Message', { exact: true }).fill(message);
    await form.getByLabel('Lien (facultatif)').fill('/dashboard/products');
    await form.getByRole('radio', { name: 'Un rôle' }).check();
    await form.getByLabel('Rôle', { exact: true }).selectOption('expert');
    await form.getByRole('button', { name: 'Aperçu', exact: true }).click();

    const preview = main(page).getByTestId('broadcast-preview');
    await preview.getByText(title).waitFor();
    const recipients = Number(
      (await main(page).getByRole('status').filter({ hasText: 'Elle sera envoyée à' }).textContent())?.match(
        /(\d+)/,
      )?.[1],
    );
    expect(recipients).toBeGreaterThan(0);
    await expectAccessible(page);
    // Nothing sent by the preview.
    expect(await unreadCount(listener.page)).toBe(before);

    await form.getByRole('button', { name: new RegExp(`^Envoyer à ${recipients} personnes?$`) }).click();
    await main(page).getByText(`Notification envoyée à ${recipients} personne`, { exact: false }).waitFor();
    await expectAccessible(page);
    // The history lists it.
    expect(await main(page).getByRole('region', { name: 'Historique' }).getByText(title).count()).toBe(1);

    await expect.poll(() => unreadCount(listener.page), { timeout: 20_000 }).toBe(before + 1);
    await expectInBell(listener.page, title);
    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(listener);
  });
});

describe('(e) a promotion code from the console', () => {
  it('creates a code limited to one use per customer by default, then ends it now', async () => {
    const { page } = admin;
    const code = `E2E${Date.now()}`;
    await openAdminPage('/admin/promotions');
    const form = main(page).getByRole('region', { name: 'Nouveau code promo' });
    const perCustomer = form.getByLabel('Utilisations par client');
    expect(await perCustomer.inputValue()).toBe('1');
    await form.getByText('Par défaut\u00a0: 1 utilisation par client. Laissez vide pour ne pas limiter.').waitFor();
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Pourcentage (en\u00a0%)').fill('15');
    await form.getByRole('button', { name: 'Créer le code' }).click();
    await main(page).getByText(`Le code ${code} est créé.`).waitFor();
    await expectAccessible(page);

    const row = main(page).getByRole('row').filter({ hasText: code });
    expect(await row.getByText('En cours').count()).toBe(1);
    await row.getByText(`Modifier ${code}`).click();
    await row.getByRole('button', { name: 'Terminer maintenant' }).click();
    await main(page).getByText('Le code promo est modifié.').waitFor();
    // The row is read again once the page has revalidated after the change.
    await main(page).getByRole('row').filter({ hasText: code }).getByText('Terminé').waitFor();
    expectNoConsoleErrors(admin);
  });
});

describe.skipIf(!inject('databaseUrl'))('the payout schedule (needs TEST_DATABASE_URL)', () => {
  it('prepares a batch on its day, which the console confirms with its total and count', async () => {
    // The job's use case, run beside the server on its database: today is a payout day, a seller is owed 40-day-old
    // earnings and has an IBAN.
    const database = await openDatabase({ url: inject('databaseUrl'), maxConnections: 1 });
    let reference = '';
    try {
      const { db } = database;
      const [adminRow] = await db.select({ id: user.id }).from(user).where(eq(user.email, accounts().admin.email));
      const now = new Date();
      await updatePayoutSchedule(
        { db, clock: { now: () => now } },
        buildViewer({ userId: adminRow!.id, roles: ['admin'] }),
        {
          frequency: 'weekly',
          weekday: now.getUTCDay() || 7,
          dayOfMonth: 1,
          minimumCents: 0,
          holdingDays: 30,
        },
      );
      const owner = await createUser(db, { roles: ['expert'] });
      const seller = await createSeller(db, {
        userId: owner.id,
        payoutName: 'Atelier planifié',
        payoutIban: testFrenchIban(7),
      });
      // A draft in an existing category: the catalogue the other e2e files count stays the seed's.
      const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
      const product = await createProduct(db, {
        sellerId: seller.id,
        categoryId: category?.id,
        status: 'draft',
        priceCents: 12_000,
      });
      const paidAt = new Date(now.getTime() - 40 * 86_400_000);
      const { items } = await createPaidOrder(db, {
        buyerId: (await createUser(db)).id,
        lines: [{ productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 12_000 }],
        paidAt,
      });
      await db.insert(ledgerEntries).values(
        itemLedger(items.map((item) => ({ ...item, id: item.id! }))).map((entry) => ({
          ...entry,
          createdAt: paidAt,
        })),
      );
      const run = await runScheduledPayouts({ db, clock: { now: () => now } });
      if (!run.created) throw new Error(`no scheduled batch: ${run.reason}`);
      reference = run.batch.reference;
    } finally {
      await database.close();
    }

    const { page } = admin;
    await openAdminPage('/admin/payments');
    await main(page).getByRole('link', { name: reference }).click();
    await main(page)
      .getByRole('heading', { level: 1, name: `Lot de virements ${reference}` })
      .waitFor();
    await main(page).getByText('À confirmer', { exact: true }).waitFor();
    await main(page).getByRole('button', { name: 'Confirmer le lot' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/^Confirmer le virement de .+ à \d+ bénéficiaires?$/).waitFor();
    await dialog.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await main(page).getByText('Lot confirmé : vous pouvez l’exporter puis le marquer comme payé.').waitFor();
    await main(page).getByRole('link', { name: 'Fichier SEPA (XML pain.001)' }).waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(admin);
  });
});
