import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StatusPanel } from '../../app/components/editor/status-panel.tsx';
import { MessageThread } from '../../app/components/messages/message-thread.tsx';
import { viewerContext } from '../../app/context.ts';
import { middleware as adminMiddleware } from '../../app/routes/admin/guard.tsx';
import ModerationPage, {
  action as moderationAction,
  loader as moderationLoader,
} from '../../app/routes/admin/moderation.tsx';
import SellerProductsPage, {
  action as productsAction,
  loader as productsLoader,
} from '../../app/routes/dashboard/products.tsx';
import { loader as productPageLoader } from '../../app/routes/market/product.tsx';
import { loader as editLoader } from '../../app/routes/products/edit.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { moderateTarget } from '../../core/admin/moderation/moderate-target.ts';
import type { ProductSuspension } from '../../core/admin/moderation/product-suspension.ts';
import { getCart } from '../../core/cart/get-cart.ts';
import { getLandingHighlights } from '../../core/catalog/get-landing-highlights.ts';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import { addFavorite } from '../../core/lists/add-favorite.ts';
import { listFavoriteCards } from '../../core/lists/list-favorite-cards.ts';
import type { MessageView } from '../../core/messaging/message-view.ts';
import { emailCategories } from '../../core/notifications/email-categories.ts';
import { getReviewPermissions } from '../../core/reviews/get-review-permissions.ts';
import { refreshRatings } from '../../core/reviews/refresh-ratings.ts';
import { suggestProducts } from '../../core/search/suggest-products.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { listProductEntries } from '../../core/seo/list-product-entries.ts';
import { buildReview, buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  auditLog,
  cartItems,
  carts,
  conversations,
  messages,
  notificationPreferences,
  notifications,
  products,
  reports,
  reviews,
} from '../../db/schema/index.ts';
import { seedDemoReports } from '../../db/seed/demo-reports.ts';
import type { Locale } from '../../i18n/config.ts';
import { resources } from '../../i18n/locale-resources.ts';
import { answerOf, pageContext, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const password = 'Une-moderation-bien-motivee-1';
const reason = 'Description trompeuse : la démo ne correspond pas au produit livré.';

type Who = 'admin' | 'customer' | 'seller';
const cookies: Record<Who, string> = { admin: '', customer: '', seller: '' };
const users: Record<Who, { id: string }> = {} as never;
let admin: Viewer;
let sellerViewer: Viewer;
let sellerProfileId: string;

beforeAll(async () => {
  for (const who of ['admin', 'customer', 'seller'] as const) {
    const email = `${who}-moderation@test.deploia.example`;
    const roles = who === 'admin' ? (['admin'] as const) : who === 'seller' ? (['expert'] as const) : [];
    users[who] = await createUser(db(), { email, password, roles: [...roles], name: `Compte ${who}` });
    cookies[who] = await ctx.signInCookies(email, password);
  }
  sellerProfileId = (await createSeller(db(), { userId: users.seller.id, publicName: 'Studio Modéré' })).id;
  admin = buildViewer({ userId: users.admin.id, roles: ['admin'] });
  sellerViewer = buildViewer({ userId: users.seller.id, roles: ['expert'] });
});

const act = (who: Who | null, type: string, id: string, verb: string, body: unknown) =>
  ctx.callJson('POST', `/api/v1/admin/moderation/${type}/${id}/${verb}`, who ? cookies[who] : '', body);

async function report(targetType: 'product' | 'review' | 'message', targetId: string, why = 'spam', at?: Date) {
  const reporter = await createUser(db());
  await db()
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType,
      targetId,
      reason: why,
      details: `Précisions ${why}`,
      ...(at ? { createdAt: at } : {}),
    });
  return reporter;
}

/** A route's loader or action arguments, for `viewer`. */
const args = (path: string, viewer: Viewer | null, init?: RequestInit) =>
  routeArgs(ctx.testApp, path, viewer, { init });

const render = (path: string, Page: unknown, loaderData: unknown, locale?: Locale) =>
  renderPage(path, Page, { loaderData }, locale);

/** The editor's status panel, as /product/:slug/edit shows it. */
function StatusPanelPage({
  loaderData,
}: {
  loaderData: { product: { status: 'suspended' }; suspension: ProductSuspension | null };
}) {
  return <StatusPanel status={loaderData.product.status} suspension={loaderData.suspension} missing={[]} />;
}

/** The thread component alone, as the conversation page shows it. */
function ThreadPage({ loaderData }: { loaderData: MessageView[] }) {
  return <MessageThread messages={loaderData} lastReadAt={null} otherName="Autre" actionData={undefined} />;
}

const productOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
const openReports = async (id: string) =>
  (
    await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, id), eq(reports.status, 'open')))
  ).length;

describe('the moderation queue', () => {
  it('groups the open reports by content, with counts, reasons, dates and a preview of each kind', async () => {
    const product = await createProduct(db(), { sellerId: sellerProfileId, title: 'Agent signalé deux fois' });
    await report('product', product.id, 'misleading', new Date('2026-11-01T10:00:00Z'));
    await report('product', product.id, 'counterfeit', new Date('2026-11-03T10:00:00Z'));
    const buyer = await createUser(db(), { name: 'Auteur Avis' });
    const [review] = await db()
      .insert(reviews)
      .values(buildReview({ productId: product.id, buyerId: buyer.id, rating: 1, title: 'Arnaque totale' }))
      .returning();
    await report('review', review!.id, 'fake');

    const res = await ctx.callJson('GET', '/api/v1/admin/moderation/reports?status=open', cookies.admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        targetType: string;
        targetId: string;
        reportCount: number;
        reasons: string[];
        firstReportedAt: string;
        lastReportedAt: string;
        preview: Record<string, unknown>;
      }[];
      meta: { total: number; open_targets: number };
    };
    const productRow = body.data.find((item) => item.targetId === product.id);
    expect(productRow).toMatchObject({
      targetType: 'product',
      reportCount: 2,
      firstReportedAt: '2026-11-01T10:00:00.000Z',
      lastReportedAt: '2026-11-03T10:00:00.000Z',
      preview: { kind: 'product', title: 'Agent signalé deux fois', sellerName: 'Studio Modéré', status: 'published' },
    });
    expect([...(productRow?.reasons ?? [])].sort()).toEqual(['counterfeit', 'misleading']);
    const reviewRow = body.data.find((item) => item.targetId === review!.id);
    expect(reviewRow).toMatchObject({
      reportCount: 1,
      reasons: ['fake'],
      preview: { kind: 'review', rating: 1, title: 'Arnaque totale', productTitle: 'Agent signalé deux fois' },
    });
    // One row per content: the two reports of the product are one row.
    expect(body.data.filter((item) => item.targetId === product.id)).toHaveLength(1);
    expect(body.meta.total).toBe(body.data.length);
    expect(body.meta.open_targets).toBeGreaterThanOrEqual(2);

    const onlyReviews = (await (
      await ctx.callJson('GET', '/api/v1/admin/moderation/reports?type=review', cookies.admin)
    ).json()) as typeof body;
    expect(onlyReviews.data.every((item) => item.targetType === 'review')).toBe(true);
    expect((await ctx.callJson('GET', '/api/v1/admin/moderation/reports?status=nope', cookies.admin)).status).toBe(400);

    // The page shows the same queue, in every language, with the forms that need a reason.
    const page = answerOf<Record<string, unknown>>(await moderationLoader(await args('/admin/moderation', admin)));
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const html = render('/admin/moderation', ModerationPage, page.data, locale);
      expect(html, locale).not.toMatch(/(?<![\w/])(actions|views|reports|reasons|kind|errors)\.[a-zA-Z]/);
    }
    const html = render('/admin/moderation', ModerationPage, page.data);
    expect(html).toContain('Signalements ouverts');
    expect(html).toContain('Agent signalé deux fois');
    expect(html).toContain('2 signalements');
    expect(html).toContain('Description trompeuse');
    expect(html).toContain('Arnaque totale');
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
    expect(html).toContain('<th scope="col"');
  });

  it('refuses anyone but an administrator: 401 for a visitor, 403 (audited) for others; the page redirects', async () => {
    const product = await createProduct(db(), { sellerId: sellerProfileId });
    await report('product', product.id);
    expect((await ctx.callJson('GET', '/api/v1/admin/moderation/reports', '')).status).toBe(401);
    for (const who of ['customer', 'seller'] as const) {
      expect((await ctx.callJson('GET', '/api/v1/admin/moderation/reports', cookies[who])).status).toBe(403);
      expect((await act(who, 'product', product.id, 'unpublish', { reason })).status).toBe(403);
    }
    expect((await act(null, 'product', product.id, 'unpublish', { reason })).status).toBe(401);
    expect((await productOf(product.id)).status).toBe('published');
    expect(await openReports(product.id)).toBe(1);
    const denied = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.access_denied'), eq(auditLog.actorId, users.customer.id)));
    expect(denied.length).toBeGreaterThan(0);

    // The console's layout sends a non-administrator to their dashboard, a visitor to sign in.
    const run = async (viewer: Viewer | null) => {
      const { context } = await pageContext(ctx.testApp);
      context.set(viewerContext, { ...context.get(viewerContext), viewer });
      const url = new URL('/admin/moderation', testOrigin);
      try {
        await (adminMiddleware[0] as (a: unknown, n: unknown) => unknown)(
          { context, url, request: new Request(url) },
          () => undefined,
        );
        return null;
      } catch (thrown) {
        return thrown as Response;
      }
    };
    expect((await run(buildViewer({ userId: users.customer.id })))?.headers.get('location')).toBe('/dashboard');
    expect((await run(null))?.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect(await run(admin)).toBeNull();
    // The use cases check it again.
    await expect(moderationLoader(await args('/admin/moderation', sellerViewer))).rejects.toBeInstanceOf(Response);
  });
});

describe('a product taken down and restored', () => {
  it('unpublishes with reasons: gone from the market, seller told, reports resolved, audited; twice is a no-op', async () => {
    const product = await createProduct(db(), {
      sellerId: sellerProfileId,
      title: 'Agent Zorglub retirable',
      tags: ['zorglub'],
    });
    await report('product', product.id, 'misleading');
    await report('product', product.id, 'counterfeit');

    const first = await act('admin', 'product', product.id, 'unpublish', { reason });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      data: { changed: true, targetType: 'product', targetId: product.id, resolvedReports: 2 },
    });
    const row = await productOf(product.id);
    expect(row).toMatchObject({ status: 'suspended', suspensionCause: 'moderation', suspensionReason: reason });
    expect(row.suspendedAt).toBeInstanceOf(Date);
    const closed = await db().select().from(reports).where(eq(reports.targetId, product.id));
    expect(closed.map((r) => [r.status, r.resolvedBy, r.resolution])).toEqual([
      ['resolved', users.admin.id, reason],
      ['resolved', users.admin.id, reason],
    ]);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, users.seller.id),
          sql`${notifications.title} = 'Produit retiré par la modération'`,
        ),
      );
    expect(notice?.message).toContain(reason);
    expect(notice?.message).toContain('Agent Zorglub retirable');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation.unpublish'), eq(auditLog.targetId, product.id)));
    expect(audit).toMatchObject({ actorId: users.admin.id, targetType: 'product' });
    expect(audit?.data).toMatchObject({
      reason,
      before: { status: 'published' },
      after: { status: 'suspended', suspensionCause: 'moderation' },
      reports: 2,
    });

    // Gone from the listing, the search, the suggestions and the product page.
    const listing = (await (await ctx.app.request('/api/v1/products?per_page=100')).json()) as {
      data: { slug: string }[];
    };
    expect(listing.data.map((p) => p.slug)).not.toContain(product.slug);
    const search = (await (await ctx.app.request('/api/v1/products?q=zorglub')).json()) as { data: unknown[] };
    expect(search.data).toEqual([]);
    const suggest = (await (await ctx.app.request('/api/v1/search/suggest?q=zorglub')).json()) as {
      data: unknown[];
    };
    expect(suggest.data).toEqual([]);
    expect((await ctx.app.request(`/api/v1/products/${product.slug}`)).status).toBe(404);

    // The same action again changes nothing and notifies nobody.
    const again = await act('admin', 'product', product.id, 'unpublish', { reason });
    expect(await again.json()).toEqual({
      data: { changed: false, targetType: 'product', targetId: product.id, resolvedReports: 0 },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation.unpublish'), eq(auditLog.targetId, product.id)));
    expect(audits).toHaveLength(1);
    const sellerNotices = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, users.seller.id),
          sql`${notifications.title} = 'Produit retiré par la modération'`,
        ),
      );
    expect(sellerNotices).toHaveLength(1);

    // The seller sees it suspended with the reasons, and cannot publish it again (409, translated).
    const refused = await ctx.callJson('POST', `/api/v1/seller/products/${product.id}/status`, cookies.seller, {
      status: 'published',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('product_suspended');
    const post = { method: 'POST', body: new URLSearchParams({ productId: product.id, status: 'published' }) };
    const answered = answerOf<{ ok: boolean; code: string }>(
      await productsAction(await args('/dashboard/products', sellerViewer, post)),
    );
    expect(answered.status).toBe(409);
    expect(answered.data).toMatchObject({ ok: false, code: 'product_suspended' });
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const dashboard = resources[locale].dashboard as { products: { errors: Record<string, string> } };
      expect(dashboard.products.errors.product_suspended, locale).toBeTruthy();
    }
    expect((await productOf(product.id)).status).toBe('suspended');
    const list = answerOf<Record<string, unknown>>(
      await productsLoader(await args('/dashboard/products?status=suspended', sellerViewer)),
    );
    const html = render('/dashboard/products', SellerProductsPage, list.data);
    expect(html).toContain('Suspendus (1)');
    expect(html).toContain('Suspendu par la modération. Motif : Description trompeuse');
    expect(html).not.toContain('Publier « Agent Zorglub retirable »');

    const editArgs = await args(`/product/${product.slug}/edit`, sellerViewer);
    (editArgs as { params: Record<string, string> }).params = { slug: product.slug };
    const editor = answerOf<{ product: { status: 'suspended' }; suspension: ProductSuspension | null }>(
      await editLoader(editArgs),
    ).data;
    expect(editor.suspension).toMatchObject({ cause: 'moderation', reason });
    const panel = render('/', StatusPanelPage, editor);
    expect(panel).toContain('Suspendu');
    expect(panel).toContain(`Suspendu par la modération. Motif : ${reason}`);
    expect(panel).not.toContain('name="status"');

    // Restored with reasons: back on the market, the seller told.
    const restored = await act('admin', 'product', product.id, 'restore', {
      reason: 'Le vendeur a corrigé la description.',
    });
    expect(((await restored.json()) as { data: { changed: boolean } }).data.changed).toBe(true);
    expect(await productOf(product.id)).toMatchObject({
      status: 'published',
      suspensionCause: null,
      suspensionReason: null,
    });
    expect((await ctx.app.request(`/api/v1/products/${product.slug}`)).status).toBe(200);
    // (A new address: anonymous answers are cached for a few seconds.)
    const back = (await (await ctx.app.request('/api/v1/products?q=zorglub&sort=new')).json()) as {
      data: { slug: string }[];
    };
    expect(back.data.map((p) => p.slug)).toEqual([product.slug]);
    const restoredNotices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, users.seller.id), sql`${notifications.title} = 'Produit rétabli'`));
    expect(restoredNotices[0]?.message).toContain('Le vendeur a corrigé la description.');
    const restoreAgain = await act('admin', 'product', product.id, 'restore', {
      reason: 'Le vendeur a corrigé la description.',
    });
    expect(((await restoreAgain.json()) as { data: { changed: boolean } }).data.changed).toBe(false);
  });

  it('refuses a missing, short or extra reason with a translated 400, and changes nothing', async () => {
    const product = await createProduct(db(), { sellerId: sellerProfileId });
    await report('product', product.id);
    for (const body of [{}, { reason: '' }, { reason: 'bref' }, { reason: 'x'.repeat(2001) }, { reason, x: 1 }]) {
      const res = await act('admin', 'product', product.id, 'unpublish', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await act('admin', 'product', product.id, 'unpublish', 'pas du json')).status).toBe(400);
    expect((await act('admin', 'nope', product.id, 'unpublish', { reason })).status).toBe(400);
    expect((await act('admin', 'product', product.id, 'explode', { reason })).status).toBe(400);
    expect((await act('admin', 'product', 'not-a-uuid', 'unpublish', { reason })).status).toBe(400);
    expect(
      (await act('admin', 'product', '00000000-0000-4000-8000-000000000000', 'unpublish', { reason })).status,
    ).toBe(404);
    expect((await productOf(product.id)).status).toBe('published');
    expect(await openReports(product.id)).toBe(1);

    // The page's form answers the same refusal, translated, in place.
    const post = {
      method: 'POST',
      body: new URLSearchParams({ targetType: 'product', targetId: product.id, intent: 'unpublish', reason: 'court' }),
    };
    const answered = answerOf<{ ok: boolean; code: string; field: boolean }>(
      await moderationAction(await args('/admin/moderation', admin, post)),
    );
    expect(answered.status).toBe(400);
    expect(answered.data).toMatchObject({ ok: false, code: 'reason_too_short', field: true });
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const ns = resources[locale].adminModeration as { errors: Record<string, string> };
      expect(ns.errors.reason_too_short, locale).toBeTruthy();
    }
    expect((await productOf(product.id)).status).toBe('published');

    // A draft is not unpublished (409).
    const draft = await createProduct(db(), { sellerId: sellerProfileId, status: 'draft' });
    await report('product', draft.id);
    expect((await act('admin', 'product', draft.id, 'unpublish', { reason })).status).toBe(409);
  });

  it('takes a product down once when two administrators decide at the same time', async () => {
    const product = await createProduct(db(), { sellerId: sellerProfileId, title: 'Agent décidé deux fois' });
    await report('product', product.id);
    const answers = await Promise.all([
      act('admin', 'product', product.id, 'unpublish', { reason }),
      act('admin', 'product', product.id, 'unpublish', { reason }),
    ]);
    const changed = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { data: { changed: boolean } }).data.changed),
    );
    expect(changed.sort()).toEqual([false, true]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation.unpublish'), eq(auditLog.targetId, product.id)));
    expect(audits).toHaveLength(1);
    const notices = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, users.seller.id),
          sql`${notifications.message} like ${'%Agent décidé deux fois%'}`,
        ),
      );
    expect(notices).toHaveLength(1);
  });

  it('keeps the moderation cause on a product already suspended with its seller’s ban', async () => {
    const product = await createProduct(db(), {
      sellerId: sellerProfileId,
      status: 'suspended',
      suspensionCause: 'seller_banned',
      suspendedAt: new Date(),
    });
    await report('product', product.id);
    expect((await act('admin', 'product', product.id, 'restore', { reason })).status).toBe(409);
    expect((await act('admin', 'product', product.id, 'unpublish', { reason })).status).toBe(200);
    expect(await productOf(product.id)).toMatchObject({
      status: 'suspended',
      suspensionCause: 'moderation',
      suspensionReason: reason,
    });
  });
});

describe('a suspended product on every public surface', () => {
  it('is absent from the listing, search, suggestions, product page, seller page, sitemap, landing, favourites and cart', async () => {
    const category = await rows<{ id: string }>(db(), sql`select id from categories limit 1`);
    const product = await createProduct(db(), {
      sellerId: sellerProfileId,
      title: 'Agent Quixotique visible',
      tags: ['quixotique'],
      ratingAvg: 4.5,
      ratingCount: 3,
      salesCount: 999_999,
      ...(category[0] ? { categoryId: category[0].id } : {}),
    });
    const customer = buildViewer({ userId: users.customer.id });
    await addFavorite({ db: db() }, customer, product.id);
    const [cart] = await db().insert(carts).values({ userId: users.customer.id }).returning();
    await db().insert(cartItems).values({ cartId: cart!.id, productId: product.id, quantity: 1 });
    const found = await listProducts({ db: db() }, listProductsQuery.parse({ q: 'quixotique' }));
    expect(found.data.map((p) => p.id)).toEqual([product.id]);
    expect((await suggestProducts({ db: db() }, 'quixot')).map((s) => s.slug)).toContain(product.slug);
    expect((await getSellerPage({ db: db() }, sellerProfileId, 1)).products.items.map((p) => p.id)).toContain(
      product.id,
    );
    const landingBefore = await getLandingHighlights({ db: db() });
    expect(landingBefore.featured.map((p) => p.id)).toContain(product.id);
    const sitemapBefore = await listProductEntries({ db: db() }, { part: 1 });
    expect(sitemapBefore.map((e) => e.path)).toContain(`/product/${product.slug}`);

    await report('product', product.id);
    const res = await act('admin', 'product', product.id, 'unpublish', { reason });
    expect(res.status).toBe(200);

    const listing = (await (await ctx.app.request('/api/v1/products?per_page=100')).json()) as {
      data: { id: string }[];
    };
    expect(listing.data.map((p) => p.id)).not.toContain(product.id);
    expect(
      ((await (await ctx.app.request('/api/v1/products?q=quixotique')).json()) as { data: unknown[] }).data,
    ).toEqual([]);
    expect(
      ((await (await ctx.app.request('/api/v1/search/suggest?q=quixot')).json()) as { data: unknown[] }).data,
    ).toEqual([]);
    expect((await ctx.app.request(`/api/v1/products/${product.slug}`)).status).toBe(404);
    const pageArgs = await args(`/product/${product.slug}`, null);
    (pageArgs as { params: Record<string, string> }).params = { slug: product.slug };
    const thrown = await productPageLoader(pageArgs).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    const sellerPage = await getSellerPage({ db: db() }, sellerProfileId, 1);
    expect(sellerPage.products.items.map((p) => p.id)).not.toContain(product.id);
    const sitemap = await listProductEntries({ db: db() }, { part: 1 });
    expect(sitemap.map((e) => e.path)).not.toContain(`/product/${product.slug}`);
    const landing = await getLandingHighlights({ db: db() });
    expect(landing.featured.map((p) => p.id)).not.toContain(product.id);
    const favourites = await listFavoriteCards({ db: db() }, customer, { page: 1, per_page: 50 });
    expect(favourites.data.map((p) => p.id)).not.toContain(product.id);
    const cartView = await getCart(deps(), customer);
    expect(cartView.dropped).toContain(product.id);
    const quote = await ctx.callJson('POST', '/api/v1/cart/preview', '', {
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(((await quote.json()) as { data: { dropped: string[] } }).data.dropped).toContain(product.id);
  });
});

describe('reviews and messages', () => {
  it('hides a review: the rating is recounted, its author told with the reason; restore puts it back', async () => {
    const product = await createProduct(db(), { sellerId: sellerProfileId });
    const authors = [await createUser(db(), { name: 'Avis Cinq' }), await createUser(db(), { name: 'Avis Un' })];
    const [, bad] = await db()
      .insert(reviews)
      .values([
        buildReview({ productId: product.id, buyerId: authors[0]!.id, rating: 5 }),
        buildReview({ productId: product.id, buyerId: authors[1]!.id, rating: 1, title: 'Nul' }),
      ])
      .returning();
    await refreshRatings(db(), [product.id]);
    expect(await productOf(product.id)).toMatchObject({ ratingCount: 2 });
    await report('review', bad!.id, 'offensive');

    // The author turned every e-mail category off: a statement of reasons reaches them all the same.
    await db()
      .insert(notificationPreferences)
      .values(emailCategories.map((category) => ({ userId: authors[1]!.id, category, email: false })));
    const enqueued: { name: string; data: { to: string; template: string; props: { message: string } } }[] = [];
    const queue = { enqueue: async (name: string, data: never) => void enqueued.push({ name, data }) } as never;
    const outcome = await moderateTarget({ ...deps(), queue }, admin, {
      targetType: 'review',
      targetId: bad!.id,
      verb: 'unpublish',
      reason: 'Propos injurieux envers le vendeur.',
    });
    expect(outcome).toMatchObject({ changed: true, resolvedReports: 1 });
    const [hidden] = await db().select().from(reviews).where(eq(reviews.id, bad!.id));
    expect(hidden).toMatchObject({ status: 'hidden', hiddenReason: 'Propos injurieux envers le vendeur.' });
    expect(await productOf(product.id)).toMatchObject({ ratingCount: 1 });
    expect(Number((await productOf(product.id)).ratingAvg)).toBe(5);
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, authors[1]!.id));
    expect(notice).toMatchObject({ title: 'Avis masqué par la modération', type: 'warning' });
    expect(notice?.message).toContain('Propos injurieux envers le vendeur.');
    // One e-mail to the author (the statement of reasons), one to the member who reported it (the decision).
    expect(enqueued.map((job) => [job.name, job.data.template]).sort()).toEqual([
      ['send-email', 'notice-decision'],
      ['send-email', 'notification'],
    ]);
    const toAuthor = enqueued.find((job) => job.data.template === 'notification');
    expect(toAuthor?.data.props.message).toContain('Propos injurieux envers le vendeur.');

    // Its author reads why, where they see their review; nobody else sees it.
    const own = await getReviewPermissions(
      deps(),
      buildViewer({ userId: authors[1]!.id }),
      {
        id: product.id,
        sellerId: sellerProfileId,
      },
      [],
    );
    expect(own.ownReview).toMatchObject({
      id: bad!.id,
      hidden: true,
      hiddenReason: 'Propos injurieux envers le vendeur.',
    });

    // No longer public.
    const publicReviews = (await (await ctx.app.request(`/api/v1/products/${product.slug}/reviews`)).json()) as {
      data: { id: string }[];
    };
    expect(publicReviews.data.map((r) => r.id)).not.toContain(bad!.id);

    const restored = await act('admin', 'review', bad!.id, 'restore', {
      reason: 'Après relecture, l’avis est recevable.',
    });
    expect(((await restored.json()) as { data: { changed: boolean } }).data.changed).toBe(true);
    expect(await productOf(product.id)).toMatchObject({ ratingCount: 2 });
  });

  it('removes a reported message: both participants see the marker, never the text; dismiss leaves content alone', async () => {
    const buyer = await createUser(db(), { email: 'buyer-msg@test.deploia.example', password, name: 'Client Message' });
    const buyerCookie = await ctx.signInCookies('buyer-msg@test.deploia.example', password);
    const [conversation] = await db()
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: sellerProfileId, lastMessageAt: new Date() })
      .returning();
    const [abusive, fine] = await db()
      .insert(messages)
      .values([
        {
          conversationId: conversation!.id,
          senderId: users.seller.id,
          body: 'Payez-moi hors plateforme sur ce lien douteux',
          createdAt: new Date(Date.now() - 60_000),
        },
        { conversationId: conversation!.id, senderId: buyer.id, body: 'Message tout à fait correct' },
      ])
      .returning();

    // A message nobody reported is out of the moderators' reach.
    expect((await act('admin', 'message', abusive!.id, 'unpublish', { reason })).status).toBe(404);
    await report('message', abusive!.id, 'scam');
    const queue = (await (
      await ctx.callJson('GET', '/api/v1/admin/moderation/reports?type=message', cookies.admin)
    ).json()) as { data: { targetId: string; preview: { body: string; buyerName: string; sellerName: string } }[] };
    expect(queue.data.find((item) => item.targetId === abusive!.id)?.preview).toMatchObject({
      body: 'Payez-moi hors plateforme sur ce lien douteux',
      buyerName: 'Client Message',
      sellerName: 'Studio Modéré',
    });

    const res = await act('admin', 'message', abusive!.id, 'unpublish', {
      reason: 'Tentative de paiement hors plateforme.',
    });
    expect(res.status).toBe(200);
    for (const cookie of [buyerCookie, cookies.seller]) {
      const thread = (await (
        await ctx.callJson('GET', `/api/v1/me/conversations/${conversation!.id}`, cookie)
      ).json()) as { data: { messages: MessageView[] } };
      const shown = thread.data.messages.find((m) => m.id === abusive!.id);
      expect(shown).toMatchObject({ body: '', hidden: true, attachment: null });
      expect(JSON.stringify(thread)).not.toContain('lien douteux');
      const html = render('/', ThreadPage, thread.data.messages);
      expect(html).toContain('Message retiré par la modération');
      expect(html).not.toContain('lien douteux');
      expect(html).toContain('Message tout à fait correct');
    }
    const inbox = (await (await ctx.callJson('GET', '/api/v1/me/conversations', buyerCookie)).json()) as {
      data: { lastMessage: { excerpt: string; hidden: boolean } }[];
    };
    expect(JSON.stringify(inbox)).not.toContain('lien douteux');
    const [senderNotice] = await db().select().from(notifications).where(eq(notifications.userId, users.seller.id));
    expect(senderNotice).toBeDefined();
    const moderationNotice = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, users.seller.id),
          sql`${notifications.title} = 'Message retiré par la modération'`,
        ),
      );
    expect(moderationNotice[0]?.message).toContain('Tentative de paiement hors plateforme.');

    // Dismiss: the reports are closed, the message stays as it is, nobody is told.
    await report('message', fine!.id, 'harassment');
    const before = (await db().select().from(notifications)).length;
    const dismissed = await act('admin', 'message', fine!.id, 'dismiss', { reason: 'Rien de répréhensible ici.' });
    expect(await dismissed.json()).toMatchObject({ data: { changed: true, resolvedReports: 1 } });
    const [kept] = await db().select().from(messages).where(eq(messages.id, fine!.id));
    expect(kept?.hiddenAt).toBeNull();
    const [closed] = await db().select().from(reports).where(eq(reports.targetId, fine!.id));
    expect(closed).toMatchObject({ status: 'dismissed', resolution: 'Rien de répréhensible ici.' });
    expect((await db().select().from(notifications)).length).toBe(before);
    const dismissedAgain = await act('admin', 'message', fine!.id, 'dismiss', { reason: 'Rien de répréhensible ici.' });
    expect(await dismissedAgain.json()).toMatchObject({ data: { changed: false } });
    const history = (await (
      await ctx.callJson('GET', '/api/v1/admin/moderation/reports?status=dismissed', cookies.admin)
    ).json()) as { data: { targetId: string }[] };
    expect(history.data.map((item) => item.targetId)).toContain(fine!.id);

    // The removed view lists it, to restore.
    const removed = answerOf<{ queue: { data: { targetId: string; removed: boolean }[] } }>(
      await moderationLoader(await args('/admin/moderation?view=removed&type=message', admin)),
    );
    expect(removed.data.queue.data).toEqual([expect.objectContaining({ targetId: abusive!.id, removed: true })]);
    const removedHtml = render('/admin/moderation', ModerationPage, removed.data);
    expect(removedHtml).toContain('value="restore"');
    expect(removedHtml).toContain('Retiré : Tentative de paiement hors plateforme.');
    expect(removedHtml).not.toContain('value="unpublish"');
  });

  it('seeds a couple of open demo reports, once', async () => {
    const first = await seedDemoReports(db());
    expect(first).toBeGreaterThan(0);
    expect(await seedDemoReports(db())).toBe(0);
  });
});
