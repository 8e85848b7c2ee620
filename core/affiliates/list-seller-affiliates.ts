import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { affiliateProductRates, products, sellerAffiliates } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';

export interface SellerAffiliate {
  id: string;
  email: string;
  /** The affiliate's name once accepted. */
  name: string | null;
  code: string | null;
  status: 'invited' | 'active';
  defaultPercent: number | null;
  rates: { productId: string; percent: number }[];
  /** Paid, unrefunded lines of the seller the affiliate earned on, and what they earned. */
  sales: number;
  commissionCents: number;
}

export interface SellerAffiliates {
  affiliates: SellerAffiliate[];
  /** The seller's products a rate may be set on. */
  products: { id: string; title: string; slug: string }[];
}

/** /dashboard/affiliates: the viewer's own affiliates (invited or active), their rates and what they earned. */
export async function listSellerAffiliates(deps: { db: Db }, viewer: Viewer | null): Promise<SellerAffiliates> {
  const scope = await sellerScope(deps.db, viewer);
  const [found, rates, own] = await Promise.all([
    rows<{
      id: string;
      email: string;
      name: string | null;
      code: string | null;
      status: 'invited' | 'active';
      default_percent: number | null;
      sales: number;
      commission: number;
    }>(
      deps.db,
      sql`select sa.id, sa.email, pr.display_name as name, pa.code, sa.status, sa.default_percent,
                 coalesce(s.sales, 0)::int as sales, coalesce(s.commission, 0)::int as commission
          from seller_affiliates sa
          left join partners pa on pa.id = sa.partner_id
          left join profiles pr on pr.id = pa.user_id
          left join lateral (
            select count(*) as sales, sum(oi.affiliate_commission_cents) as commission
            from orders o join order_items oi on oi.order_id = o.id
            where o.partner_id = sa.partner_id and o.paid_at is not null and oi.seller_id = sa.seller_id
              and oi.affiliate_commission_cents > 0 and oi.refunded_at is null
          ) s on sa.partner_id is not null
          where sa.seller_id = ${scope.sellerId} and sa.status <> 'removed'
          order by sa.invited_at desc`,
    ),
    deps.db
      .select({
        affiliateId: affiliateProductRates.affiliateId,
        productId: affiliateProductRates.productId,
        percent: affiliateProductRates.percent,
      })
      .from(affiliateProductRates)
      .innerJoin(sellerAffiliates, eq(sellerAffiliates.id, affiliateProductRates.affiliateId))
      .where(and(eq(sellerAffiliates.sellerId, scope.sellerId), ne(sellerAffiliates.status, 'removed'))),
    deps.db
      .select({ id: products.id, title: products.title, slug: products.slug })
      .from(products)
      .where(and(eq(products.sellerId, scope.sellerId), ne(products.status, 'archived')))
      .orderBy(asc(products.title)),
  ]);
  return {
    affiliates: found.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      code: row.code,
      status: row.status,
      defaultPercent: row.default_percent,
      rates: rates
        .filter((rate) => rate.affiliateId === row.id)
        .map((rate) => ({ productId: rate.productId, percent: rate.percent })),
      sales: Number(row.sales),
      commissionCents: Number(row.commission),
    })),
    products: own,
  };
}
