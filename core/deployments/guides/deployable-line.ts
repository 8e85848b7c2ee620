import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import type { DeploymentManifest } from '../../../db/schema/catalog.ts';
import type { Locale } from '../../../i18n/config.ts';
import { requireViewer, type Viewer } from '../../accounts/viewer.ts';
import { activeLicenceCondition, liveSubscriptionCondition } from '../../delivery/download-rights.ts';
import { AppError } from '../../shared/app-error.ts';
import { orderItemIdParam } from './deploy.schema.ts';

export const purchaseLineNotFound = () => new AppError('order_item_not_found', 404, 'Achat introuvable');

export interface DeployableLine {
  id: string;
  orderId: string;
  productId: string;
  title: string;
  slug: string;
  language: Locale;
  manifest: DeploymentManifest | null;
  deploymentService: 'none' | 'included' | 'paid_option';
  deploymentCents: number;
  deploymentHours: number;
  sellerName: string;
}

/**
 * A purchase line the viewer keeps: an active licence of it they hold in a delivering order, or the live
 * subscription it started. Anyone else's line, a refunded one, an unknown id: the same 404 (nothing tells them
 * apart). By the primary key of order_items, then licences_item_seat_uq and subscriptions_user_idx.
 */
export async function deployableLine(
  { db, clock }: { db: Db; clock: { now(): Date } },
  viewer: Viewer | null,
  orderItemId: string,
): Promise<DeployableLine> {
  const { userId } = requireViewer(viewer);
  if (!orderItemIdParam.safeParse(orderItemId).success) throw purchaseLineNotFound();
  const [line] = await rows<{
    id: string;
    order_id: string;
    product_id: string;
    title: string;
    slug: string;
    language: Locale;
    manifest: DeploymentManifest | null;
    deployment_service: DeployableLine['deploymentService'];
    deployment_cents: number;
    deployment_hours: number;
    seller_name: string;
  }>(
    db,
    sql`select oi.id, oi.order_id, oi.product_id, oi.title, p.slug, p.language, p.manifest, p.deployment_service,
          oi.deployment_cents, p.deployment_hours, sp.public_name as seller_name
        from order_items oi
        join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id
        join seller_profiles sp on sp.id = oi.seller_id
        where oi.id = ${orderItemId}
          and (exists (select 1 from licences l where l.order_item_id = oi.id and ${activeLicenceCondition(userId)})
               or exists (select 1 from subscriptions s where s.order_item_id = oi.id and s.user_id = ${userId}
                          and ${liveSubscriptionCondition(clock.now())}))`,
  );
  if (!line) throw purchaseLineNotFound();
  return {
    id: line.id,
    orderId: line.order_id,
    productId: line.product_id,
    title: line.title,
    slug: line.slug,
    language: line.language,
    manifest: line.manifest,
    deploymentService: line.deployment_service,
    deploymentCents: line.deployment_cents,
    deploymentHours: line.deployment_hours,
    sellerName: line.seller_name,
  };
}
