import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import { loader as suggestionsLoader } from '../../app/routes/market/product-suggestions.ts';
import { loader as homeLoader } from '../../app/routes/marketing/home.tsx';
import type { ProductCard } from '../../core/catalog/product-card.ts';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_SHOWN } from '../../core/catalog/recently-viewed.ts';
import { recommendProducts } from '../../core/catalog/recommend-products.ts';
import {
  buildPaidOrder,
  buildViewer,
  createCategory,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { favorites, orderItems, orders, products } from '../../db/schema/index.ts';
import { isAnonymousRequest } from '../../server/middleware/anonymous.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Product = Awaited<ReturnType<typeof createProduct>>;
type OrderStatus = (typeof orders.$inferInsert)['status'];

/** An order of `products` by a new buyer, paid unless `status` says otherwise. */
async function order(products: Product[], status: OrderStatus = 'paid') {
  const buyer = await createUser(db());
  const built = buildPaidOrder({
    buyerId: buyer.id,
    lines: products.map((p) => ({ productId: p.id, sellerId: p.sellerId, title: p.title, unitPriceCents: 4900 })),
  });
  await db()
    .insert(orders)
    .values({ ...built.order, status });
  await db().insert(orderItems).values(built.items);
}

const titles = (cards: ProductCard[]) => cards.map((c) => c.title);

/** Takes a product off the market (after it was bought or viewed). */
const withdraw = (product: Product) =>
  db().update(products).set({ status: 'draft' }).where(eq(products.id, product.id));

describe('« Vous aimerez aussi » (recommendProducts)', () => {
  it('puts the products bought together first, the most shared first, then similar ones; never itself or an unpublished one', async () => {
    const category = await createCategory(db());
    const elsewhere = await createCategory(db());
    const product = await createProduct(db(), { categoryId: category.id, title: 'Agent support', tags: ['support'] });
    // Each in a category and with tags of its own: found only through the orders.
    const alone = (title: string) =>
      createProduct(db(), { categoryId: elsewhere.id, title, tags: [title.toLowerCase()] });
    const twice = await alone('Deux');
    const once = await alone('Une');
    const draft = await alone('Brouillon');
    const refunded = await alone('Remboursé');
    const unpaid = await alone('Impayé');
    const similar = await createProduct(db(), { categoryId: category.id, title: 'Assistant', tags: ['support'] });
    // Of another category: found through a shared word among the popular tier's products.
    const third = await createCategory(db());
    await createProduct(db(), { categoryId: third.id, title: 'Robot', tags: ['support'], popular: true });
    await createProduct(db(), { categoryId: third.id, title: 'Cuisine', tags: ['recettes'], popular: true });
    await order([product, once]);
    await order([product, twice, draft]);
    await order([product, twice]);
    await order([product, refunded], 'refunded');
    await order([product, unpaid], 'pending_payment');
    await withdraw(draft);

    const cards = await recommendProducts(db(), product.id);
    expect(titles(cards)).toEqual(['Deux', 'Une', 'Assistant', 'Robot']);
    expect(cards[2]?.id).toBe(similar.id);
    // The catalogue's card, as the listing shows it.
    expect(cards[0]).toMatchObject({
      slug: twice.slug,
      seller: { id: twice.sellerId },
      category: { slug: elsewhere.slug },
    });
  });

  it('spans sellers: two cards of one seller at most, one of the product’s own seller', async () => {
    const category = await createCategory(db());
    const own = await createSeller(db());
    const busy = await createSeller(db());
    const product = await createProduct(db(), { sellerId: own.id, categoryId: category.id });
    const ofOwn = await Promise.all(
      [1, 2].map(() => createProduct(db(), { sellerId: own.id, categoryId: category.id })),
    );
    const ofBusy = await Promise.all(
      [1, 2, 3].map(() => createProduct(db(), { sellerId: busy.id, categoryId: category.id })),
    );
    const other = await createProduct(db(), { categoryId: category.id });
    await order([product, ...ofOwn, ...ofBusy]);

    const cards = await recommendProducts(db(), product.id);
    expect(cards).toHaveLength(4);
    const sellers = cards.map((c) => c.seller.id);
    expect(sellers.filter((id) => id === own.id)).toHaveLength(1);
    expect(sellers.filter((id) => id === busy.id)).toHaveLength(2);
    // Bought together first (one of the own seller's, two of the busy one's), then a similar one of another seller.
    expect(cards[3]?.id).toBe(other.id);
    expect(cards.map((c) => c.id)).not.toContain(product.id);
  });
});

describe('GET /api/v1/products/:slug/recommendations', () => {
  it('answers the cards of the catalogue API, and 404 for an unknown or unpublished slug', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), { categoryId: category.id });
    const other = await createProduct(db(), { categoryId: category.id });
    const draft = await createProduct(db(), { status: 'draft' });

    const res = await ctx.callJson('GET', `/api/v1/products/${product.slug}/recommendations`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: ProductCard[] };
    expect(data.map((c) => c.id)).toEqual([other.id]);
    const listing = (await (await ctx.callJson('GET', '/api/v1/products?per_page=50')).json()) as {
      data: ProductCard[];
    };
    expect(data[0]).toEqual(listing.data.find((c) => c.id === other.id));

    for (const slug of ['nothing-here', draft.slug]) {
      const missing = await ctx.callJson('GET', `/api/v1/products/${slug}/recommendations`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: { code: 'product_not_found' } });
    }
  });
});

describe('/product/:slug/suggestions (the page’s « Vous aimerez aussi », fetched when scrolled near)', () => {
  const suggestions = async (slug: string, viewer: Awaited<ReturnType<typeof buildViewer>> | null = null) => {
    try {
      return (await suggestionsLoader(
        await routeArgs(ctx.testApp, `/product/${slug}/suggestions`, viewer, { params: { slug } }),
      )) as Response;
    } catch (thrown) {
      return thrown as { init?: { status?: number } };
    }
  };

  it('answers the cards with the reader’s favourites among them, cacheable for visitors only', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), { categoryId: category.id });
    const other = await createProduct(db(), { categoryId: category.id });
    const visitor = (await suggestions(product.slug)) as Response;
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await visitor.json()).toMatchObject({ recommended: [{ id: other.id }], favoriteIds: [] });

    const member = await createUser(db());
    const viewer = buildViewer({ userId: member.id, email: member.email });
    await db().insert(favorites).values({ userId: member.id, productId: other.id });
    const signedIn = (await suggestions(product.slug, viewer)) as Response;
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(await signedIn.json()).toMatchObject({ favoriteIds: [other.id] });
  });

  it('is not found for an unknown or unpublished product', async () => {
    const draft = await createProduct(db(), { status: 'draft' });
    for (const slug of ['nothing-here', draft.slug]) {
      expect(await suggestions(slug)).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe('« Récemment consultés »', () => {
  const beacon = (slug: string, cookie = '') =>
    ctx.app.request(`/api/v1/products/${slug}/views`, {
      method: 'POST',
      headers: { origin: testOrigin, 'user-agent': browser, ...(cookie ? { cookie } : {}) },
    });
  /** The recently-viewed cookie a beacon's answer set, as the Cookie header to send next. */
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('deploia_recent='))!;
  const pair = (setCookie: string) => setCookie.split(';')[0]!;

  it('is remembered by the view beacon: the latest first, once each, eight at most', async () => {
    const viewed = await Promise.all(Array.from({ length: RECENTLY_VIEWED_MAX + 2 }, () => createProduct(db())));
    const first = await beacon(viewed[0]!.slug);
    expect(cookieOf(first)).toBe(`deploia_recent=${viewed[0]!.id}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax`);
    let cookie = pair(cookieOf(first));
    for (const product of [...viewed.slice(1), viewed[3]!]) cookie = pair(cookieOf(await beacon(product.slug, cookie)));
    const ids = cookie.slice('deploia_recent='.length).split('.');
    const expected = [
      viewed[3]!,
      ...viewed
        .slice(1)
        .reverse()
        .filter((p) => p !== viewed[3]),
    ].map((p) => p.id);
    expect(ids).toEqual(expected.slice(0, RECENTLY_VIEWED_MAX));
    // Four are shown, the latest first.
    const home = answerOf<{ recentlyViewed: ProductCard[] }>(
      await homeLoader(await routeArgs(ctx.testApp, '/', null, { init: { headers: { cookie } } })),
    );
    expect(home.data.recentlyViewed.map((c) => c.id)).toEqual(expected.slice(0, RECENTLY_VIEWED_SHOWN));
    // An unknown product changes nothing.
    expect((await beacon('nothing-here', cookie)).headers.getSetCookie()).toEqual([]);
  });

  it('shows on the landing page and on another product’s page, published products only, the page’s own left out', async () => {
    const [seen, current, withdrawn] = await Promise.all([1, 2, 3].map(() => createProduct(db())));
    let cookie = '';
    for (const p of [seen!, withdrawn!, current!]) cookie = pair(cookieOf(await beacon(p.slug, cookie)));
    await withdraw(withdrawn!);

    const home = answerOf<{ recentlyViewed: ProductCard[] }>(
      await homeLoader(await routeArgs(ctx.testApp, '/', null, { init: { headers: { cookie } } })),
    );
    expect(home.data.recentlyViewed.map((c) => c.id)).toEqual([current!.id, seen!.id]);

    const page = answerOf<{ recentlyViewed: ProductCard[] }>(
      await productLoader(
        await routeArgs(ctx.testApp, `/product/${current!.slug}`, null, {
          init: { headers: { cookie } },
          params: { slug: current!.slug },
        }),
      ),
    );
    expect(page.data.recentlyViewed.map((c) => c.id)).toEqual([seen!.id]);
  });

  it('ignores a tampered, oversized or missing cookie', async () => {
    const product = await createProduct(db());
    for (const value of ['', 'nope', `${product.id}.x`, Array(9).fill(product.id).join('.'), "'; drop table x"]) {
      const home = answerOf<{ recentlyViewed: ProductCard[] }>(
        await homeLoader(
          await routeArgs(ctx.testApp, '/', null, { init: { headers: { cookie: `deploia_recent=${value}` } } }),
        ),
      );
      expect(home.data.recentlyViewed, value).toEqual([]);
    }
    const fresh = await homeLoader(await routeArgs(ctx.testApp, '/', null));
    expect(answerOf<{ recentlyViewed: ProductCard[] }>(fresh).data.recentlyViewed).toEqual([]);
  });

  it('keeps a page of a browser holding the cookie out of every shared cache', async () => {
    const cookie = `deploia_recent=${(await createProduct(db())).id}`;
    expect(isAnonymousRequest(new Headers({ cookie }))).toBe(false);
    const personal = await ctx.callJson('GET', '/api/v1/products', cookie);
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    const shared = await ctx.callJson('GET', '/api/v1/products');
    expect(shared.headers.get('cache-control')).toMatch(/^public|^no-cache/);
  });
});
