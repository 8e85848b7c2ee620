import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Page } from '../../shared/page-number.ts';
import type { ListPromotionsQuery, PromotionScope } from './promotion.schema.ts';

export interface PromotionRow {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  scope: PromotionScope;
  /** The seller's public name or the product's title (null for a platform-wide code, or once it is gone). */
  scopeName: string | null;
  scopeId: string | null;
  /** ISO 8601: the first instant it is usable, and the first it no longer is. */
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'active' | 'ended';
  redemptions: number;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  createdAt: string;
}

export type PromotionPage = Page<PromotionRow>;

/** The promotion codes, newest first, with what each is scoped to, its uses and its limits. */
export async function listPromotions(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  query: ListPromotionsQuery,
): Promise<PromotionPage> {
  requireAdmin(viewer);
  const [page, [count]] = await Promise.all([
    rows<{
      id: string;
      code: string | null;
      percent_off: number | null;
      amount_off_cents: number | null;
      seller_id: string | null;
      product_id: string | null;
      seller_name: string | null;
      product_title: string | null;
      starts_at: string | Date;
      ends_at: string | Date;
      redemptions: number;
      max_redemptions: number | null;
      max_per_customer: number | null;
      created_at: string | Date;
    }>(
      db,
      sql`select p.id, p.code, p.percent_off, p.amount_off_cents, p.seller_id, p.product_id,
                 s.public_name as seller_name, pr.title as product_title, p.starts_at, p.ends_at,
                 p.redemptions, p.max_redemptions, p.max_per_customer, p.created_at
          from promotions p
          left join seller_profiles s on s.id = p.seller_id
          left join products pr on pr.id = p.product_id
          order by p.created_at desc, p.id desc
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from promotions`),
  ]);
  const now = clock.now().getTime();
  return {
    data: page.map((p) => {
      const startsAt = new Date(p.starts_at);
      const endsAt = new Date(p.ends_at);
      const scope: PromotionScope = p.product_id ? 'product' : p.seller_id ? 'seller' : 'platform';
      return {
        id: p.id,
        code: p.code ?? '',
        percentOff: p.percent_off === null ? null : Number(p.percent_off),
        amountOffCents: p.amount_off_cents === null ? null : Number(p.amount_off_cents),
        scope,
        scopeName: scope === 'product' ? p.product_title : scope === 'seller' ? p.seller_name : null,
        scopeId: p.product_id ?? p.seller_id,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        status: now < startsAt.getTime() ? 'scheduled' : now < endsAt.getTime() ? 'active' : 'ended',
        redemptions: Number(p.redemptions),
        maxRedemptions: p.max_redemptions === null ? null : Number(p.max_redemptions),
        maxPerCustomer: p.max_per_customer === null ? null : Number(p.max_per_customer),
        createdAt: new Date(p.created_at).toISOString(),
      };
    }),
    meta: { total: Number(count?.n ?? 0), page: query.page, per_page: query.per_page },
  };
}
