import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { accessUntil } from './subscription-access.ts';

export type SubscriptionStatus = 'active' | 'past_due' | 'suspended' | 'canceled' | 'expired';

/** One paid period: the first order or a renewal, with its invoice. */
export interface SubscriptionPayment {
  orderNumber: string;
  paidAt: string;
  totalCents: number;
  invoiceReference: string | null;
}

export interface SubscriptionSummary {
  id: string;
  product: { title: string; slug: string };
  billing: 'monthly' | 'yearly';
  /** What a period costs, VAT included, for every seat of the line. */
  priceCents: number;
  seats: number;
  status: SubscriptionStatus;
  /** The next charge, when renewals continue. */
  renewsAt: string | null;
  /** Until when access remains; null once suspended or ended. */
  accessUntil: string | null;
  /** Set after a failed renewal: access stays open until then. */
  graceUntil: string | null;
  canceledAt: string | null;
  /** Other products billed by the same provider subscription (one checkout), which end with this one. */
  billedWith: string[];
  history: SubscriptionPayment[];
}

interface SubscriptionRow {
  id: string;
  provider: string;
  provider_ref: string | null;
  billing: 'monthly' | 'yearly';
  status: SubscriptionStatus;
  current_period_end: string | Date;
  grace_until: string | Date | null;
  cancel_at_period_end: boolean;
  canceled_at: string | Date | null;
  title: string;
  slug: string;
  total_cents: number | null;
  quantity: number | null;
}

interface PaymentRow {
  subscription_id: string;
  number: string;
  paid_at: string | Date;
  total_cents: number;
  reference: string | null;
}

const date = (value: string | Date) => new Date(value);
const iso = (value: string | Date | null) => (value === null ? null : date(value).toISOString());

/**
 * The viewer's subscriptions, newest first, each with the orders that paid its periods (the first one, then every
 * renewal, recognised by its payment's `<provider subscription>:<event>` reference) and their invoices. Two
 * queries whatever the number of subscriptions: the viewer's rows come from `subscriptions_user_idx`, their orders
 * from `orders_buyer_idx`, payments and invoices by order.
 */
export async function listSubscriptions(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<SubscriptionSummary[]> {
  const v = requireViewer(viewer);
  const [subs, paid] = await Promise.all([
    rows<SubscriptionRow>(
      db,
      sql`select s.id, s.provider, s.provider_ref, s.billing, s.status, s.current_period_end, s.grace_until,
            s.cancel_at_period_end, s.canceled_at, p.title, p.slug, oi.total_cents, oi.quantity
          from subscriptions s
          join products p on p.id = s.product_id
          left join order_items oi on oi.id = s.order_item_id
          where s.user_id = ${v.userId}
          order by s.created_at desc, s.id`,
    ),
    rows<PaymentRow>(
      db,
      sql`select distinct on (s.id, o.id) s.id as subscription_id, o.number, o.paid_at, o.total_cents, i.reference
          from subscriptions s
          join orders o on o.buyer_id = s.user_id and o.paid_at is not null
          join payments pm on pm.order_id = o.id
          left join invoices i on i.order_id = o.id and i.kind = 'invoice'
          where s.user_id = ${v.userId}
            and (o.id = (select oi.order_id from order_items oi where oi.id = s.order_item_id)
              or (pm.provider = s.provider and starts_with(pm.provider_ref, s.provider_ref || ':')))
          order by s.id, o.id, i.reference`,
    ),
  ]);
  const now = clock.now();
  const historyOf = new Map<string, SubscriptionPayment[]>();
  for (const row of paid) {
    const list = historyOf.get(row.subscription_id) ?? [];
    list.push({
      orderNumber: row.number,
      paidAt: date(row.paid_at).toISOString(),
      totalCents: row.total_cents,
      invoiceReference: row.reference,
    });
    historyOf.set(row.subscription_id, list);
  }
  const billingKey = (s: SubscriptionRow) => (s.provider_ref ? `${s.provider}:${s.provider_ref}` : s.id);
  return subs.map((s) => {
    const access = accessUntil(
      {
        status: s.status,
        currentPeriodEnd: date(s.current_period_end),
        graceUntil: s.grace_until === null ? null : date(s.grace_until),
      },
      now,
    );
    return {
      id: s.id,
      product: { title: s.title, slug: s.slug },
      billing: s.billing,
      priceCents: s.total_cents ?? 0,
      seats: s.quantity ?? 1,
      status: s.status,
      renewsAt: s.status === 'active' && !s.cancel_at_period_end ? iso(s.current_period_end) : null,
      accessUntil: access?.toISOString() ?? null,
      graceUntil: s.status === 'past_due' ? iso(s.grace_until) : null,
      canceledAt: s.cancel_at_period_end ? iso(s.canceled_at) : null,
      billedWith: subs.filter((o) => o.id !== s.id && billingKey(o) === billingKey(s)).map((o) => o.title),
      history: (historyOf.get(s.id) ?? []).sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    };
  });
}
