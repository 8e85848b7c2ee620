import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { type OrderRow, orderColumns, type PurchaseOrder, purchaseDetails } from './purchase-details.ts';

export const orderNotFound = () => new AppError('order_not_found', 404, 'Commande introuvable');

/** One of the viewer's orders, in any state; someone else's is the same 404 as an unknown one. */
export async function getPurchase(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  orderId: string,
): Promise<PurchaseOrder> {
  const { userId } = requireViewer(viewer);
  const found = await rows<OrderRow>(
    deps.db,
    sql`select ${orderColumns} from orders o where o.id = ${orderId} and o.buyer_id = ${userId}`,
  );
  const [order] = await purchaseDetails(deps.db, userId, found, deps.clock.now());
  if (!order) throw orderNotFound();
  return order;
}
