import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

export interface AffiliateInvitation {
  id: string;
  sellerName: string;
  defaultPercent: number | null;
  productRates: number;
}

export interface Affiliation {
  sellerId: string;
  sellerName: string;
  defaultPercent: number | null;
  rates: { title: string; slug: string; percent: number }[];
  sales: number;
  commissionCents: number;
}

/**
 * What the partner dashboard shows an affiliate (decision 0044): the invitations waiting for their address, and the
 * sellers they earn on, with their rates and what they sold (paid, unrefunded lines) and earned.
 */
export async function affiliationsOf(
  db: Db,
  partnerId: string,
  email: string,
): Promise<{ invitations: AffiliateInvitation[]; affiliations: Affiliation[] }> {
  const [invitations, affiliations] = await Promise.all([
    rows<{ id: string; seller_name: string; default_percent: number | null; product_rates: number }>(
      db,
      sql`select sa.id, sp.public_name as seller_name, sa.default_percent,
                 (select count(*) from affiliate_product_rates r where r.affiliate_id = sa.id)::int as product_rates
          from seller_affiliates sa join seller_profiles sp on sp.id = sa.seller_id
          where sa.email = ${email.toLowerCase()} and sa.status = 'invited'
          order by sa.invited_at desc`,
    ),
    rows<{
      seller_id: string;
      seller_name: string;
      default_percent: number | null;
      rates: { title: string; slug: string; percent: number }[];
      sales: number;
      commission: number;
    }>(
      db,
      sql`select sa.seller_id, sp.public_name as seller_name, sa.default_percent,
                 coalesce((select json_agg(json_build_object('title', p.title, 'slug', p.slug, 'percent', r.percent)
                                           order by p.title)
                           from affiliate_product_rates r join products p on p.id = r.product_id
                           where r.affiliate_id = sa.id and p.status = 'published'), '[]') as rates,
                 coalesce(s.sales, 0)::int as sales, coalesce(s.commission, 0)::int as commission
          from seller_affiliates sa
          join seller_profiles sp on sp.id = sa.seller_id
          left join lateral (
            select count(*) as sales, sum(oi.affiliate_commission_cents) as commission
            from orders o join order_items oi on oi.order_id = o.id
            where o.partner_id = sa.partner_id and o.paid_at is not null and oi.seller_id = sa.seller_id
              and oi.affiliate_commission_cents > 0 and oi.refunded_at is null
          ) s on true
          where sa.partner_id = ${partnerId} and sa.status = 'active'
          order by sp.public_name`,
    ),
  ]);
  return {
    invitations: invitations.map((row) => ({
      id: row.id,
      sellerName: row.seller_name,
      defaultPercent: row.default_percent,
      productRates: Number(row.product_rates),
    })),
    affiliations: affiliations.map((row) => ({
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      defaultPercent: row.default_percent,
      rates: row.rates,
      sales: Number(row.sales),
      commissionCents: Number(row.commission),
    })),
  };
}
