import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  deploymentRequests,
  orderItems,
  products,
  profiles,
  sellerProfiles,
  userRoles,
} from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { deploymentErrors } from './deployment-errors.ts';
import { deploymentRequestId } from './deployments.schema.ts';

/** Who looks at a request: its buyer, the creator it is addressed to, or an administrator (read only). */
export type DeploymentRole = 'buyer' | 'creator' | 'admin';

const buyerProfile = alias(profiles, 'buyer_profile');

/** The request's columns and what its pages and notices need beside them. */
export const requestColumns = {
  id: deploymentRequests.id,
  orderItemId: deploymentRequests.orderItemId,
  orderId: orderItems.orderId,
  productId: deploymentRequests.productId,
  productTitle: products.title,
  productSlug: products.slug,
  sellerId: deploymentRequests.sellerId,
  sellerUserId: sellerProfiles.userId,
  sellerName: sellerProfiles.publicName,
  buyerId: deploymentRequests.buyerId,
  buyerName: buyerProfile.displayName,
  status: deploymentRequests.status,
  hosting: deploymentRequests.hosting,
  notes: deploymentRequests.notes,
  deploymentHours: deploymentRequests.deploymentHours,
  requestedAt: deploymentRequests.requestedAt,
  acceptedAt: deploymentRequests.acceptedAt,
  dueAt: deploymentRequests.dueAt,
  startedAt: deploymentRequests.startedAt,
  deliveredAt: deploymentRequests.deliveredAt,
  deliveryNote: deploymentRequests.deliveryNote,
  confirmedAt: deploymentRequests.confirmedAt,
  autoConfirmed: deploymentRequests.autoConfirmed,
  endReason: deploymentRequests.endReason,
  endedAt: deploymentRequests.endedAt,
  lateFlaggedAt: deploymentRequests.lateFlaggedAt,
  atRiskNotifiedAt: deploymentRequests.atRiskNotifiedAt,
  conversationId: conversations.id,
};

/** The requests matching `where`, with their product, creator, buyer and thread (one query). */
export function selectRequests(db: Db, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(deploymentRequests)
    .innerJoin(orderItems, eq(orderItems.id, deploymentRequests.orderItemId))
    .innerJoin(products, eq(products.id, deploymentRequests.productId))
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, deploymentRequests.sellerId))
    .leftJoin(buyerProfile, eq(buyerProfile.id, deploymentRequests.buyerId))
    .leftJoin(conversations, eq(conversations.deploymentRequestId, deploymentRequests.id))
    .where(where);
}

export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/**
 * The request `id` as the viewer may see it, with their role: its buyer, its creator, or an administrator (read
 * only); anyone else is told it does not exist. `lock` takes the request row for update (moves are serialised).
 */
export async function findRequestFor(
  db: Db,
  viewer: Viewer | null,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ request: RequestRow; role: DeploymentRole }> {
  const v = requireViewer(viewer);
  if (!deploymentRequestId.safeParse(id).success) throw deploymentErrors.notFound();
  if (lock) {
    await db
      .select({ id: deploymentRequests.id })
      .from(deploymentRequests)
      .where(eq(deploymentRequests.id, id))
      .for('update');
  }
  const [request] = await selectRequests(db, eq(deploymentRequests.id, id));
  if (!request) throw deploymentErrors.notFound();
  if (request.buyerId === v.userId) return { request, role: 'buyer' };
  if (request.sellerUserId === v.userId) return { request, role: 'creator' };
  if (isAdmin(v) && !v.impersonatedBy) return { request, role: 'admin' };
  throw deploymentErrors.notFound();
}

/** The request, for the one side that may act on it (anyone else: not found; an administrator: forbidden). */
export async function requestForActor(
  db: Db,
  viewer: Viewer | null,
  id: string,
  actor: 'buyer' | 'creator',
): Promise<RequestRow> {
  const { request, role } = await findRequestFor(db, viewer, id, { lock: true });
  if (role === actor) return request;
  throw deploymentErrors.readOnly();
}

/** The administrators' user ids (they are told of late and refunded requests). */
export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return rows.map((r) => r.userId);
}
