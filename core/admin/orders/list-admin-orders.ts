import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { orderItems, orders, profiles, sellerProfiles } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { CoreDeps } from '../../deps.ts';
import { containsPattern } from '../../shared/like-pattern.ts';
import type { Page } from '../../shared/page-number.ts';
import type { AdminOrderStatus, AdminOrdersQuery } from './admin-orders.schema.ts';

export interface AdminOrderRow {
  id: string;
  number: string;
  createdAt: string;
  status: AdminOrderStatus;
  totalCents: number;
  currency: string;
  provider: string | null;
  buyer: { id: string; name: string | null; email: string | null };
  /** The public names of the order's sellers, once each, in alphabetical order. */
  experts: string[];
}

export type AdminOrderList = Page<AdminOrderRow>;

const dayMs = 86_400_000;

/** The WHERE clause of the filters; buyer and expert as EXISTS on indexed columns (trigram, order_items_order_idx). */
export function adminOrderFilters(query: AdminOrdersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + dayMs)) : undefined,
    query.min !== undefined ? gte(orders.totalCents, query.min) : undefined,
    query.max !== undefined ? lte(orders.totalCents, query.max) : undefined,
  ];
  if (query.buyer) {
    const pattern = containsPattern(query.buyer);
    conditions.push(
      sql`exists (select 1 from ${profiles} where ${profiles.id} = ${orders.buyerId}
        and (${profiles.email} ilike ${pattern} or ${profiles.displayName} ilike ${pattern}))`,
    );
  }
  if (query.expert) {
    const pattern = containsPattern(query.expert);
    conditions.push(
      sql`exists (select 1 from ${orderItems} join ${sellerProfiles} on ${sellerProfiles.id} = ${orderItems.sellerId}
        where ${orderItems.orderId} = ${orders.id} and ${sellerProfiles.publicName} ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

/** Every order of the marketplace for administrators, newest first, filtered and paged (/admin/orders). */
export async function listAdminOrders(
  deps: Pick<CoreDeps, 'db'>,
  viewer: Viewer | null,
  query: AdminOrdersQuery,
): Promise<AdminOrderList> {
  requireAdmin(viewer);
  const where = adminOrderFilters(query);
  const experts = sql<string[] | null>`array(
    select distinct ${sellerProfiles.publicName} from ${orderItems}
    join ${sellerProfiles} on ${sellerProfiles.id} = ${orderItems.sellerId}
    where ${orderItems.orderId} = ${orders.id} order by 1)`;
  const [found, [counted]] = await Promise.all([
    deps.db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        totalCents: orders.totalCents,
        currency: orders.currency,
        provider: orders.paymentProvider,
        buyerId: orders.buyerId,
        buyerName: profiles.displayName,
        buyerEmail: profiles.email,
        experts,
      })
      .from(orders)
      .leftJoin(profiles, eq(profiles.id, orders.buyerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    data: found.map((row) => ({
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      totalCents: row.totalCents,
      currency: row.currency,
      provider: row.provider,
      buyer: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail },
      experts: row.experts ?? [],
    })),
    meta: { total: Number(counted?.total ?? 0), page: query.page, per_page: query.per_page },
  };
}
