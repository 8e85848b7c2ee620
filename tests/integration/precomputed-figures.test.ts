import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderateTarget } from '../../core/admin/moderation/moderate-target.ts';
import { getLandingHighlights } from '../../core/catalog/get-landing-highlights.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import { createReview } from '../../core/reviews/create-review.ts';
import { parisDay } from '../../core/reviews/purchase.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { buildViewer, createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { priceHistory, products, reviews } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', SANDBOX_DUPLICATE_RATE: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

/** Each seller's figures over their published products, summed now from the products themselves. */
const liveSellerFigures = () =>
  rows<{ seller_id: string; figures: string }>(
    db(),
    sql`select seller_id, concat_ws('|', count(*), sum(sales_count), sum(rating_count),
                                    trim_scale(sum(rating_avg * rating_count))) as figures
        from products where status = 'published' group by seller_id order by seller_id`,
  );
/** The same figures as `seller_catalog_stats` keeps them (a seller left with nothing published counts as absent). */
const keptSellerFigures = () =>
  rows<{ seller_id: string; figures: string }>(
    db(),
    sql`select seller_id, concat_ws('|', product_count, sales_count, rating_count, trim_scale(rating_total)) as figures
        from seller_catalog_stats
        where (product_count, sales_count, rating_count, rating_total) <> (0, 0, 0, 0) order by seller_id`,
  );

async function expectKeptFiguresLive() {
  expect(await keptSellerFigures()).toEqual(await liveSellerFigures());
  // The landing's category counts are the marketplace's facets, so both pages say the same.
  const landing = await getLandingHighlights({ db: db() });
  const market = await listProducts({ db: db() }, listProductsQuery.parse({}));
  expect(Object.fromEntries(landing.categories.map((c) => [c.slug, c.count]))).toEqual(
    Object.fromEntries(market.meta.facets.category.map((c) => [c.slug, c.count])),
  );
}

/** A sale as a buyer makes it: an order placed and paid through the sandbox provider. */
async function buy(productId: string) {
  const user = await createUser(db());
  const viewer = buildViewer({ userId: user.id, email: user.email });
  await payThroughSandbox(ctx, viewer, [{ productId, quantity: 1 }]);
  return viewer;
}

const landing = () => getLandingHighlights({ db: db() });
const countsOf = async () => Object.fromEntries((await landing()).categories.map((c) => [c.slug, c.count]));

describe('the figures the pages read instead of counting the catalogue', () => {
  it('follow publication, sales, reviews, price changes, moderation, a change of seller and deletion', async () => {
    const writing = await createCategory(db(), { slug: 'redaction', sort: 1 });
    const voice = await createCategory(db(), { slug: 'voix', sort: 2 });
    const nova = await createSeller(db(), { publicName: 'Atelier Nova', certifiedAt: new Date('2025-01-01') });
    const orbit = await createSeller(db(), { publicName: 'Orbit Lab', certifiedAt: new Date('2025-01-01') });
    const rated = { ratingAvg: 4.5, ratingCount: 2 };
    const essay = await createProduct(db(), { sellerId: nova.id, categoryId: writing.id, salesCount: 10, ...rated });
    const dubbing = await createProduct(db(), { sellerId: orbit.id, categoryId: voice.id, salesCount: 5, ...rated });
    const draft = await createProduct(db(), {
      sellerId: nova.id,
      categoryId: voice.id,
      salesCount: 100,
      ratingAvg: 5,
      ratingCount: 10,
      status: 'draft',
      publishedAt: null,
    });
    await expectKeptFiguresLive();
    expect(await countsOf()).toEqual({ redaction: 1, voix: 1 });
    expect((await landing()).creators.map((c) => [c.name, c.productCount, c.salesCount])).toEqual([
      ['Atelier Nova', 1, 10],
      ['Orbit Lab', 1, 5],
    ]);

    // Published: counted in its category, featured first (the best seller), its seller's figures grow.
    await db().update(products).set({ status: 'published', publishedAt: new Date() }).where(eq(products.id, draft.id));
    await expectKeptFiguresLive();
    expect(await countsOf()).toEqual({ redaction: 1, voix: 2 });
    expect((await landing()).featured.map((p) => p.id)).toEqual([draft.id, essay.id, dubbing.id]);
    expect(await getSellerPage({ db: db() }, nova.id, 1)).toMatchObject({
      salesCount: 110,
      ratingCount: 12,
      ratingAvg: 4.9, // (5 × 10 + 4.5 × 2) / 12 = 4.92
      products: { total: 2 },
    });
    expect((await getProduct({ db: db() }, essay.slug)).moreFromSeller.map((p) => p.id)).toEqual([draft.id]);

    // A sale, paid through the provider, counts on the landing's creators and the seller page at once.
    const buyer = await buy(dubbing.id);
    await expectKeptFiguresLive();
    expect((await landing()).creators.find((c) => c.id === orbit.id)?.salesCount).toBe(6);
    expect((await getSellerPage({ db: db() }, orbit.id, 1)).salesCount).toBe(6);

    // The buyer's review: the product's rating, the seller's figures and the seller page's latest reviews.
    await createReview({ db: db(), clock: { now: () => new Date() } }, buyer, dubbing.slug, {
      rating: 2,
      title: 'Décevant',
      body: 'La voix synthétique sonne faux sur les noms propres.',
      // Today in France, as the rule reads it (the UTC date is yesterday's there after 22:00 or 23:00 UTC).
      experiencedAt: parisDay(new Date()),
    });
    await expectKeptFiguresLive();
    // (The factory's figures were not backed by reviews: the recount leaves this one alone.)
    expect(await getProduct({ db: db() }, dubbing.slug)).toMatchObject({ ratingCount: 1, ratingAvg: 2 });
    const orbitPage = await getSellerPage({ db: db() }, orbit.id, 1);
    expect(orbitPage).toMatchObject({ ratingCount: 1, ratingAvg: 2 });
    expect(orbitPage.reviews.map((r) => [r.title, r.product.title])).toEqual([['Décevant', dubbing.title]]);

    // A new price moves the product between facet cells, not between categories or sellers.
    await db().transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 2900 }).where(eq(products.id, essay.id));
      await tx.insert(priceHistory).values({ productId: essay.id, priceCents: 2900 });
    });
    await expectKeptFiguresLive();
    expect(await countsOf()).toEqual({ redaction: 1, voix: 2 });
    expect((await landing()).featured.find((p) => p.id === essay.id)?.priceCents).toBe(2900);

    // Moderation takes the best seller off every page at once.
    const admin = await createUser(db(), { roles: ['admin'] });
    await moderateTarget(deps(), buildViewer({ userId: admin.id, roles: ['admin'] }), {
      targetType: 'product',
      targetId: draft.id,
      verb: 'unpublish',
      reason: 'Contenu trompeur sur les performances annoncées.',
    });
    await expectKeptFiguresLive();
    expect(await countsOf()).toEqual({ redaction: 1, voix: 1 });
    expect((await landing()).featured.map((p) => p.id)).toEqual([essay.id, dubbing.id]);
    expect((await landing()).creators.map((c) => [c.name, c.productCount, c.salesCount])).toEqual([
      ['Atelier Nova', 1, 10],
      ['Orbit Lab', 1, 6],
    ]);
    expect(await getSellerPage({ db: db() }, nova.id, 1)).toMatchObject({ salesCount: 10, products: { total: 1 } });
    expect((await getProduct({ db: db() }, essay.slug)).moreFromSeller).toEqual([]);

    // A product handed to another seller takes its figures and its reviews along.
    await db().update(products).set({ sellerId: nova.id }).where(eq(products.id, dubbing.id));
    await expectKeptFiguresLive();
    const [moved] = await db().select().from(reviews).where(eq(reviews.productId, dubbing.id));
    expect(moved?.sellerId).toBe(nova.id);
    expect((await getSellerPage({ db: db() }, nova.id, 1)).reviews.map((r) => r.title)).toEqual(['Décevant']);
    expect(await getSellerPage({ db: db() }, orbit.id, 1)).toMatchObject({ salesCount: 0, reviews: [] });
    expect((await landing()).creators.map((c) => c.name)).toEqual(['Atelier Nova']);

    // Deleted: nothing of it is left anywhere.
    await db().delete(products).where(eq(products.id, essay.id));
    await expectKeptFiguresLive();
    expect(await countsOf()).toEqual({ redaction: 0, voix: 1 });
    expect((await landing()).featured.map((p) => p.id)).toEqual([dubbing.id]);
  });

  it('counts a whole catalogue inserted in one statement, and a bulk rewrite of every product, exactly', async () => {
    const category = await createCategory(db());
    const sellers = [await createSeller(db()), await createSeller(db()), await createSeller(db())];
    await db()
      .insert(products)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          sellerId: sellers[i % 3]!.id,
          categoryId: category.id,
          slug: `lot-${i}-${randomUUID().slice(0, 6)}`,
          title: `Lot ${i}`,
          priceCents: 1000 + i,
          salesCount: i,
          ratingAvg: (i % 5) + 0.25,
          ratingCount: i % 4,
          status: i % 7 === 0 ? ('draft' as const) : ('published' as const),
          publishedAt: new Date(),
        })),
      );
    await expectKeptFiguresLive();
    await db().execute(
      sql`update products set sales_count = sales_count * 2, rating_count = rating_count + 1,
            status = case when status = 'draft' then 'published'::product_status else 'archived'::product_status end
          where category_id = ${category.id}`,
    );
    await expectKeptFiguresLive();
  });
});
