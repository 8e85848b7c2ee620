import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  buildDeploymentRequest,
  buildDeploymentThread,
  type DeploymentRequestInput,
  insertMany,
} from '../factories/index.ts';
import { rows } from '../rows.ts';
import { conversations, deploymentRequests } from '../schema/index.ts';
import { insertLateRefunds } from './demo-late-refunds.ts';

const hour = 3_600_000;
const day = 24 * hour;

interface Line {
  order_item_id: string;
  product_id: string;
  seller_id: string;
  buyer_id: string;
  deployment_hours: number;
  paid_at: Date | string;
}

type Spec = Omit<DeploymentRequestInput, 'orderItemId' | 'productId' | 'sellerId' | 'buyerId' | 'deploymentHours'> & {
  /** When the request was opened, in hours before now (the request comes after the purchase otherwise). */
  hoursAgo: number;
  /** Delivery as a share of the announced time (over 1: late). */
  deliverShare?: number;
  autoConfirmed?: boolean;
  lateFlagged?: boolean;
  atRiskNotified?: boolean;
};

/** A creator who keeps their word: 19 of 20 delivered in time (95 %), spread over two months. */
const steady: Spec[] = Array.from({ length: 20 }, (_, i) => ({
  status: i === 19 ? ('delivered' as const) : ('confirmed' as const),
  hoursAgo: 60 * 24 - i * 70,
  acceptAfterHours: 1 + (i % 4),
  deliverShare: i === 7 ? 1.25 : 0.35 + ((i * 7) % 10) / 20,
  autoConfirmed: i % 5 === 1,
}));

/** A creator often late: 7 of 10 in time (70 %), one late delivery refunded, one never delivered and refunded. */
const uneven: Spec[] = Array.from({ length: 10 }, (_, i) => ({
  status: i === 8 || i === 9 ? ('refunded' as const) : ('confirmed' as const),
  hoursAgo: 45 * 24 - i * 90,
  acceptAfterHours: 3 + (i % 5),
  deliverShare: i === 9 ? 0 : i >= 7 ? 1.4 + i / 10 : 0.5 + i / 20,
}));

/**
 * The demo expert's shop, too few decided requests for figures: every other state, so that both sides' pages and the
 * console have something in each — waiting, accepted, in progress (one at risk, one late), delivered awaiting the
 * buyer, confirmed automatically, declined, cancelled, and one not accepted within 48 hours.
 */
const showcase: Spec[] = [
  // Late: past its deadline, undelivered.
  { status: 'in_progress', hoursAgo: -2, acceptAfterHours: 2, lateFlagged: true },
  // At risk: about 80 % of the announced time gone (placed from the product's hours below).
  { status: 'in_progress', hoursAgo: -1, acceptAfterHours: 1, atRiskNotified: true },
  { status: 'requested', hoursAgo: 60, lateFlagged: true },
  { status: 'requested', hoursAgo: 5 },
  { status: 'accepted', hoursAgo: 4, acceptAfterHours: 1 },
  { status: 'in_progress', hoursAgo: 8, acceptAfterHours: 2 },
  { status: 'delivered', hoursAgo: 30, acceptAfterHours: 2, deliverShare: 0.5 },
  { status: 'confirmed', hoursAgo: 14 * 24, acceptAfterHours: 3, deliverShare: 0.6, autoConfirmed: true },
  { status: 'declined', hoursAgo: 9 * 24 },
  { status: 'cancelled', hoursAgo: 3 * 24 },
];

/**
 * Deployment requests on the seeded paid orders (decision 0046), built with db/factories/deployments.ts: creators
 * with different on-time rates (about 95 %, 70 %, and one with too few requests: the demo expert's shop, which holds
 * a request in every other state, one at risk and one late), more than 20 decided requests in all so that the landing
 * page's figure comes from the data; the refunded ones with their late refunds. Their products include the deployment. Answers how many requests it added.
 * Called by `seedDemo` (db/seed/demo.ts) once the paid orders are in.
 */
export async function seedDemoDeployments(db: Db, options: { now: number; demoShopId: string }): Promise<number> {
  const { now, demoShopId } = options;
  // The paid lines of each seller, the sellers with the most first (one query; the seed's orders are all paid).
  const lines = await rows<Line>(
    db,
    sql`select oi.id as order_item_id, oi.product_id, oi.seller_id, o.buyer_id, p.deployment_hours,
          coalesce(o.paid_at, o.created_at) as paid_at
        from order_items oi
        join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id
        where o.status = 'paid' and p.status = 'published'
        order by oi.seller_id, coalesce(o.paid_at, o.created_at) desc, oi.id`,
  );
  const bySeller = new Map<string, Line[]>();
  for (const line of lines) bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
  const ranked = [...bySeller.entries()]
    .filter(([id]) => id !== demoShopId)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const plan: [Line[] | undefined, Spec[]][] = [
    [ranked[0]?.[1], steady],
    [ranked[1]?.[1], uneven],
    [bySeller.get(demoShopId) ?? ranked[2]?.[1], showcase],
  ];

  const built: ReturnType<typeof buildDeploymentRequest>[] = [];
  for (const [available, specs] of plan) {
    if (!available) continue;
    const used = new Set<string>();
    for (const [i, spec] of specs.entries()) {
      const { hoursAgo, deliverShare = 0.5, autoConfirmed, lateFlagged, atRiskNotified, ...rest } = spec;
      // The at-risk and late showcases are placed from the product's announced time.
      const agoOf = (line: Line) =>
        hoursAgo === -1 ? line.deployment_hours * 0.8 + 1 : hoursAgo === -2 ? line.deployment_hours + 8 : hoursAgo;
      const build = (line: Line) => {
        const hours = line.deployment_hours;
        const row = buildDeploymentRequest({
          orderItemId: line.order_item_id,
          productId: line.product_id,
          sellerId: line.seller_id,
          buyerId: line.buyer_id,
          deploymentHours: hours,
          requestedAt: new Date(now - agoOf(line) * hour),
          deliverAfterHours: Math.round(hours * deliverShare * 10) / 10,
          hosting: ['Cloud', 'Serveur du client', 'Hébergement Déploia'][i % 3],
          ...rest,
        });
        if (autoConfirmed && row.deliveredAt) {
          row.confirmedAt = new Date(row.deliveredAt.getTime() + 7 * day);
          row.endedAt = row.confirmedAt;
          row.autoConfirmed = true;
        }
        if (lateFlagged) row.lateFlaggedAt = new Date(now - hour);
        if (atRiskNotified) row.atRiskNotifiedAt = new Date(now - hour / 2);
        return row;
      };
      /** Bought at least an hour before the request, nothing in the future, and on track unless meant otherwise. */
      const fits = (line: Line, row: ReturnType<typeof build>) => {
        if (new Date(line.paid_at).getTime() > row.requestedAt!.getTime() - hour) return false;
        const times = [row.acceptedAt, row.startedAt, row.deliveredAt, row.confirmedAt, row.endedAt];
        if (times.some((t) => t && t.getTime() > now)) return false;
        const running = row.status === 'accepted' || row.status === 'in_progress';
        if (running && hoursAgo >= 0 && row.dueAt!.getTime() - now < 0.3 * line.deployment_hours * hour) return false;
        return true;
      };
      for (const line of available) {
        if (used.has(line.order_item_id)) continue;
        const row = build(line);
        if (!fits(line, row)) continue;
        used.add(line.order_item_id);
        built.push(row);
        break;
      }
    }
  }
  await insertMany(db, deploymentRequests, built);
  await insertMany(db, conversations, built.map(buildDeploymentThread));
  await insertLateRefunds(
    db,
    built.filter((r) => r.status === 'refunded').map((r) => ({ ...r, endedAt: r.endedAt ?? null })),
  );
  const productIds = [...new Set(built.map((r) => r.productId))];
  if (productIds.length > 0) {
    await db.execute(sql`update products set deployment_service = 'included'
      where id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and deployment_service = 'none'`);
  }
  return built.length;
}
