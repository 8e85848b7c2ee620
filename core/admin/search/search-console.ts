import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { licences, orderItems, orders } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Page } from '../../shared/page-number.ts';
import { adminOrdersQuery } from '../orders/admin-orders.schema.ts';
import { type AdminOrderList, listAdminOrders } from '../orders/list-admin-orders.ts';
import { listUsersQuery } from '../users/admin-users.schema.ts';
import { type AdminUserRow, listUsers } from '../users/list-users.ts';
import type { ConsoleSearchQuery } from './console-search.schema.ts';

export interface ConsoleSearch {
  q: string;
  /** The order the query names exactly: by its number, or by one of its licence keys. */
  exact: { orderId: string; number: string; via: 'number' | 'licence' } | null;
  /** Orders whose buyer's e-mail or name contains the query (the first page). */
  orders: AdminOrderList;
  /** Users whose e-mail or name contains the query (the first page). */
  users: Page<AdminUserRow>;
}

const perKind = 10;

/** Order numbers and licence keys are stored upper-case; what an operator pastes may not be, or may carry spaces. */
const asKey = (q: string) => q.replace(/\s+/g, '').toUpperCase();

async function exactOrder(db: Db, q: string): Promise<ConsoleSearch['exact']> {
  const key = asKey(q);
  if (key.startsWith('CMD-')) {
    const [order] = await db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.number, key));
    return order ? { orderId: order.id, number: order.number, via: 'number' } : null;
  }
  if (key.startsWith('DPL-')) {
    const [order] = await db
      .select({ id: orders.id, number: orders.number })
      .from(licences)
      .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(licences.key, key));
    return order ? { orderId: order.id, number: order.number, via: 'licence' } : null;
  }
  return null;
}

/**
 * The console's one search box: an exact order number or licence key names its order (the page opens it at once);
 * otherwise the orders of buyers and the users whose e-mail or name contains the query. Three indexed lookups
 * (unique number and key, trigram e-mail and name), run together.
 */
export async function searchConsole(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: ConsoleSearchQuery,
): Promise<ConsoleSearch> {
  requireAdmin(viewer);
  const [exact, buyersOrders, users] = await Promise.all([
    exactOrder(db, query.q),
    listAdminOrders({ db }, viewer, adminOrdersQuery.parse({ buyer: query.q, per_page: perKind })),
    listUsers({ db }, viewer, listUsersQuery.parse({ q: query.q, per_page: perKind })),
  ]);
  return { q: query.q, exact, orders: buyersOrders, users };
}
