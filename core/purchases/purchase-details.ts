import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { activeLicenceCondition, liveSubscriptionCondition } from '../delivery/download-rights.ts';
import { refundWindowDays } from '../refunds/refund.schema.ts';

export type RefundStatus = 'requested' | 'processing' | 'succeeded' | 'failed' | 'rejected';

export interface PurchaseRelease {
  version: string;
  publishedAt: string;
  /** The seller's Markdown, rendered safely (core/content/markdown.ts). */
  changelogHtml: string;
  files: { id: string; fileName: string; sizeBytes: number }[];
}

export interface PurchaseItem {
  id: string;
  product: { id: string; slug: string; title: string };
  seller: { id: string; name: string };
  billing: 'one_time' | 'monthly' | 'yearly';
  /** Seats bought: one licence key each. */
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The viewer's own active keys (a gift's keys belong to its recipient). */
  licenceKeys: string[];
  release: PurchaseRelease | null;
  /** Through a licence of this line or a live subscription of the product. */
  canDownload: boolean;
  refundedAt: string | null;
  /** The latest refund of this line (or of its whole order). */
  refund: { status: RefundStatus; amountCents: number; requestedAt: string } | null;
  refundable: boolean;
  /** Paid, kept, and not reviewed yet: 'Laisser un avis'. */
  canReview: boolean;
  gift: { recipientEmail: string; claimedAt: string | null } | null;
  /**
   * The creator's deployment (decision 0046): `offered` when the viewer may open a request for this line (included,
   * or bought with it; paid, kept, their own keys), and the line's latest request if there is one.
   */
  deployment: { offered: boolean; request: { id: string; status: string; open: boolean } | null };
}

export interface PurchaseOrder {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  items: PurchaseItem[];
}

export interface OrderRow {
  id: string;
  number: string;
  status: string;
  created_at: string | Date;
  paid_at: string | Date | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** The order columns every purchases query selects. */
export const orderColumns = sql`o.id, o.number, o.status, o.created_at, o.paid_at, o.subtotal_cents, o.discount_cents,
  o.tax_cents, o.total_cents`;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
const day = 86_400_000;
const keptStates = new Set(['paid', 'refund_requested', 'partially_refunded']);
const deliveringStates = new Set(['paid', 'partially_refunded']);
const inFlight = new Set<string>(['requested', 'processing']);

/**
 * The lines of orders with all their holder needs, in six queries whatever the number of orders: the
 * lines, the viewer's keys, the latest published releases and their files, the refunds, the viewer's reviews and
 * live subscriptions. `orders` must already be the viewer's, or (`asRecipient`) orders of gifts the viewer holds:
 * only their buyer may ask for a refund or review.
 */
export async function purchaseDetails(
  db: Db,
  viewerId: string,
  orders: readonly OrderRow[],
  now: Date,
  { asRecipient = false } = {},
): Promise<PurchaseOrder[]> {
  if (orders.length === 0) return [];
  const ids = sql.join(
    orders.map((o) => sql`${o.id}::uuid`),
    sql`, `,
  );
  const productsOfOrders = sql`(select oi.product_id from order_items oi where oi.order_id in (${ids}))`;
  const [items, keys, releases, refunds, reviewed, subscribed] = await Promise.all([
    rows<{
      id: string;
      order_id: string;
      product_id: string;
      title: string;
      billing: PurchaseItem['billing'];
      unit_price_cents: number;
      quantity: number;
      total_cents: number;
      refunded_at: string | Date | null;
      slug: string;
      seller_id: string;
      seller_name: string;
      seller_user_id: string;
      recipient_email: string | null;
      claimed_at: string | Date | null;
      deployment_offered: boolean;
      deployment_request_id: string | null;
      deployment_status: string | null;
    }>(
      db,
      sql`select oi.id, oi.order_id, oi.product_id, oi.title, oi.billing, oi.unit_price_cents, oi.quantity,
            oi.total_cents, oi.refunded_at, p.slug, sp.id as seller_id, sp.public_name as seller_name,
            sp.user_id as seller_user_id, g.recipient_email, g.claimed_at,
            (p.deployment_service = 'included' or oi.deployment_cents > 0) as deployment_offered,
            d.id as deployment_request_id, d.status::text as deployment_status
          from order_items oi
          join products p on p.id = oi.product_id
          join seller_profiles sp on sp.id = oi.seller_id
          left join gifts g on g.order_item_id = oi.id
          left join lateral (
            select dr.id, dr.status from deployment_requests dr
            where dr.order_item_id = oi.id and dr.buyer_id = ${viewerId}
            order by dr.requested_at desc limit 1
          ) d on true
          where oi.order_id in (${ids})
          order by oi.created_at, oi.title, oi.id`,
    ),
    rows<{ order_item_id: string; key: string; delivering: boolean }>(
      db,
      sql`select l.order_item_id, l.key, (${activeLicenceCondition(viewerId)}) as delivering
          from licences l
          join order_items oi on oi.id = l.order_item_id
          join orders o on o.id = oi.order_id
          where oi.order_id in (${ids}) and l.owner_id = ${viewerId} and l.status = 'active'
          order by l.order_item_id, l.seat`,
    ),
    rows<{
      id: string;
      product_id: string;
      version: string;
      changelog: string;
      published_at: string | Date;
      file_id: string | null;
      file_name: string | null;
      size_bytes: number | string | null;
    }>(
      db,
      sql`with latest as (
            select distinct on (r.product_id) r.id, r.product_id, r.version, r.changelog, r.published_at
            from product_releases r
            where r.product_id in ${productsOfOrders} and r.published_at is not null
              and r.published_at <= ${now.toISOString()}::timestamptz
            order by r.product_id, r.published_at desc, r.created_at desc
          )
          select latest.*, f.id as file_id, f.file_name, f.size_bytes
          from latest left join product_files f on f.release_id = latest.id
          order by latest.product_id, f.file_name`,
    ),
    rows<{
      order_id: string;
      order_item_id: string | null;
      status: RefundStatus;
      amount_cents: number;
      created_at: string | Date;
    }>(
      db,
      sql`select order_id, order_item_id, status, amount_cents, created_at from refunds
          where order_id in (${ids}) order by created_at desc`,
    ),
    rows<{ product_id: string }>(
      db,
      sql`select product_id from reviews where buyer_id = ${viewerId} and product_id in ${productsOfOrders}`,
    ),
    rows<{ product_id: string }>(
      db,
      sql`select s.product_id from subscriptions s
          where s.user_id = ${viewerId} and ${liveSubscriptionCondition(now)} and s.product_id in ${productsOfOrders}`,
    ),
  ]);

  const keysByItem = group(keys, (k) => k.order_item_id);
  const releaseByProduct = new Map<string, PurchaseRelease>();
  for (const r of releases) {
    let release = releaseByProduct.get(r.product_id);
    if (!release) {
      release = {
        version: r.version,
        publishedAt: iso(r.published_at),
        changelogHtml: renderMarkdown(r.changelog),
        files: [],
      };
      releaseByProduct.set(r.product_id, release);
    }
    if (r.file_id && r.file_name !== null) {
      release.files.push({ id: r.file_id, fileName: r.file_name, sizeBytes: Number(r.size_bytes) });
    }
  }
  const reviewedProducts = new Set(reviewed.map((r) => r.product_id));
  const subscribedProducts = new Set(subscribed.map((s) => s.product_id));
  const itemsByOrder = group(items, (i) => i.order_id);

  return orders.map((order) => {
    const paidAt = isoOrNull(order.paid_at);
    const withinWindow = paidAt !== null && now.getTime() - Date.parse(paidAt) < refundWindowDays * day;
    // One refund in flight per order: while one is, no other line may be asked for.
    const refundInFlight = refunds.some((r) => r.order_id === order.id && inFlight.has(r.status));
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      createdAt: iso(order.created_at),
      paidAt,
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      taxCents: order.tax_cents,
      totalCents: order.total_cents,
      items: (itemsByOrder.get(order.id) ?? []).map((item): PurchaseItem => {
        const refund = refunds.find(
          (r) => r.order_id === order.id && (r.order_item_id === item.id || r.order_item_id === null),
        );
        const refundedAway =
          item.refunded_at !== null ||
          refunds.some((r) => r.order_item_id === item.id && r.status === 'succeeded') ||
          order.status === 'refunded';
        const itemKeys = keysByItem.get(item.id) ?? [];
        // A gift its recipient has claimed is theirs: its giver may neither take the money back nor review it.
        const claimedGift = item.claimed_at !== null;
        return {
          id: item.id,
          product: { id: item.product_id, slug: item.slug, title: item.title },
          seller: { id: item.seller_id, name: item.seller_name },
          billing: item.billing,
          quantity: item.quantity,
          unitPriceCents: item.unit_price_cents,
          totalCents: item.total_cents,
          licenceKeys: itemKeys.map((k) => k.key),
          release: releaseByProduct.get(item.product_id) ?? null,
          canDownload: itemKeys.some((k) => k.delivering) || subscribedProducts.has(item.product_id),
          refundedAt: isoOrNull(item.refunded_at),
          refund: refund
            ? { status: refund.status, amountCents: refund.amount_cents, requestedAt: iso(refund.created_at) }
            : null,
          refundable:
            deliveringStates.has(order.status) && withinWindow && !refundedAway && !refundInFlight && !claimedGift,
          canReview:
            !asRecipient &&
            !claimedGift &&
            keptStates.has(order.status) &&
            !refundedAway &&
            !reviewedProducts.has(item.product_id) &&
            item.seller_user_id !== viewerId,
          gift: item.recipient_email
            ? { recipientEmail: item.recipient_email, claimedAt: isoOrNull(item.claimed_at) }
            : null,
          deployment: {
            offered:
              item.deployment_offered &&
              !asRecipient &&
              keptStates.has(order.status) &&
              !refundedAway &&
              itemKeys.some((k) => k.delivering),
            request: item.deployment_request_id
              ? {
                  id: item.deployment_request_id,
                  status: item.deployment_status ?? 'requested',
                  open: ['requested', 'accepted', 'in_progress', 'delivered'].includes(item.deployment_status ?? ''),
                }
              : null,
          },
        };
      }),
    };
  });
}

function group<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const list = out.get(key);
    if (list) list.push(value);
    else out.set(key, [value]);
  }
  return out;
}
