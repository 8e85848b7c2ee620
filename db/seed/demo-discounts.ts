import type { Db } from '../client.ts';
import type { buildPaidOrder as BuildPaidOrder } from '../factories/index.ts';
import { buildPaidOrder } from '../factories/index.ts';
import { promotionProducts, promotions } from '../schema/index.ts';

const day = 86_400_000;
type Built = ReturnType<typeof BuildPaidOrder>;

/**
 * The demo expert's own discount codes (/dashboard/discounts) and their uses, so that the codes page and the sales
 * page's « Codes promo » are not empty: CREATEUR20 (20 % off all their products) used four times in the last weeks,
 * LANCEMENT10 (10 € off their first product only) once. The orders are returned for insertPaidOrders.
 */
export async function seedDemoDiscounts(
  db: Db,
  {
    sellerId,
    products,
    buyerIds,
    now,
  }: {
    sellerId: string;
    products: { id: string; title: string; priceCents: number }[];
    buyerIds: string[];
    now: number;
  },
): Promise<{ orders: Built['order'][]; items: Built['items'] }> {
  const [first, second] = products;
  if (!first || buyerIds.length === 0) return { orders: [], items: [] };
  const [creator, launch] = await db
    .insert(promotions)
    .values([
      {
        sellerId,
        code: 'CREATEUR20',
        percentOff: 20,
        startsAt: new Date(now - 40 * day),
        endsAt: new Date(now + 60 * day),
        maxRedemptions: 100,
        redemptions: 4,
        createdAt: new Date(now - 40 * day),
      },
      {
        sellerId,
        code: 'LANCEMENT10',
        amountOffCents: 1_000,
        startsAt: new Date(now - 20 * day),
        endsAt: new Date(now + 10 * day),
        maxRedemptions: 20,
        redemptions: 1,
        createdAt: new Date(now - 20 * day),
      },
    ])
    .returning({ id: promotions.id });
  await db.insert(promotionProducts).values({ promotionId: launch!.id, productId: first.id });
  const uses = [
    { promotionId: creator!.id, product: first, percent: 20, daysAgo: 3, source: 'utm:newsletter' },
    { promotionId: creator!.id, product: second ?? first, percent: 20, daysAgo: 8, source: 'utm:newsletter' },
    { promotionId: creator!.id, product: first, percent: 20, daysAgo: 12, source: 'youtube.com' },
    { promotionId: creator!.id, product: second ?? first, percent: 20, daysAgo: 19, source: 'direct' },
    { promotionId: launch!.id, product: first, amount: 1_000, daysAgo: 5, source: 'linkedin.com' },
  ];
  const built = uses.map((use, i) =>
    buildPaidOrder({
      buyerId: buyerIds[i % buyerIds.length]!,
      paidAt: new Date(now - use.daysAgo * day),
      promotionId: use.promotionId,
      source: use.source,
      lines: [
        {
          productId: use.product.id,
          sellerId,
          title: use.product.title,
          unitPriceCents: use.product.priceCents,
          discountCents: use.amount ?? Math.round((use.product.priceCents * (use.percent ?? 0)) / 100),
        },
      ],
    }),
  );
  return { orders: built.map((b) => b.order), items: built.flatMap((b) => b.items) };
}
