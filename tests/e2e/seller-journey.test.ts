import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, seriousViolations, unexpectedErrors } from './browser.ts';
import { openBuyNow, orderAndPay } from './checkout-steps.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { cookieHeader, madeSession, openSignedIn, type SessionCookie } from './personas.ts';
import { fillProductEditor, pngCover, readmeZip, submitSellerApplication } from './seller-forms.ts';

/**
 * The seller journey of issue 7 in Chromium: a customer applies on /sell → an administrator approves (through the
 * API's use case) → the new expert creates a product with a cover and a file uploaded from the editor and publishes
 * it → a buyer buys it with the sandbox's test card → the expert, whose page was open all along, sees the sale
 * notified live and on /dashboard/sales → the expert publishes a release → the buyer is notified live and by e-mail.
 * The applicant is an account of its own (it becomes an expert); the buyer is the customer persona.
 */
type Opened = Awaited<ReturnType<typeof openSignedIn>>;

let browser: Browser;
let expert: Opened;
let buyer: Opened;
let applicantSession: SessionCookie[];
let buyerSession: SessionCookie[];

const productTitle = 'Assistant de relance des factures impayées';
let productSlug = '';
let orderId = '';

interface Purchase {
  number: string;
  totalCents: number;
  taxCents: number;
  items: { release: { version: string; files: { fileName: string }[] } | null }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  applicantSession = madeSession('applicant');
  buyerSession = madeSession('customer');
  expert = await openSignedIn(browser, applicantSession);
  buyer = await openSignedIn(browser, buyerSession);
});
afterAll(async () => {
  await expert?.close();
  await buyer?.close();
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

const api = async (path: string, session: SessionCookie[], init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: cookieHeader(session),
      ...(init.body ? { origin: baseUrl(), 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: unknown } };
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

const zipOf = (version: string) => readmeZip(`# Relance des factures ${version}\n`);

describe('from applicant to expert, a sale and a release', () => {
  it('applies to sell on /sell', async () => {
    const { page } = expert;
    await gotoHydrated(page, '/sell');
    await expectAccessible(page);
    await submitSellerApplication(page, {
      legalName: 'Atelier Neuronal SARL',
      address: '12 rue des Automates',
      postalCode: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
      email: 'contact@atelier-neuronal.example',
      siret: '732 829 320 00074',
      vatNumber: 'FR40303265045',
      portfolio: 'https://github.com/atelier-neuronal',
      presentation:
        'Nous concevons des agents IA pour les PME depuis 2019 : support client, relance des factures et qualification de prospects, déployés chez plus de quarante clients.',
    });
    await main(page).getByText('Votre candidature a bien été envoyée. Vous la retrouvez ci-dessous.').waitFor();
    await main(page).getByText('Candidature en cours d’examen').waitFor();
    expectNoConsoleErrors(expert);
  });

  it('becomes an expert when an administrator approves, and is offered “Créer un produit”', async () => {
    const mine = await api('/api/v1/me/seller-application', applicantSession);
    expect(mine.status).toBe(200);
    const { id, status } = mine.body.data as { id: string; status: string };
    expect(status).toBe('pending');
    const approved = await api(`/api/v1/admin/seller-applications/${id}/approve`, madeSession('admin'), {
      method: 'POST',
      body: {},
    });
    expect(approved).toEqual({ status: 200, body: { data: { changed: true } } });
    await waitForMail(inject('accounts').applicant.email, (m) => m.subject === 'Candidature vendeur acceptée');

    const { page } = expert;
    await gotoHydrated(page, '/sell');
    await main(page).getByText('Vous êtes déjà vendeur').waitFor();
    await page.getByRole('button', { name: 'Menu de E2E applicant' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'Devenir vendeur' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Créer un produit' }).click();
    await page.waitForURL(/\/products\/new$/);
    expectNoConsoleErrors(expert);
  });

  it('creates a product with a cover and a file uploaded from the editor, and publishes it', async () => {
    const { page } = expert;
    await gotoHydrated(page, '/products/new');
    await expectAccessible(page);

    const media = await fillProductEditor(page, {
      title: productTitle,
      tags: 'facturation, relance, PME',
      summary: 'Relance vos clients en retard de paiement par e-mail, au bon ton, et suit les réponses.',
      description: '## Ce que fait l’agent\n\n- lit vos factures impayées\n- rédige et envoie les relances\n',
      price: '49,90',
      deploymentHours: '4',
      cover: { name: 'couverture-relance.png', buffer: await pngCover('#0e7a53') },
      archive: { name: 'relance-1.0.0.zip', buffer: zipOf('1.0.0') },
      model: 'GPT-4o mini (OpenAI)',
      keys: 'OPENAI_API_KEY',
      monthlyCost: '12',
    });
    // An uploaded deliverable is ticked as one of the product's files at once.
    expect(await media.getByRole('checkbox', { name: /relance-1\.0\.0\.zip/ }).isChecked()).toBe(true);

    await main(page).getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.waitForURL(/\/product\/[a-z0-9-]+\/edit\?saved=1$/);
    productSlug = new URL(page.url()).pathname.split('/')[2] ?? '';
    await main(page).getByText('Modifications enregistrées.').waitFor();
    expect(await main(page).getByText('Pour publier, il manque :').count()).toBe(0);
    await expectAccessible(page);

    await main(page).getByRole('button', { name: 'Publier', exact: true }).click();
    await main(page).getByText('Statut modifié : Publié.').waitFor();
    await main(page).getByRole('link', { name: 'Voir la page du produit' }).waitFor();
    expectNoConsoleErrors(expert);
  });

  it('is told of the sale live, without a reload, when a buyer pays', async () => {
    await openWithLiveStream(expert.page, '/dashboard');
    const before = await unreadCount(expert.page);

    const { page } = buyer;
    await gotoHydrated(page, `/product/${productSlug}`);
    await main(page).getByRole('heading', { level: 1, name: productTitle }).waitFor();
    await openBuyNow(page);
    await main(page).getByText(productTitle).first().waitFor();
    orderId = await orderAndPay(page);

    await expect.poll(() => unreadCount(expert.page), { timeout: 20_000 }).toBe(before + 1);
    expect(await expert.page.getByTestId('notifications-badge').textContent()).toBe(String(before + 1));
    await bell(expert.page).click();
    const panel = expert.page.getByRole('dialog');
    await panel.getByText('Nouvelle vente').first().waitFor();
    expect(await panel.getByText(`« ${productTitle} » vendu`, { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(expert.page);
    await expert.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expectNoConsoleErrors(buyer);
    expectNoConsoleErrors(expert);
  });

  it('sees the sale on /dashboard/sales, its share 70 % of the price before VAT', async () => {
    const { page } = expert;
    await gotoHydrated(page, '/dashboard/sales');
    const row = main(page)
      .getByRole('table', { name: 'Lignes de commande' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: productTitle }) });
    await row.waitFor();
    const order = (await api(`/api/v1/me/orders/${orderId}`, buyerSession)).body.data as Purchase;
    // Date, order number, seats, net, the expert's share (the product's title is the row's header).
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(order.number);
    const cents = (text = '') => Number(text.replace(/[^\d]/g, ''));
    const netCents = order.totalCents - order.taxCents;
    expect(cents(cells[3])).toBe(netCents);
    // 70 % of the price before VAT, rounded down to the cent as the ledger does.
    expect(cents(cells[4])).toBe(Math.floor((netCents * 70) / 100));
    await expectAccessible(page);
    expectNoConsoleErrors(expert);
  });

  it('publishes a release with a new file; the buyer is notified live and by e-mail', async () => {
    await openWithLiveStream(buyer.page, '/dashboard/purchases');
    const before = await unreadCount(buyer.page);

    const { page } = expert;
    await gotoHydrated(page, '/dashboard/assets');
    await expectAccessible(page);
    await main(page)
      .getByLabel('Choisir des fichiers')
      .setInputFiles({ name: 'relance-1.1.0.zip', mimeType: 'application/zip', buffer: zipOf('1.1.0') });
    await expect.poll(() => main(page).locator('ul[aria-live]').getByText('Envoyé', { exact: true }).count()).toBe(1);

    await gotoHydrated(page, `/product/${productSlug}/edit`);
    await expectAccessible(page);
    const releases = main(page).getByRole('region', { name: 'Versions publiées' });
    await releases.getByLabel('Numéro de version').fill('1.1.0');
    await releases.getByLabel('Notes de version (Markdown)').fill('- Relances en anglais\n- Ton plus courtois');
    await releases.getByRole('checkbox', { name: /relance-1\.1\.0\.zip/ }).check();
    await releases.getByRole('button', { name: 'Publier la version', exact: true }).click();
    await main(page).getByText('Version 1.1.0 publiée : ses acheteurs sont prévenus.').waitFor();

    const title = `Nouvelle version : ${productTitle}`;
    // The fan-out to the buyers is a queued job: the buyer's open page gets it through its stream.
    await expect.poll(() => unreadCount(buyer.page), { timeout: 30_000 }).toBe(before + 1);
    await bell(buyer.page).click();
    await buyer.page.getByRole('dialog').getByText(title).waitFor();
    const mail = await waitForMail(inject('accounts').customer.email, (m) => m.subject === title);
    expect(mail.text).toContain('La version 1.1.0');
    // What the buyer now downloads is the new version's file.
    const order = (await api(`/api/v1/me/orders/${orderId}`, buyerSession)).body.data as Purchase;
    expect(order.items[0]?.release?.version).toBe('1.1.0');
    expect(order.items[0]?.release?.files.map((f) => f.fileName)).toEqual(['relance-1.1.0.zip']);
    // …and the purchases page offers it, accessibly (each file's button is named after it).
    await buyer.page.keyboard.press('Escape');
    await gotoHydrated(buyer.page, '/dashboard/purchases');
    await main(buyer.page)
      .getByRole('button', { name: /^Télécharger relance-1\.1\.0\.zip/ })
      .waitFor();
    await expectAccessible(buyer.page);
    expectNoConsoleErrors(expert);
    expectNoConsoleErrors(buyer);
  });

  it('writes a post to the buyers of the product; the buyer reads it in the app and gets it by e-mail', async () => {
    const postTitle = 'Les relances partent aussi en anglais';
    const { page } = expert;
    await gotoHydrated(page, '/dashboard/posts');
    await expectAccessible(page);
    const composer = main(page).getByRole('region', { name: 'Nouvelle publication' });
    await composer.getByLabel('Titre', { exact: true }).fill(postTitle);
    await composer.getByLabel('Texte', { exact: true }).fill('## Merci\n\nVos **relances** partent en anglais.');
    await composer.getByRole('radio', { name: 'Les acheteurs d’un produit' }).check();
    await composer.getByLabel('Produit', { exact: true }).selectOption({ label: productTitle });
    await composer.getByRole('button', { name: 'Aperçu', exact: true }).click();
    await main(page).getByText('Elle sera envoyée à 1 personne.').waitFor();
    await main(page).getByRole('button', { name: 'Envoyer', exact: true }).click();
    await main(page).getByText('Publication envoyée à 1 personne.').waitFor();
    await main(page).getByRole('link', { name: postTitle }).waitFor();

    const mail = await waitForMail(inject('accounts').customer.email, (m) => m.subject.endsWith(postTitle));
    expect(mail.text).toContain('Vos relances partent en anglais.');
    expect(linkIn(mail, '/posts/unsubscribe/')).toMatch(/^\/posts\/unsubscribe\/[\w-]+\.[\w-]+$/);
    await gotoHydrated(buyer.page, linkIn(mail, '/posts/'));
    await main(buyer.page).getByRole('heading', { name: postTitle, level: 1 }).waitFor();
    await expect.poll(() => main(buyer.page).locator('strong', { hasText: 'relances' }).count()).toBe(1);
    await expectAccessible(buyer.page);
    // The notification is in the buyer's panel too.
    const listed = (await api('/api/v1/me/notifications', buyerSession)).body.data as { message: string }[];
    expect(listed.some((n) => n.message.includes(postTitle))).toBe(true);
    expectNoConsoleErrors(expert);
    expectNoConsoleErrors(buyer);
  });

  it('creates a promo code for the product; a buyer checks out with it and its use shows on /dashboard/sales', async () => {
    const { page } = expert;
    await gotoHydrated(page, '/dashboard/discounts');
    await main(page).getByLabel('Code', { exact: true }).fill('journee20');
    await main(page).getByLabel('Pourcentage (en\u00a0%)').fill('20');
    await main(page).getByRole('checkbox', { name: productTitle }).check();
    await expectAccessible(page);
    await main(page).getByRole('button', { name: 'Créer le code' }).click();
    await main(page).getByText('Le code JOURNEE20 est créé.').waitFor();
    await main(page)
      .getByRole('rowheader', { name: /JOURNEE20/ })
      .waitFor();

    // Another buyer than the first (who owns the product already): the partner persona, buying as anyone would.
    const second = await openSignedIn(browser, madeSession('partner'));
    const shop = second.page;
    await gotoHydrated(shop, `/product/${productSlug}`);
    await openBuyNow(shop);
    await main(shop).getByLabel('Code promo').fill('journee20');
    await main(shop).getByRole('button', { name: 'Mettre à jour le récapitulatif' }).click();
    await main(shop)
      .getByText(/Code JOURNEE20\u00a0: −/)
      .waitFor();
    await orderAndPay(shop);
    expectNoConsoleErrors(second);
    await second.close();

    await gotoHydrated(page, '/dashboard/sales');
    const codes = main(page).getByRole('table', { name: 'Codes promo' });
    const row = codes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'JOURNEE20' }) });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents())[0]).toBe('1');
    await expectAccessible(page);
    expectNoConsoleErrors(expert);
  });
});

describe('an affiliate of the expert', () => {
  it('is invited, accepts, and earns the expert’s rate on a sale through their link', async () => {
    const partnerSession = madeSession('partner');
    const { page } = expert;
    await gotoHydrated(page, '/dashboard/affiliates');
    const invite = main(page).getByRole('region', { name: 'Inviter un affilié' });
    await invite.getByLabel('Adresse e-mail de l’affilié').fill(inject('accounts').partner.email);
    await invite.getByLabel('Commission sur tous vos produits (%)').fill('20');
    await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await main(page).getByText('Invitation envoyée.').waitFor();
    await expectAccessible(page);
    await waitForMail(inject('accounts').partner.email, (m) => m.subject === 'Invitation à devenir affilié');

    const affiliate = await openSignedIn(browser, partnerSession);
    const newBuyerSession = madeSession('seller');
    // A desktop browser's user agent: a bot's click on a partner link is not counted.
    const newBuyer = await openSignedIn(browser, newBuyerSession, undefined, {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    });
    try {
      await gotoHydrated(affiliate.page, '/dashboard/partner');
      await main(affiliate.page)
        .getByRole('button', { name: /^Accepter l’invitation de / })
        .click();
      await main(affiliate.page).getByText('Invitation acceptée : vos liens sont prêts.').waitFor();
      const { code } = (await api('/api/v1/me/partner', partnerSession)).body.data as { code: string };

      // A buyer who does not own the product yet follows the link (the shared customer bought it above).
      await gotoHydrated(newBuyer.page, `/product/${productSlug}?ref=${code}`);
      await openBuyNow(newBuyer.page);
      const paid = await orderAndPay(newBuyer.page);
      const order = (await api(`/api/v1/me/orders/${paid}`, newBuyerSession)).body.data as Purchase;
      const commission = Math.floor(((order.totalCents - order.taxCents) * 20) / 100);

      // The payment settles through the sandbox's webhook: the commission follows it.
      await expect
        .poll(
          async () => {
            const { affiliations } = (await api('/api/v1/me/partner', partnerSession)).body.data as {
              affiliations: { sales: number; commissionCents: number }[];
            };
            return affiliations[0];
          },
          { timeout: 20_000 },
        )
        .toMatchObject({ sales: 1, commissionCents: commission });
      await gotoHydrated(affiliate.page, '/dashboard/partner');
      const row = main(affiliate.page)
        .getByRole('region', { name: 'Vendeurs dont vous êtes affilié' })
        .getByRole('row');
      await expect.poll(() => row.last().textContent()).toMatch(/20\s%/);
      await expectAccessible(affiliate.page);
      expectNoConsoleErrors(affiliate);
      expectNoConsoleErrors(newBuyer);
      expectNoConsoleErrors(expert);
    } finally {
      await affiliate.close();
      await newBuyer.close();
    }
  });
});
