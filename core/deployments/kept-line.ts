import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { DeploymentManifest } from '../../db/schema/catalog.ts';
import type { Locale } from '../../i18n/config.ts';
import { activeLicenceCondition, liveSubscriptionCondition } from '../delivery/download-rights.ts';
import { deploymentErrors } from './deployment-errors.ts';
import { orderItemId as orderItemIdSchema } from './deployments.schema.ts';

/** A purchase line its buyer keeps, as the « Déployer » page and deployment requests read it. */
export interface KeptLine {
  id: string;
  orderId: string;
  productId: string;
  /** The title bought (order_items), not the product's current one. */
  title: string;
  slug: string;
  language: Locale;
  manifest: DeploymentManifest | null;
  deploymentService: 'none' | 'included' | 'paid_option';
  deploymentCents: number;
  deploymentHours: number;
  sellerId: string;
  sellerUserId: string;
  sellerName: string;
}

/** The creator deploys it with the buyer: included in the product, or bought as an option on this line (0046, 0048). */
export const guidedDeployment = (line: Pick<KeptLine, 'deploymentService' | 'deploymentCents'>): boolean =>
  line.deploymentService === 'included' || line.deploymentCents > 0;

/**
 * The purchase line `orderItemId` the user keeps: an active licence of it they hold in a delivering order, not
 * refunded, or the live subscription it started. Anyone else's line, a refunded one, an unknown or malformed id: the
 * same 404 (nothing tells them apart). By the primary key of order_items, then licences_item_seat_uq and
 * subscriptions_user_idx.
 */
export async function keptLine(
  { db, clock }: { db: Db; clock: { now(): Date } },
  userId: string,
  orderItemId: string,
): Promise<KeptLine> {
  if (!orderItemIdSchema.safeParse(orderItemId).success) throw deploymentErrors.purchaseNotFound();
  const [line] = await rows<{
    id: string;
    order_id: string;
    product_id: string;
    title: string;
    slug: string;
    language: Locale;
    manifest: DeploymentManifest | null;
    deployment_service: KeptLine['deploymentService'];
    deployment_cents: number;
    deployment_hours: number;
    seller_id: string;
    seller_user_id: string;
    seller_name: string;
  }>(
    db,
    sql`select oi.id, oi.order_id, oi.product_id, oi.title, p.slug, p.language, p.manifest, p.deployment_service,
          oi.deployment_cents, p.deployment_hours, sp.id as seller_id, sp.user_id as seller_user_id,
          sp.public_name as seller_name
        from order_items oi
        join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id
        join seller_profiles sp on sp.id = oi.seller_id
        where oi.id = ${orderItemId}
          and (exists (select 1 from licences l where l.order_item_id = oi.id and ${activeLicenceCondition(userId)})
               or exists (select 1 from subscriptions s where s.order_item_id = oi.id and s.user_id = ${userId}
                          and ${liveSubscriptionCondition(clock.now())}))`,
  );
  if (!line) throw deploymentErrors.purchaseNotFound();
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
    sellerId: line.seller_id,
    sellerUserId: line.seller_user_id,
    sellerName: line.seller_name,
  };
}
