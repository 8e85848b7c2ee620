import { and, eq, sql } from 'drizzle-orm';
import { Outlet, useActionData, useLoaderData } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CartProvider } from '../../app/components/cart/cart-provider.tsx';
import { type SessionUser, sessionUser } from '../../app/lib/session-user.ts';
import ProductPage, { action as productAction, loader as productLoader } from '../../app/routes/market/product.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { productReportReasons } from '../../core/catalog/product-report.schema.ts';
import { productReportRateLimit } from '../../core/catalog/report-product.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { products, reports } from '../../db/schema/index.ts';
import { seedDemoReports } from '../../db/seed/demo-reports.ts';
import type { Locale } from '../../i18n/config.ts';
import de from '../../i18n/locales/de/product.json' with { type: 'json' };
import en from '../../i18n/locales/en/product.json' with { type: 'json' };
import es from '../../i18n/locales/es/product.json' with { type: 'json' };
import fr from '../../i18n/locales/fr/product.json' with { type: 'json' };
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderRoutes } from '../support/render-page.tsx';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Un-signalement-bien-fonde-1';
const locales = ['fr', 'en', 'es', 'de'] as const;
/** The report texts of `product.json`, per language. */
const reportTexts = { fr: fr.report, en: en.report, es: es.report, de: de.report };

let peers = 0;

/** A user with a browser session, signing in from an address of its own (the sign-in limit is per address). */
async function member(name: string, roles: ('expert' | 'admin')[] = []) {
  const u = await createUser(db(), { name, password, roles });
  const cookie = await ctx.signInCookies(u.email, password, `10.8.0.${++peers}`);
  return { id: u.id, email: u.email, cookie, viewer: buildViewer({ userId: u.id, email: u.email, name, roles }) };
}
type Member = Awaited<ReturnType<typeof member>>;

let seller: Member;
let customer: Member;
let expert: Member;
let admin: Member;
let product: { id: string; slug: string; title: string };
let sellerProfileId: string;

beforeAll(async () => {
  seller = await member('Vendeuse Signalée', ['expert']);
  customer = await member('Client Vigilant');
  expert = await member('Expert Voisin', ['expert']);
  admin = await member('Admin Modération', ['admin']);
  sellerProfileId = (await createSeller(db(), { userId: seller.id, publicName: 'Studio Signalé' })).id;
  product = await createProduct(db(), { sellerId: sellerProfileId, title: 'Agent douteux' });
});

const reportOf = (who: Member | null, id: string, body: unknown, lang?: Locale) =>
  ctx.callJson('POST', `/api/v1/products/${id}/reports${lang ? `?lang=${lang}` : ''}`, who?.cookie ?? '', body);

const storedReports = (productId: string) =>
  db()
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, 'product'), eq(reports.targetId, productId)));

/** A product page's loader or action arguments, signed in as `who` (a visitor when null). */
async function pageArgs(slug: string, who: Member | null, init?: RequestInit) {
  const url = new URL(`/product/${slug}`, testOrigin);
  const { context } = await pageContext(ctx.testApp, new Headers(who ? { cookie: who.cookie } : {}));
  return { url, request: new Request(url, init), context, params: { slug } } as never;
}
const postForm = (slug: string, who: Member | null, fields: Record<string, string>) =>
  pageArgs(slug, who, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

type PageData = Parameters<typeof ProductPage>[0]['loaderData'];

/** The root layout's providers the product page needs. */
function RootRoute() {
  return (
    <CartProvider>
      <Outlet />
    </CartProvider>
  );
}

/** The product page with the loader's and the action's answers (the stub hydrates them). */
function PageRoute() {
  const props = { loaderData: useLoaderData(), actionData: useActionData() } as Parameters<typeof ProductPage>[0];
  return <ProductPage {...props} />;
}

/** The product page as the server renders it for `user` (after the action answered `actionData`). */
function renderPage(loaderData: PageData, user: SessionUser | null, locale: Locale = 'fr', actionData?: unknown) {
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: RootRoute,
      children: [{ id: 'page', path: 'product/:slug', Component: PageRoute }],
    },
  ];
  return renderRoutes(routes, `/product/${loaderData.product.slug}`, locale, {
    hydrationData: {
      loaderData: { root: { user }, page: loaderData },
      actionData: actionData ? { page: actionData } : null,
    },
  });
}

describe('POST /api/v1/products/:id/reports', () => {
  it('takes a report from a signed-in customer into the moderation queue, once', async () => {
    const res = await reportOf(customer, product.id, { reason: 'misleading', details: '  La démo ne marche pas  ' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const stored = await storedReports(product.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: data.id,
      reporterId: customer.id,
      reason: 'misleading',
      details: 'La démo ne marche pas',
      status: 'open',
    });

    const queue = (await (
      await ctx.callJson('GET', '/api/v1/admin/moderation/reports?type=product', admin.cookie)
    ).json()) as { data: { targetType: string; targetId: string; reportCount: number; reasons: string[] }[] };
    expect(queue.data.find((item) => item.targetId === product.id)).toMatchObject({
      targetType: 'product',
      reportCount: 1,
      reasons: ['misleading'],
    });

    // A second report by the same user: 409, translated, not stored.
    for (const [lang, text] of [
      ['fr', 'Vous avez déjà signalé ce produit.'],
      ['en', 'You have already reported this product.'],
      ['de', 'Sie haben dieses Produkt bereits gemeldet.'],
    ] as const) {
      const again = await reportOf(customer, product.id, { reason: 'spam' }, lang);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: { code: 'already_reported', message: text } });
    }
    expect(await storedReports(product.id)).toHaveLength(1);
  });

  it('lets another expert and an admin report it, not its seller (403) nor a visitor (401)', async () => {
    const target = await createProduct(db(), { sellerId: sellerProfileId, title: 'Second' });
    expect((await reportOf(expert, target.id, { reason: 'counterfeit' })).status).toBe(201);
    expect((await reportOf(admin, target.id, { reason: 'illegal' })).status).toBe(201);

    const own = await reportOf(seller, target.id, { reason: 'spam' }, 'en');
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({
      error: { code: 'own_product', message: 'You cannot report your own product.' },
    });
    const visitor = await reportOf(null, target.id, { reason: 'spam' }, 'es');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({
      error: { code: 'unauthenticated', message: 'Inicia sesión para continuar.' },
    });
    expect((await storedReports(target.id)).map((r) => r.reporterId).sort()).toEqual([admin.id, expert.id].sort());
  });

  it('answers 404 for an unknown, malformed or unpublished product', async () => {
    const draft = await createProduct(db(), { status: 'draft', publishedAt: null });
    const suspended = await createProduct(db());
    await db().update(products).set({ status: 'suspended' }).where(eq(products.id, suspended.id));
    for (const id of [crypto.randomUUID(), 'pas-un-uuid', draft.id, suspended.id]) {
      const res = await reportOf(expert, id, { reason: 'spam' }, 'en');
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({
        error: { code: 'product_not_found', message: 'This product is no longer for sale.' },
      });
    }
    expect(await storedReports(draft.id)).toHaveLength(0);
    expect(await storedReports(suspended.id)).toHaveLength(0);
  });

  it('refuses a bad body with translated field errors (400)', async () => {
    const target = await createProduct(db());
    const badReason = await reportOf(expert, target.id, { reason: 'je-n-aime-pas' }, 'de');
    expect(badReason.status).toBe(400);
    expect(await badReason.json()).toMatchObject({
      error: {
        code: 'invalid_request',
        message: 'Ungültige Parameter.',
        details: { fields: [{ path: 'reason', code: 'reason_required', message: 'Wählen Sie einen Grund.' }] },
      },
    });
    const tooLong = await reportOf(expert, target.id, { reason: 'spam', details: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: { details: { fields: [{ path: 'details', code: 'details_too_long' }] } },
    });
    const extra = await reportOf(expert, target.id, { reason: 'spam', status: 'resolved' }, 'en');
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({
      error: {
        details: { fields: [{ path: 'status', code: 'unknown_field', message: 'This field is not expected.' }] },
      },
    });
    const notJson = await reportOf(expert, target.id, '{nope');
    expect(notJson.status).toBe(400);
    expect(await storedReports(target.id)).toHaveLength(0);
  });

  it(`allows ${productReportRateLimit.limit} attempts per user and hour, then 429 with Retry-After`, async () => {
    const busy = await member('Signaleur Pressé');
    const targets = await Promise.all(
      Array.from({ length: productReportRateLimit.limit + 1 }, () => createProduct(db())),
    );
    for (const target of targets.slice(0, productReportRateLimit.limit)) {
      expect((await reportOf(busy, target.id, { reason: 'spam' })).status).toBe(201);
    }
    const last = targets.at(-1)!;
    const limited = await reportOf(busy, last.id, { reason: 'spam' }, 'en');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^You have sent too many reports in a short time\. Try again in \d+ min\.$/);
    expect(await storedReports(last.id)).toHaveLength(0);
    // The page's form is held to the same limit, its message saying how long to wait.
    const page = answerOf<{ ok: boolean; error: string; minutes: number }>(
      await productAction(await postForm(last.slug, busy, { intent: 'report', productId: last.id, reason: 'spam' })),
    );
    expect(page).toMatchObject({ status: 429, data: { ok: false, error: 'rate_limited' } });
    expect(page.data.minutes).toBeGreaterThan(0);
    const loaded = answerOf<PageData>(await productLoader(await pageArgs(last.slug, busy)));
    const html = renderPage(loaded.data, sessionUser(busy.viewer as Viewer), 'fr', page.data);
    expect(html).toContain(
      `Vous avez envoyé trop de signalements en peu de temps. Réessayez dans ${page.data.minutes} min.`,
    );
    expect(await storedReports(last.id)).toHaveLength(0);
    // Another user is not limited by this one.
    expect((await reportOf(customer, last.id, { reason: 'spam' })).status).toBe(201);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await (await ctx.app.request('/api/v1/openapi.json')).json();
    const operation = doc.paths['/products/{id}/reports'].post;
    expect(operation.operationId).toBe('reportProduct');
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '429']);
    expect(operation.requestBody.content['application/json'].schema.properties.reason.enum).toEqual([
      ...productReportReasons,
    ]);
  });
});

describe('the product page', () => {
  it('offers the form to a signed-in non-seller; the action reports, then the page says so', async () => {
    const target = await createProduct(db(), { sellerId: sellerProfileId, title: 'Sur la page' });
    const reader = await member('Lectrice Attentive');

    const before = answerOf<PageData>(await productLoader(await pageArgs(target.slug, reader)));
    expect(before.data.reporting).toEqual({ own: false, reported: false });
    const form = renderPage(before.data, sessionUser(reader.viewer as Viewer));
    expect(form).toContain('Signaler ce produit');
    expect(form).toContain('data-testid="report-product"');
    expect(form).toMatch(/<select[^>]* name="reason"/);
    expect(form).toContain(`<input type="hidden" name="productId" value="${target.id}"/>`);
    expect(form).toMatch(/<option value="counterfeit"[^>]*>Propriété intellectuelle \(copie, contrefaçon\)<\/option>/);

    const invalid = answerOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await productAction(await postForm(target.slug, reader, { intent: 'report', productId: target.id, reason: '' })),
    );
    expect(invalid).toMatchObject({ status: 400, data: { ok: false, fieldErrors: { reason: 'reason_required' } } });
    // The refused form is shown open with its translated error, in every language.
    for (const locale of locales) {
      const html = renderPage(before.data, sessionUser(reader.viewer as Viewer), locale, invalid.data);
      expect(html, locale).toContain('<details open=""');
      expect(html, locale).toContain(reportTexts[locale].errors.reason_required);
    }

    const done = answerOf<{ ok: boolean }>(
      await productAction(
        await postForm(target.slug, reader, {
          intent: 'report',
          productId: target.id,
          reason: 'scam',
          details: 'Demande un paiement hors plateforme',
        }),
      ),
    );
    expect(done).toMatchObject({ status: 200, data: { ok: true, intent: 'report' } });
    expect(await storedReports(target.id)).toMatchObject([
      { reporterId: reader.id, reason: 'scam', details: 'Demande un paiement hors plateforme' },
    ]);
    for (const locale of locales) {
      const html = renderPage(before.data, sessionUser(reader.viewer as Viewer), locale, done.data);
      expect(html, locale).toContain(reportTexts[locale].success);
    }

    const again = answerOf<{ error: string }>(
      await productAction(
        await postForm(target.slug, reader, { intent: 'report', productId: target.id, reason: 'spam' }),
      ),
    );
    expect(again).toMatchObject({ status: 409, data: { error: 'already_reported' } });
    const html = renderPage(before.data, sessionUser(reader.viewer as Viewer), 'en', again.data);
    expect(html).toContain('You have already reported this product.');

    const after = answerOf<PageData>(await productLoader(await pageArgs(target.slug, reader)));
    expect(after.data.reporting).toEqual({ own: false, reported: true });
    const noted = renderPage(after.data, sessionUser(reader.viewer as Viewer));
    expect(noted).toContain('Vous avez signalé ce produit');
    expect(noted).not.toContain('name="reason"');
  });

  it('shows the seller nothing and refuses their report; a visitor gets a sign-in link and the same page', async () => {
    const target = await createProduct(db(), { sellerId: sellerProfileId, title: 'À moi' });
    const own = answerOf<PageData>(await productLoader(await pageArgs(target.slug, seller)));
    expect(own.data.reporting).toEqual({ own: true, reported: false });
    const sellerHtml = renderPage(own.data, sessionUser(seller.viewer as Viewer));
    expect(sellerHtml).not.toContain('Signaler ce produit');
    expect(sellerHtml).not.toContain('/auth?redirectTo=');
    expect(sellerHtml).not.toContain('name="reason"');
    const refused = answerOf<{ error: string }>(
      await productAction(
        await postForm(target.slug, seller, { intent: 'report', productId: target.id, reason: 'spam' }),
      ),
    );
    expect(refused).toMatchObject({ status: 403, data: { error: 'own_product' } });

    const visitor = answerOf<PageData>(await productLoader(await pageArgs(target.slug, null)));
    expect(visitor.data.reporting).toBeNull();
    for (const locale of locales) {
      const html = renderPage(visitor.data, null, locale);
      expect(html, locale).toContain(`/auth?redirectTo=${encodeURIComponent(`/product/${target.slug}`)}`);
      expect(html, locale).toContain(reportTexts[locale].signIn);
      expect(html, locale).not.toContain('name="reason"');
    }
    // A visitor posting the form is sent to sign in; nothing is stored.
    const thrown = await productAction(
      await postForm(target.slug, null, { intent: 'report', productId: target.id, reason: 'spam' }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect(await storedReports(target.id)).toHaveLength(0);
  });

  it('answers 404 to the action for a product that is not published', async () => {
    const draft = await createProduct(db(), { status: 'draft', publishedAt: null });
    const reader = await member('Lecteur Brouillon');
    const answer = answerOf<{ error: string }>(
      await productAction(
        await postForm(product.slug, reader, { intent: 'report', productId: draft.id, reason: 'spam' }),
      ),
    );
    expect(answer).toMatchObject({ status: 404, data: { error: 'product_not_found' } });
  });
});

describe('a banned user', () => {
  it('has no session any more: 401', async () => {
    const banned = await member('Compte Banni');
    await db().execute(sql`update "user" set banned = true where id = ${banned.id}`);
    const target = await createProduct(db());
    expect((await reportOf(banned, target.id, { reason: 'spam' })).status).toBe(401);
    expect(await storedReports(target.id)).toHaveLength(0);
  });
});

describe('the demo seed', () => {
  it('adds open product reports to the moderation queue, once', async () => {
    const before = (await db().select().from(reports)).length;
    const added = await seedDemoReports(db());
    expect(added).toBeGreaterThanOrEqual(2);
    const all = await db().select().from(reports);
    expect(all).toHaveLength(before + added);
    expect(all.filter((r) => r.targetType === 'product' && r.status === 'open').length).toBeGreaterThanOrEqual(2);
    expect(await seedDemoReports(db())).toBe(0);
    expect(await db().select().from(reports)).toHaveLength(before + added);
  });
});
