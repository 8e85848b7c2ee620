import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { licences, orderItems, orders, products, sellerProfiles } from '../../db/schema/index.ts';
import { type OrderStatus, paidStatuses } from '../orders/order-machine.ts';
import { manifestHostingOptions } from './guides/hosting-options.ts';

/** A purchase line of the viewer and whether the creator's deployment comes with it (decision 0046). */
export interface DeploymentLine {
  orderItemId: string;
  orderId: string;
  productId: string;
  productTitle: string;
  sellerId: string;
  sellerUserId: string;
  sellerName: string;
  deploymentHours: number;
  hostingOptions: string[];
  requiredKeys: string[];
  /** Paid, kept (not refunded, licence active), and the deployment is included or was bought with the line. */
  eligible: boolean;
}

/**
 * The viewer's purchase line `orderItemId` (their own order, with a licence they hold), or null. It is eligible for
 * a deployment request when the order is paid, the line not refunded, a licence active, and the product's service is
 * `included` or the line carries `deployment_cents > 0`.
 */
export async function findDeploymentLine(db: Db, buyerId: string, orderItemId: string): Promise<DeploymentLine | null> {
  const [line] = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      orderStatus: orders.status,
      refundedAt: orderItems.refundedAt,
      deploymentCents: orderItems.deploymentCents,
      productId: products.id,
      productTitle: products.title,
      service: products.deploymentService,
      deploymentHours: products.deploymentHours,
      manifest: products.manifest,
      sellerId: sellerProfiles.id,
      sellerUserId: sellerProfiles.userId,
      sellerName: sellerProfiles.publicName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orderItems.sellerId))
    .where(
      and(
        eq(orderItems.id, orderItemId),
        eq(orders.buyerId, buyerId),
        exists(
          db
            .select({ one: licences.id })
            .from(licences)
            .where(
              and(
                eq(licences.orderItemId, orderItems.id),
                eq(licences.ownerId, buyerId),
                eq(licences.status, 'active'),
              ),
            ),
        ),
      ),
    );
  if (!line) return null;
  const { manifest } = line;
  return {
    orderItemId: line.orderItemId,
    orderId: line.orderId,
    productId: line.productId,
    productTitle: line.productTitle,
    sellerId: line.sellerId,
    sellerUserId: line.sellerUserId,
    sellerName: line.sellerName,
    deploymentHours: line.deploymentHours,
    hostingOptions: manifest ? manifestHostingOptions(manifest).filter(Boolean) : [],
    requiredKeys: manifest?.requiredKeys ?? [],
    eligible:
      paidStatuses.includes(line.orderStatus as OrderStatus) &&
      line.refundedAt === null &&
      (line.service === 'included' || line.deploymentCents > 0),
  };
}

/** Which of these lines of the buyer may have a deployment request (for the purchases page: one query). */
export async function deployableLineIds(db: Db, buyerId: string, orderItemIds: string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orderItems.id, service: products.deploymentService, cents: orderItems.deploymentCents })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        inArray(orderItems.id, orderItemIds),
        eq(orders.buyerId, buyerId),
        inArray(orders.status, [...paidStatuses]),
        isNull(orderItems.refundedAt),
      ),
    );
  return new Set(rows.filter((r) => r.service === 'included' || r.cents > 0).map((r) => r.id));
}
