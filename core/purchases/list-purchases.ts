import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import type { Page } from '../shared/page-number.ts';
import { type OrderRow, orderColumns, type PurchaseOrder, purchaseDetails } from './purchase-details.ts';
import { purchaseStates } from './purchase-states.ts';
import type { ListPurchasesQuery } from './purchases.schema.ts';

export type PurchasesPage = Page<PurchaseOrder>;

/** The viewer's orders, newest first, a page at a time, with every line's keys, release, downloads and refund state. */
export async function listPurchases(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  { page, per_page }: ListPurchasesQuery,
): Promise<PurchasesPage> {
  const { userId } = requireViewer(viewer);
  const [orders, [count]] = await Promise.all([
    rows<OrderRow>(
      deps.db,
      sql`select ${orderColumns} from orders o
          where o.buyer_id = ${userId} and o.status in ${purchaseStates}
          order by o.created_at desc nulls last, o.id desc
          limit ${per_page} offset ${(page - 1) * per_page}`,
    ),
    rows<{ total: number }>(
      deps.db,
      sql`select count(*)::int as total from orders o where o.buyer_id = ${userId} and o.status in ${purchaseStates}`,
    ),
  ]);
  return {
    data: await purchaseDetails(deps.db, userId, orders, deps.clock.now()),
    meta: { total: count?.total ?? 0, page, per_page },
  };
}
