import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CoreDeps } from '../../core/deps.ts';
import { imageProfiles, largestWebp } from '../../core/media/profiles.ts';
import { refreshRatings } from '../../core/reviews/refresh-ratings.ts';
import { refreshSearchTiers } from '../../core/search/refresh-search-tiers.ts';
import {
  buildPaidOrder,
  buildPriceDrop,
  buildPriceHistory,
  buildProduct,
  buildReview,
  buildSellerProfile,
  buildUser,
  createUser,
  insertMany,
  insertUsers,
  testFrenchIban,
} from '../factories/index.ts';
import {
  categories,
  priceHistory,
  productMedia,
  products,
  productTranslations,
  productViewSources,
  productViews,
  promotions as promotionRows,
  reviews,
  sellerProfiles,
} from '../schema/index.ts';
import { buildDemoCatalogue } from './content/catalogue.ts';
import { avatarSvg, coverArtSvg } from './content/cover-art.ts';
import { galleryAlt, galleryArtSvg, galleryViewsOf } from './content/gallery-art.ts';
import { demoTranslations } from './content/translations.ts';
import type { DemoProduct } from './content/types.ts';
import { seedDeliverables } from './deliverables.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoClientPurchases } from './demo-client.ts';
import { seedDemoDeployments } from './demo-deployments.ts';
import { seedDemoDiscounts } from './demo-discounts.ts';
import { demoDeploymentService, demoHostingOptions, seedGuides } from './demo-guides.ts';
import { seedDemoAffiliate, seedDemoPartnerApplication } from './demo-partners.ts';
import { seedDemoPayouts } from './demo-payouts.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoReports } from './demo-reports.ts';
import { demoTrader } from './demo-traders.ts';
import { storeSvgArt } from './images.ts';
import { insertPaidOrders } from './paid-orders.ts';

const day = 86_400_000;
/** Products beyond the hand-written pool share one cover per palette hue (a 100 000-product run makes 12, not 100 000). */
const uniqueCoverLimit = 161;
/** Products given thirty days of page views (product_views), so that sellers' view charts are not flat. */
const demoViewedProducts = 60;
/**
 * Every other product of the hand-written pool (81 of 161, in every category) gets a gallery below its cover, of
 * 3, 2, 4 or 2 "screenshots" in turn: ≈ 220 images, encoded once and then taken from the art cache (images.ts).
 */
const galleryLengths = [3, 2, 4, 2];
const galleryLength = (index: number) => (index % 2 === 0 ? galleryLengths[(index / 2) % galleryLengths.length]! : 0);

export interface DemoAccount {
  role: 'admin' | 'expert' | 'client';
  email: string;
  password: string;
}

export interface SeedOptions {
  productCount?: number;
  /** Demo accounts to create with these passwords (embedded demo mode only). */
  accounts?: DemoAccount[];
  onProgress?: (message: string) => void;
}

/** Demo products on a genuine promotion, with the price drop recorded in price_history (EU Omnibus). */
const promotionCount = 6;
const promotionPercents = [20, 15, 25, 30, 10, 20];

interface Promotion {
  fromCents: number;
  toCents: number;
  droppedAt: Date;
}

/**
 * Picks a handful of hand-written, one-time products published long enough ago (their former price held for
 * the 30 days before the drop), spread over the catalogue, and lowers their price a few days ago.
 */
function choosePromotions(products: readonly DemoProduct[], now: number): Map<number, Promotion> {
  const candidates = products
    .map((p, index) => ({ p, index }))
    .filter(({ p, index }) => index < uniqueCoverLimit && p.billing === 'one_time' && p.publishedDaysAgo >= 60);
  const step = Math.max(1, Math.floor(candidates.length / promotionCount));
  const chosen = new Map<number, Promotion>();
  for (let k = 0; k < promotionCount && k * step < candidates.length; k++) {
    const { p, index } = candidates[k * step]!;
    const reduced = Math.round((p.priceCents * (100 - promotionPercents[k]!)) / 10_000) * 100 - 10;
    if (reduced <= 0 || reduced >= p.priceCents) continue;
    chosen.set(index, { fromCents: p.priceCents, toCents: reduced, droppedAt: new Date(now - (2 + 2 * k) * day) });
  }
  return chosen;
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function eachLimit<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index] as T, index);
      }
    }),
  );
}

/** Seeds the deterministic demo catalogue (categories, sellers, products, images, buyers, verified reviews). */
export async function seedDemo(deps: Pick<CoreDeps, 'db' | 'files' | 'clock'>, options: SeedOptions = {}) {
  const { db, files } = deps;
  const now = deps.clock.now().getTime();
  const progress = options.onProgress ?? (() => {});
  const catalogue = buildDemoCatalogue({ productCount: options.productCount });

  const categoryIds = new Map(catalogue.categories.map((c) => [c.slug, randomUUID()]));
  await db.insert(categories).values(
    catalogue.categories.map((c) => ({
      id: categoryIds.get(c.slug)!,
      slug: c.slug,
      labels: c.labels,
      icon: c.icon,
      sort: c.sort,
    })),
  );

  // Sellers: a user with the expert role and a public seller profile each.
  const sellerIds = new Map<string, string>();
  const sellerUsers = catalogue.sellers.map((s) =>
    buildUser({
      email: s.contactEmail,
      name: s.publicName,
      roles: ['expert'],
      createdAt: new Date(now - s.joinedDaysAgo * day),
    }),
  );
  await insertUsers(db, sellerUsers);
  const sellerRows = await Promise.all(
    catalogue.sellers.map(async (s, i) => {
      const owner = sellerUsers[i]!.user;
      const avatar = await storeSvgArt(files, avatarSvg(s.publicName), `sellers/${s.key}/avatar`, imageProfiles.avatar);
      const profile = buildSellerProfile({
        userId: owner.id,
        publicName: s.publicName,
        bio: s.bio,
        website: s.website,
        contactEmail: s.contactEmail,
        expertise: s.expertise,
        avatarUrl: files.url(largestWebp(avatar)!.path),
        certifiedAt: s.certified ? new Date(now - Math.floor(s.joinedDaysAgo / 2) * day) : null,
        // Where their payouts go (a made-up but valid IBAN), as an approved application leaves it.
        payoutName: s.publicName,
        payoutIban: testFrenchIban(i + 1),
        trader: demoTrader(s, i + 1),
        createdAt: owner.createdAt,
      });
      sellerIds.set(s.key, profile.id);
      return profile;
    }),
  );
  await insertMany(db, sellerProfiles, sellerRows);
  progress(`${sellerRows.length} sellers`);

  // Products, in chunks so 100 000 rows stay within memory and statement limits.
  const promotions = choosePromotions(catalogue.products, now);
  const history: (typeof priceHistory.$inferInsert)[] = [];
  const productRows = catalogue.products.map((p, index) => {
    const row = buildProduct({
      sellerId: sellerIds.get(p.sellerKey)!,
      categoryId: categoryIds.get(p.categorySlug)!,
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      description: p.description,
      tags: p.tags,
      priceCents: p.priceCents,
      billing: p.billing,
      deploymentHours: p.deploymentHours,
      demoUrl: p.demoUrl,
      demoEmbed: p.demoEmbed,
      // The hand-written products: hosting options to choose from, and guided deployment for some.
      manifest: index < uniqueCoverLimit ? { ...p.manifest, hostingOptions: demoHostingOptions(p) } : p.manifest,
      ...(index < uniqueCoverLimit && demoDeploymentService(p, index)),
      salesCount: p.salesCount,
      status: 'published',
      publishedAt: new Date(now - p.publishedDaysAgo * day),
      createdAt: new Date(now - (p.publishedDaysAgo + 3) * day),
    });
    const promotion = promotions.get(index);
    if (!promotion) {
      history.push(...buildPriceHistory(row.id, [{ priceCents: row.priceCents, at: row.publishedAt as Date }]));
      return row;
    }
    const drop = buildPriceDrop(row.id, { ...promotion, since: row.publishedAt as Date });
    history.push(...drop.history);
    return { ...row, ...drop.product };
  });
  await insertMany(db, products, productRows, 250);
  await insertMany(db, priceHistory, history, 2000);
  progress(`${productRows.length} products`);

  // Cover images: one per product for the hand-written pool, one per hue beyond it.
  const coverFor = async (p: DemoProduct, index: number) =>
    index < uniqueCoverLimit
      ? storeSvgArt(files, coverArtSvg(p), `products/${p.slug}/cover`, imageProfiles.cover)
      : storeSvgArt(
          files,
          coverArtSvg({ ...p, slug: `hue-${p.coverHue}` }),
          `covers/hue-${p.coverHue}`,
          imageProfiles.cover,
        );
  const covers: Awaited<ReturnType<typeof coverFor>>[] = [];
  await eachLimit(catalogue.products.slice(0, uniqueCoverLimit), 4, async (p, i) => {
    covers[i] = await coverFor(p, i);
  });
  const sharedCovers = new Map<number, Awaited<ReturnType<typeof coverFor>>>();
  for (let i = uniqueCoverLimit; i < catalogue.products.length; i++) {
    const p = catalogue.products[i]!;
    if (!sharedCovers.has(p.coverHue)) sharedCovers.set(p.coverHue, await coverFor(p, i));
    covers[i] = sharedCovers.get(p.coverHue)!;
  }
  const media = catalogue.products.map((p, i) => ({
    productId: productRows[i]!.id,
    kind: 'cover' as const,
    alt: p.title,
    width: 960,
    height: 600,
    variants: covers[i]!,
  }));
  await insertMany(db, productMedia, media, 1000);
  progress('cover images');

  // Galleries ("screenshots" drawn locally, like the covers).
  const gallery: (typeof productMedia.$inferInsert)[] = [];
  const withGallery = catalogue.products
    .slice(0, uniqueCoverLimit)
    .flatMap((p, i) => (galleryLength(i) ? [{ p, i }] : []));
  await eachLimit(withGallery, 4, async ({ p, i }) => {
    for (const [sort, view] of galleryViewsOf(p.categorySlug).slice(0, galleryLength(i)).entries()) {
      const variants = await storeSvgArt(
        files,
        galleryArtSvg(p, view),
        `products/${p.slug}/gallery-${view}`,
        imageProfiles.gallery,
      );
      gallery.push({
        productId: productRows[i]!.id,
        kind: 'gallery',
        sort,
        alt: galleryAlt(p.title, view, sort + 1),
        width: 960,
        height: 600,
        variants,
      });
    }
  });
  await insertMany(db, productMedia, gallery);
  progress(`${await seedDeliverables(deps, productRows)} releases with their archive`);
  const guided = catalogue.products.slice(0, uniqueCoverLimit).map((demo, index) => ({
    id: productRows[index]!.id,
    demo,
    index,
    titles: Object.fromEntries(
      demoTranslations.filter((t) => t.productSlug === demo.slug).map((t) => [t.locale, t.title]),
    ),
  }));
  progress(`${await seedGuides(db, guided)} deployment guides`);

  // Sellers' translations of a few products, and promotions: one ends within 48 hours of the seeding (the
  // product page's last-chance banner), one later (no banner).
  const idBySlug = new Map(productRows.map((p) => [p.slug, p.id]));
  const translations = demoTranslations.filter((t) => idBySlug.has(t.productSlug));
  if (translations.length > 0) {
    await db.insert(productTranslations).values(
      translations.map((t) => ({
        productId: idBySlug.get(t.productSlug)!,
        locale: t.locale,
        title: t.title,
        summary: t.summary,
        description: t.description,
      })),
    );
  }
  const promoted = productRows.slice(0, 2);
  if (promoted.length === 2) {
    await db.insert(promotionRows).values([
      {
        sellerId: promoted[0]!.sellerId,
        productId: promoted[0]!.id,
        code: 'DERNIERECHANCE15',
        percentOff: 15,
        startsAt: new Date(now - 5 * day),
        endsAt: new Date(now + 30 * 3_600_000),
      },
      {
        sellerId: promoted[1]!.sellerId,
        productId: promoted[1]!.id,
        code: 'REUNION10',
        percentOff: 10,
        startsAt: new Date(now - day),
        endsAt: new Date(now + 10 * day),
      },
    ]);
  }
  progress(`${gallery.length} gallery images, ${translations.length} translations, ${promoted.length} promotions`);

  // Buyers and their verified reviews: each review comes from a paid order of the product.
  const buyers = catalogue.buyers.map((b, i) =>
    buildUser({ email: b.email, name: b.displayName, createdAt: new Date(now - (600 - i) * day) }),
  );
  await insertUsers(db, buyers);
  const productBySlug = new Map(productRows.map((p) => [p.slug, p]));
  const promotionBySlug = new Map([...promotions].map(([index, promotion]) => [productRows[index]!.slug, promotion]));
  const orderRows: ReturnType<typeof buildPaidOrder>['order'][] = [];
  const itemRows: ReturnType<typeof buildPaidOrder>['items'] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const r of catalogue.reviews) {
    const product = productBySlug.get(r.productSlug)!;
    const buyer = buyers[r.buyerIndex]!.user;
    const paidAt = new Date(now - (r.experiencedDaysAgo + 1) * day);
    const promotion = promotionBySlug.get(product.slug);
    const unitPriceCents = promotion && paidAt < promotion.droppedAt ? promotion.fromCents : product.priceCents;
    const { order, items } = buildPaidOrder({
      buyerId: buyer.id,
      paidAt,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents }],
    });
    orderRows.push(order);
    itemRows.push(...items);
    reviewRows.push(
      buildReview({
        productId: product.id,
        buyerId: buyer.id,
        orderItemId: items[0]!.id,
        rating: r.rating,
        title: r.title,
        body: r.body,
        experiencedAt: new Date(now - r.experiencedDaysAgo * day).toISOString().slice(0, 10),
        createdAt: new Date(now - r.createdDaysAgo * day),
      }),
    );
  }
  const demoShop = sellerRows[0]!;
  const discounted = await seedDemoDiscounts(db, {
    sellerId: demoShop.id,
    products: productRows.filter((p) => p.sellerId === demoShop.id),
    buyerIds: buyers.map((b) => b.user.id),
    now,
  });
  await insertPaidOrders(db, [...orderRows, ...discounted.orders], [...itemRows, ...discounted.items]);
  progress(`${discounted.orders.length} orders with the demo expert's promo codes`);
  // Thirty days of page views of the first products (the demo expert's shop among them), for the view charts,
  // and the same views by traffic source for the sales page's « Sources de trafic ».
  const viewRows = productRows.slice(0, demoViewedProducts).flatMap((product, i) =>
    Array.from({ length: 30 }, (_, d) => ({
      productId: product.id,
      day: new Date(now - d * day).toISOString().slice(0, 10),
      views: 3 + ((i * 7 + d * 13) % 17),
    })),
  );
  await insertMany(db, productViews, viewRows);
  const demoSources = ['direct', 'google.com', 'utm:newsletter'] as const;
  await insertMany(
    db,
    productViewSources,
    viewRows.flatMap((row) => {
      const shares = [Math.ceil(row.views / 2), Math.floor(row.views / 3), 0];
      shares[2] = row.views - shares[0]! - shares[1]!;
      return demoSources.flatMap((source, k) => (shares[k]! > 0 ? [{ ...row, source, views: shares[k]! }] : []));
    }),
  );
  await insertMany(db, reviews, reviewRows);
  // Statistics of the rows just written, or the planner may take a large catalogue for an empty one (nested loops).
  await db.execute(sql`analyze products, reviews`);
  await refreshRatings(db);
  progress(`${reviewRows.length} verified reviews`);
  progress(`${await seedDemoApplications(db, now)} pending seller applications`);
  await seedDemoPartnerApplication(db, now);
  // An affiliate of the first shop (the demo expert's, below) with a sale through their link.
  await seedDemoAffiliate(db, {
    sellerId: sellerRows[0]!.id,
    product: productRows.find((p) => p.sellerId === sellerRows[0]!.id)!,
    buyerId: buyers[0]!.user.id,
    now,
  });
  progress('1 pending partner application, 1 affiliate with a sale');
  // A moderation queue for /admin/moderation: reports on the catalogue just seeded.
  progress(`${await seedDemoReports(db, new Date(now))} open reports`);

  const accountIds = new Map<DemoAccount['role'], string>();
  for (const account of options.accounts ?? []) {
    const created = await createUser(db, {
      email: account.email,
      name: { admin: 'Admin Déploia', expert: 'Expert Démo', client: 'Client Démo' }[account.role],
      password: account.password,
      roles: account.role === 'admin' ? ['admin'] : account.role === 'expert' ? ['expert'] : [],
    });
    accountIds.set(account.role, created.id);
    if (account.role === 'expert') {
      // The demo expert owns the first seller's shop so its dashboard has products to show.
      await db.execute(sql`update seller_profiles set user_id = (select id from "user" where email = ${account.email})
                           where id = ${sellerRows[0]!.id}`);
    }
  }
  const clientId = accountIds.get('client');
  if (clientId) {
    const bought = await seedDemoClientPurchases(deps, { clientId, products: productRows, now });
    progress(`${bought} purchases of the demo customer`);
  }
  const shop = sellerRows[0]!;
  const followed = await seedDemoPosts(db, {
    shop: {
      id: shop.id,
      userId: accountIds.get('expert') ?? shop.userId,
      name: shop.publicName,
    },
    followers: sellerUsers.slice(1, 4).map((u) => u.user.id),
    clientId,
    now,
  });
  progress(`${followed} followers of the first shop, and its post to them`);
  // Deployment requests in every state on the paid lines, creators with different on-time rates (decision 0046).
  progress(`${await seedDemoDeployments(db, { now, demoShopId: shop.id })} deployment requests`);
  // A payout batch paid last month (after the accounts: the demo expert is told of its payout), the rest payable now.
  progress(`${await seedDemoPayouts(deps, { now: new Date(now), adminId: accountIds.get('admin') })} payouts paid`);
  await refreshSearchTiers(deps, { statistics: 'skip' });
  await db.execute(sql`analyze`);
  return { products: productRows.length, reviews: reviewRows.length };
}
