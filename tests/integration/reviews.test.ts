import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as reviewsAction, loader as reviewsLoader } from '../../app/routes/market/reviews.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createReview } from '../../core/reviews/create-review.ts';
import { deleteReview } from '../../core/reviews/delete-review.ts';
import { listProductReviews } from '../../core/reviews/list-product-reviews.ts';
import { replyToReview } from '../../core/reviews/reply-to-review.ts';
import { reportReview } from '../../core/reviews/report-review.ts';
import { updateReview } from '../../core/reviews/update-review.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import {
  buildReview,
  buildViewer,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { orderItems, orders, products, refunds, reports, reviews } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ({ db: db(), clock: { now: () => new Date() } });
const password = 'Des-avis-bien-verifies-1';

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

type Product = Awaited<ReturnType<typeof createProduct>>;

/** A user who can sign in, as a use-case viewer. */
async function member(email?: string) {
  const u = await createUser(db(), { email, password });
  return { id: u.id, email: u.email, viewer: buildViewer({ userId: u.id, email: u.email }) as Viewer };
}

/** A member who paid for `product` `paidDaysAgo` days ago. */
async function buyer(product: Product, paidDaysAgo = 10, email?: string) {
  const m = await member(email);
  const order = await createPaidOrder(db(), {
    buyerId: m.id,
    paidAt: daysAgo(paidDaysAgo),
    lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
  });
  return { ...m, order };
}

async function signedIn(email: string) {
  const res = await ctx.postJson('/api/auth/sign-in/email', { email, password });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const input = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Très utile',
  body: 'Installé en une heure, il répond bien à nos clients.',
  experiencedAt: dayOf(daysAgo(2)),
  ...overrides,
});

const reviewRows = (productId: string) => db().select().from(reviews).where(eq(reviews.productId, productId));
const ratingOf = async (productId: string) => {
  const [p] = await db()
    .select({ avg: products.ratingAvg, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return p!;
};
/** The exact figures, straight from the reviews. */
const trueRating = async (productId: string) => {
  const [r] = await rows<{ n: number; avg: string | null }>(
    db(),
    sql`select count(*)::int as n, round(avg(rating), 2)::text as avg from reviews
        where product_id = ${productId} and status = 'published'`,
  );
  return { count: r!.n, avg: Number(r!.avg ?? 0) };
};

const call = ctx.callJson;

describe('writing a review', () => {
  let product: Product;
  beforeAll(async () => {
    product = await createProduct(db(), { title: 'Agent de support' });
  });

  it('refuses a non-buyer with 403 not_a_buyer and writes nothing', async () => {
    const { viewer } = await member();
    await expect(createReview(deps(), viewer, product.slug, input())).rejects.toMatchObject({
      code: 'not_a_buyer',
      status: 403,
    });
    expect(await reviewRows(product.id)).toHaveLength(0);
    expect(await ratingOf(product.id)).toEqual({ avg: 0, count: 0 });
  });

  it('refuses a buyer whose order is unpaid, or refunded (on the line, the order or by a refund)', async () => {
    for (const change of ['pending', 'refunded-order', 'refunded-line', 'refund'] as const) {
      const b = await buyer(product);
      const orderId = b.order.order.id;
      const itemId = b.order.items[0]!.id;
      if (change === 'pending')
        await db().update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, orderId));
      if (change === 'refunded-order')
        await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
      if (change === 'refunded-line')
        await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, itemId));
      if (change === 'refund') {
        await db()
          .insert(refunds)
          .values({ orderId, orderItemId: itemId, amountCents: 4900, reason: 'test', status: 'succeeded' });
      }
      await expect(createReview(deps(), b.viewer, product.slug, input()), change).rejects.toMatchObject({
        code: 'not_a_buyer',
      });
    }
    expect(await reviewRows(product.id)).toHaveLength(0);
  });

  it('refuses a visitor (401), an unknown product (404) and the seller of the product (403)', async () => {
    await expect(createReview(deps(), null, product.slug, input())).rejects.toMatchObject({ status: 401 });
    const b = await buyer(product);
    await expect(createReview(deps(), b.viewer, 'nexiste-pas', input())).rejects.toMatchObject({
      code: 'product_not_found',
      status: 404,
    });
    const sellerUser = await rows<{ user_id: string }>(
      db(),
      sql`select user_id from seller_profiles where id = ${product.sellerId}`,
    );
    const sellerViewer = buildViewer({ userId: sellerUser[0]!.user_id });
    await createPaidOrder(db(), {
      buyerId: sellerViewer.userId,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
    });
    await expect(createReview(deps(), sellerViewer, product.slug, input())).rejects.toMatchObject({
      code: 'own_product',
      status: 403,
    });
  });

  it('checks the date of the experience: not in the future, not before the order', async () => {
    const b = await buyer(product, 5);
    await expect(
      createReview(
        deps(),
        b.viewer,
        product.slug,
        input({ experiencedAt: dayOf(new Date(Date.now() + 2 * 86_400_000)) }),
      ),
    ).rejects.toMatchObject({ code: 'experienced_at_future', status: 400, details: { field: 'experiencedAt' } });
    await expect(
      createReview(deps(), b.viewer, product.slug, input({ experiencedAt: dayOf(daysAgo(7)) })),
    ).rejects.toMatchObject({ code: 'experienced_at_before_order' });
    await expect(
      createReview(deps(), b.viewer, product.slug, input({ experiencedAt: '2026-02-30' })),
    ).rejects.toMatchObject({ name: 'ZodError' });
    expect((await reviewRows(product.id)).filter((r) => r.buyerId === b.id)).toHaveLength(0);
  });

  it('publishes a buyer’s review once, edits and deletes it, keeping the rating exact', async () => {
    const p = await createProduct(db(), { title: 'Chatbot RH' });
    const b = await buyer(p);
    const created = await createReview(deps(), b.viewer, p.slug, input({ rating: 5, experiencedAt: today() }));
    expect(created).toMatchObject({ rating: 5, title: 'Très utile', experiencedAt: today(), sellerReply: null });
    const [row] = await reviewRows(p.id);
    expect(row).toMatchObject({ buyerId: b.id, orderItemId: b.order.items[0]!.id, status: 'published' });
    expect(await ratingOf(p.id)).toEqual({ avg: 5, count: 1 });

    await expect(createReview(deps(), b.viewer, p.slug, input())).rejects.toMatchObject({
      code: 'already_reviewed',
      status: 409,
    });
    expect(await reviewRows(p.id)).toHaveLength(1);

    const other = await buyer(p);
    await createReview(deps(), other.viewer, p.slug, input({ rating: 2 }));
    expect(await ratingOf(p.id)).toEqual({ avg: 3.5, count: 2 });

    const edited = await updateReview(deps(), b.viewer, created.id, input({ rating: 3, title: 'Bien, sans plus' }));
    expect(edited).toMatchObject({ rating: 3, title: 'Bien, sans plus' });
    expect(await ratingOf(p.id)).toEqual({ avg: 2.5, count: 2 });

    // Someone else's review is not found for them, and stays as it is.
    await expect(updateReview(deps(), other.viewer, created.id, input())).rejects.toMatchObject({
      code: 'review_not_found',
      status: 404,
    });
    await expect(deleteReview(deps(), other.viewer, created.id)).rejects.toMatchObject({ code: 'review_not_found' });
    await expect(deleteReview(deps(), b.viewer, 'pas-un-uuid')).rejects.toMatchObject({ code: 'review_not_found' });

    await deleteReview(deps(), b.viewer, created.id);
    expect(await reviewRows(p.id)).toHaveLength(1);
    expect(await ratingOf(p.id)).toEqual({ avg: 2, count: 1 });
    // Deleted, the buyer may write again.
    await createReview(deps(), b.viewer, p.slug, input({ rating: 4 }));
    expect(await ratingOf(p.id)).toEqual({ avg: 3, count: 2 });
  });
});

describe('seller replies and reports', () => {
  let product: Product;
  let sellerViewer: Viewer;
  let reviewId: string;
  let author: Awaited<ReturnType<typeof buyer>>;
  beforeAll(async () => {
    const sellerUser = await member();
    const seller = await createSeller(db(), { userId: sellerUser.id });
    sellerViewer = sellerUser.viewer;
    product = await createProduct(db(), { title: 'Automatisation devis', sellerId: seller.id });
    author = await buyer(product);
    reviewId = (await createReview(deps(), author.viewer, product.slug, input())).id;
  });

  it('lets the product’s seller reply once, then edit the reply; nobody else', async () => {
    const stranger = await member();
    await expect(replyToReview(deps(), stranger.viewer, reviewId, { reply: 'Merci !' })).rejects.toMatchObject({
      code: 'not_product_seller',
      status: 403,
    });
    await expect(replyToReview(deps(), author.viewer, reviewId, { reply: 'Moi-même' })).rejects.toMatchObject({
      code: 'not_product_seller',
    });
    await expect(replyToReview(deps(), sellerViewer, reviewId, { reply: 'Corrigée' }, 'edit')).rejects.toMatchObject({
      code: 'reply_not_found',
      status: 404,
    });

    const replied = await replyToReview(deps(), sellerViewer, reviewId, { reply: 'Merci pour votre retour !' });
    expect(replied.sellerReply).toBe('Merci pour votre retour !');
    await expect(replyToReview(deps(), sellerViewer, reviewId, { reply: 'Encore' })).rejects.toMatchObject({
      code: 'reply_exists',
      status: 409,
    });
    const edited = await replyToReview(deps(), sellerViewer, reviewId, { reply: 'Merci, à bientôt.' }, 'edit');
    expect(edited.sellerReply).toBe('Merci, à bientôt.');
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.replyAt).toBeInstanceOf(Date);
  });

  it('takes one report per user and review into reports', async () => {
    const reporter = await member();
    await expect(reportReview(deps(), null, reviewId, { reason: 'spam' })).rejects.toMatchObject({ status: 401 });
    await expect(reportReview(deps(), reporter.viewer, reviewId, { reason: 'nope' })).rejects.toMatchObject({
      name: 'ZodError',
    });
    await reportReview(deps(), reporter.viewer, reviewId, { reason: 'fake', details: 'Jamais acheté' });
    await expect(reportReview(deps(), reporter.viewer, reviewId, { reason: 'spam' })).rejects.toMatchObject({
      code: 'already_reported',
      status: 409,
    });
    await expect(reportReview(deps(), reporter.viewer, crypto.randomUUID(), { reason: 'spam' })).rejects.toMatchObject({
      code: 'review_not_found',
    });
    const stored = await db().select().from(reports).where(eq(reports.targetId, reviewId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporterId: reporter.id,
      targetType: 'review',
      reason: 'fake',
      details: 'Jamais acheté',
      status: 'open',
    });
    // The database refuses a second row on its own too.
    await expect(
      db()
        .insert(reports)
        .values({ reporterId: reporter.id, targetType: 'review', targetId: reviewId, reason: 'spam' }),
    ).rejects.toThrow();
  });
});

describe('concurrent writes', () => {
  it('keep the product’s and the seller’s figures exact', async () => {
    const seller = await createSeller(db());
    const [p1, p2] = [
      await createProduct(db(), { title: 'Produit concurrent A', sellerId: seller.id }),
      await createProduct(db(), { title: 'Produit concurrent B', sellerId: seller.id }),
    ];
    const buyers = await Promise.all(Array.from({ length: 30 }, async (_, i) => buyer(i % 2 === 0 ? p1! : p2!)));
    const exact = async () => {
      for (const p of [p1!, p2!]) {
        const counted = await trueRating(p.id);
        expect(await ratingOf(p.id)).toEqual(counted);
        expect(counted.count).toBe((await reviewRows(p.id)).length);
      }
    };
    // Everyone writes at once, with ratings 1..5 in turn.
    const written = await Promise.all(
      buyers.map((b, i) =>
        createReview(deps(), b.viewer, (i % 2 === 0 ? p1 : p2)!.slug, input({ rating: (i % 5) + 1 })),
      ),
    );
    await exact();
    // Rounds of everyone rewriting at once (a lost recount shows up in some round on PostgreSQL without the lock).
    for (const round of [1, 2, 3]) {
      await Promise.all(
        buyers.map((b, i) =>
          updateReview(deps(), b.viewer, written[i]!.id, input({ rating: ((i + round * 2) % 5) + 1 })),
        ),
      );
      await exact();
    }
    // Then, at once: half edit theirs, a quarter delete theirs, and the first buyer tries to write twice more.
    await Promise.allSettled([
      ...buyers.map((b, i) =>
        i % 4 === 0
          ? deleteReview(deps(), b.viewer, written[i]!.id)
          : i % 2 === 1
            ? updateReview(deps(), b.viewer, written[i]!.id, input({ rating: 5 - (i % 5) }))
            : Promise.resolve(),
      ),
      createReview(deps(), buyers[1]!.viewer, p2!.slug, input()),
      createReview(deps(), buyers[1]!.viewer, p2!.slug, input()),
    ]);
    await exact();
    const all = await rows<{ n: number; avg: number }>(
      db(),
      sql`select count(*)::int as n, avg(r.rating)::float8 as avg from reviews r
          join products p on p.id = r.product_id where p.seller_id = ${seller.id} and r.status = 'published'`,
    );
    const page = await getSellerPage({ db: db() }, seller.id, 1);
    expect(page.ratingCount).toBe(all[0]!.n);
    expect(page.ratingAvg).toBe(Math.round(all[0]!.avg * 10) / 10);
  });
});

describe('listing', () => {
  it('pages the published reviews newest first with the distribution', async () => {
    const p = await createProduct(db(), { title: 'Produit très commenté' });
    const ratings = [5, 5, 5, 4, 4, 3, 1, 5, 4, 5, 2, 5];
    for (const [i, rating] of ratings.entries()) {
      const u = await createUser(db());
      await db()
        .insert(reviews)
        .values(
          buildReview({ productId: p.id, buyerId: u.id, rating, title: `Avis ${i}`, createdAt: daysAgo(30 - i) }),
        );
    }
    const hiddenAuthor = await createUser(db());
    await db()
      .insert(reviews)
      .values(buildReview({ productId: p.id, buyerId: hiddenAuthor.id, rating: 1, status: 'hidden' }));

    const first = await listProductReviews({ db: db() }, p.slug, { page: 1, per_page: 10 });
    expect(first.rating).toEqual({ average: 4, count: 12, distribution: { 1: 1, 2: 1, 3: 1, 4: 3, 5: 6 } });
    expect(first.meta).toEqual({ total: 12, page: 1, per_page: 10, pages: 2 });
    expect(first.data.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Avis ${11 - i}`));
    const second = await listProductReviews({ db: db() }, p.slug, { page: 2, per_page: 10 });
    expect(second.data.map((r) => r.title)).toEqual(['Avis 1', 'Avis 0']);
    await expect(listProductReviews({ db: db() }, 'inconnu', { page: 1, per_page: 10 })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('/api/v1 reviews', () => {
  let product: Product;
  let alice: Awaited<ReturnType<typeof buyer>> & { cookie: string };
  beforeAll(async () => {
    product = await createProduct(db(), { title: 'Produit API' });
    const b = await buyer(product, 10, 'alice-avis@example.com');
    alice = { ...b, cookie: await signedIn(b.email) };
  });

  it('lists publicly with the rating distribution; 404 for an unknown slug, 400 for a bad page', async () => {
    const res = await call('GET', `/api/v1/products/${product.slug}/reviews`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toMatchObject({ total: 0, page: 1, per_page: 10, rating: { count: 0 } });
    expect((await call('GET', '/api/v1/products/inconnu/reviews')).status).toBe(404);
    for (const query of ['page=0', 'page=abc', 'per_page=51']) {
      const bad = await call('GET', `/api/v1/products/${product.slug}/reviews?${query}`);
      expect(bad.status).toBe(400);
    }
  });

  it('answers a visitor 401 on every write', async () => {
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ['POST', `/api/v1/products/${product.slug}/reviews`],
      ['PATCH', `/api/v1/reviews/${id}`],
      ['DELETE', `/api/v1/reviews/${id}`],
      ['POST', `/api/v1/reviews/${id}/reply`],
      ['POST', `/api/v1/reviews/${id}/report`],
    ] as const) {
      const res = await call(method, path, '', method === 'DELETE' ? undefined : input());
      expect(res.status, path).toBe(401);
    }
  });

  it('refuses a non-buyer 403 and writes nothing', async () => {
    const stranger = await member('etranger-avis@example.com');
    const res = await call('POST', `/api/v1/products/${product.slug}/reviews`, await signedIn(stranger.email), input());
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('not_a_buyer');
    expect(await reviewRows(product.id)).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'rating=5', []],
    ['an empty object', {}, ['rating', 'title', 'body', 'experiencedAt']],
    ['a rating of 6', input({ rating: 6 }), ['rating']],
    ['a short text and a bad date', input({ body: 'Bof', experiencedAt: '22/11/2026' }), ['body', 'experiencedAt']],
    ['an unknown key', { ...input(), buyerId: crypto.randomUUID() }, ['buyerId']],
  ])('answers 400 invalid_request, with translated field errors, to %s', async (_, body, paths) => {
    const res = await call('POST', `/api/v1/products/${product.slug}/reviews`, alice.cookie, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_request');
    const fields = (error.details?.fields ?? []) as { path: string; code: string; message: string }[];
    expect(fields.map((f) => f.path)).toEqual(paths);
    for (const field of fields) expect(field.message).not.toMatch(/^[a-z_]+$/);
    expect(await reviewRows(product.id)).toHaveLength(0);
  });

  it('translates the field errors into the request’s language', async () => {
    const fr = await (
      await call('POST', `/api/v1/products/${product.slug}/reviews`, alice.cookie, input({ rating: 0 }))
    ).json();
    expect(fr.error.details.fields[0]).toEqual({
      path: 'rating',
      code: 'rating_required',
      message: 'Choisissez une note de 1 à 5 étoiles.',
    });
    const en = await (
      await call('POST', `/api/v1/products/${product.slug}/reviews?lang=en`, alice.cookie, input({ rating: 0 }))
    ).json();
    expect(en.error.details.fields[0].message).toBe('Choose a rating from 1 to 5 stars.');
  });

  it('writes (201), refuses a second (409), edits, replies, reports and deletes', async () => {
    const created = await call('POST', `/api/v1/products/${product.slug}/reviews`, alice.cookie, input({ rating: 5 }));
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ rating: 5, title: 'Très utile' });
    const again = await call('POST', `/api/v1/products/${product.slug}/reviews`, alice.cookie, input());
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_reviewed');

    // Another URL than the first test's: anonymous GETs of the API are kept a few seconds by the response cache.
    const listed = await (await call('GET', `/api/v1/products/${product.slug}/reviews?per_page=5`)).json();
    expect(listed.meta.rating).toEqual({
      average: 5,
      count: 1,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
    });
    expect(listed.data.map((r: { id: string }) => r.id)).toEqual([data.id]);

    const edited = await call('PATCH', `/api/v1/reviews/${data.id}`, alice.cookie, input({ rating: 3 }));
    expect(edited.status).toBe(200);
    expect((await edited.json()).data.rating).toBe(3);
    expect(await ratingOf(product.id)).toEqual({ avg: 3, count: 1 });

    const reply = await call('POST', `/api/v1/reviews/${data.id}/reply`, alice.cookie, { reply: 'Moi' });
    expect(reply.status).toBe(403);

    const bob = await member('bob-avis@example.com');
    const bobCookie = await signedIn(bob.email);
    const reported = await call('POST', `/api/v1/reviews/${data.id}/report`, bobCookie, { reason: 'spam' });
    expect(reported.status).toBe(201);
    const twice = await call('POST', `/api/v1/reviews/${data.id}/report`, bobCookie, { reason: 'spam' });
    expect(twice.status).toBe(409);
    const badReason = await call('POST', `/api/v1/reviews/${data.id}/report`, bobCookie, { reason: 'meh' });
    expect(badReason.status).toBe(400);
    expect((await call('DELETE', `/api/v1/reviews/${data.id}`, bobCookie)).status).toBe(404);
    expect((await call('DELETE', '/api/v1/reviews/pas-un-uuid', bobCookie)).status).toBe(404);

    expect((await call('DELETE', `/api/v1/reviews/${data.id}`, alice.cookie)).status).toBe(204);
    expect(await reviewRows(product.id)).toHaveLength(0);
    expect(await ratingOf(product.id)).toEqual({ avg: 0, count: 0 });
  });
});

describe('the /product/:slug/reviews page', () => {
  const args = async (path: string, cookie = '', init?: RequestInit) => {
    const url = new URL(path, testOrigin);
    const { context } = await pageContext(ctx.testApp, new Headers(cookie ? { cookie } : {}));
    const slug = url.pathname.split('/')[2]!;
    return { url, request: new Request(url, init), context, params: { slug } };
  };
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    args(path, cookie, { method: 'POST', body: new URLSearchParams(fields) });

  it('answers 404 for an unknown product and goes back to the last page past it', async () => {
    const missing = await reviewsLoader((await args('/product/inconnu/reviews')) as never).catch((e) => e);
    expect(missing).toMatchObject({ init: { status: 404 } });
    const p = await createProduct(db(), { title: 'Sans avis' });
    const past = await reviewsLoader((await args(`/product/${p.slug}/reviews?page=3`)) as never).catch((e) => e);
    expect(past).toBeInstanceOf(Response);
    expect((past as Response).headers.get('location')).toBe(`/product/${p.slug}/reviews`);
    const bad = await reviewsLoader((await args(`/product/${p.slug}/reviews?page=0`)) as never).catch((e) => e);
    expect(bad).toMatchObject({ init: { status: 400 } });
  });

  it('shows a visitor the list, a buyer the form; the action writes for a buyer and refuses a non-buyer', async () => {
    const p = await createProduct(db(), { title: 'Produit page' });
    const visitor = await reviewsLoader((await args(`/product/${p.slug}/reviews`)) as never);
    expect(visitor.permissions).toMatchObject({ role: 'visitor', canWrite: false });

    const b = await buyer(p, 3, 'carla-avis@example.com');
    const cookie = await signedIn(b.email);
    /** The reviews page’s action answering a new review posted with the Cookie header `session`. */
    const postReview = async <T>(session: string, fields: Record<string, string>) =>
      answerOf<T>(
        await reviewsAction(
          (await post(`/product/${p.slug}/reviews`, session, { intent: 'create', ...fields })) as never,
        ),
      );
    const forBuyer = await reviewsLoader((await args(`/product/${p.slug}/reviews`, cookie)) as never);
    expect(forBuyer.permissions).toMatchObject({
      role: 'buyer',
      canWrite: true,
      experienceDays: { min: dayOf(daysAgo(3)), max: today() },
    });

    const invalid = await postReview<{ fieldErrors: Record<string, string> }>(cookie, {
      rating: '',
      title: 'x',
      body: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.fieldErrors).toEqual({
      rating: 'rating_required',
      title: 'title_too_short',
      body: 'body_required',
      experiencedAt: 'experienced_at_required',
    });

    const stranger = await member('dan-avis@example.com');
    const refused = await postReview<{ error: string }>(await signedIn(stranger.email), {
      title: 'Jamais acheté',
      body: 'Un avis de quelqu’un qui n’a rien payé.',
      experiencedAt: today(),
      rating: '5',
    });
    expect(refused).toMatchObject({ status: 403, data: { error: 'not_a_buyer' } });
    expect(await reviewRows(p.id)).toHaveLength(0);

    const written = await postReview(cookie, {
      rating: '4',
      title: 'Très bien',
      body: 'Mis en place en une matinée.',
      experiencedAt: today(),
    });
    expect(written).toMatchObject({ status: 200, data: { ok: true, intent: 'create' } });
    const after = await reviewsLoader((await args(`/product/${p.slug}/reviews`, cookie)) as never);
    expect(after.permissions).toMatchObject({ canWrite: false, ownReview: { title: 'Très bien', rating: 4 } });
    expect(after.reviews.rating.distribution[4]).toBe(1);
  });
});
