import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { AdminPaymentsQuery } from './admin-payments.schema.ts';

export interface AdminPayment {
  id: string;
  provider: string;
  providerRef: string;
  orderId: string;
  orderNumber: string;
  amountCents: number;
  status: string;
  createdAt: string;
}

export interface AdminRefund {
  id: string;
  orderId: string;
  orderNumber: string;
  amountCents: number;
  reason: string;
  status: string;
  createdAt: string;
}

type Meta = { total: number; page: number; per_page: number };

export interface AdminPayments {
  payments: AdminPayment[];
  refunds: AdminRefund[];
  /** The providers that have payments, for the filter. */
  providers: string[];
  meta: { payments: Meta; refunds: Meta };
}

/** Recent payments and refunds, newest first, each list paged and filtered on its own (administrators). */
export async function listAdminPayments(
  deps: { db: Db },
  viewer: Viewer | null,
  query: AdminPaymentsQuery,
): Promise<AdminPayments> {
  requireAdmin(viewer);
  const paymentWhere = sql.join(
    [
      sql`true`,
      ...(query.provider ? [sql`p.provider = ${query.provider}`] : []),
      ...(query.status ? [sql`p.status = ${query.status}`] : []),
    ],
    sql` and `,
  );
  const refundWhere = query.refund_status ? sql`r.status = ${query.refund_status}` : sql`true`;
  const [payments, paymentCount, refunds, refundCount, providers] = await Promise.all([
    rows<{
      id: string;
      provider: string;
      provider_ref: string;
      order_id: string;
      number: string;
      amount_cents: number;
      status: string;
      created_at: Date | string;
    }>(
      deps.db,
      sql`select p.id, p.provider, p.provider_ref, p.order_id, o.number, p.amount_cents, p.status, p.created_at
          from payments p join orders o on o.id = p.order_id
          where ${paymentWhere}
          order by p.created_at desc, p.id
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ total: number }>(deps.db, sql`select count(*)::int as total from payments p where ${paymentWhere}`),
    rows<{
      id: string;
      order_id: string;
      number: string;
      amount_cents: number;
      reason: string;
      status: string;
      created_at: Date | string;
    }>(
      deps.db,
      sql`select r.id, r.order_id, o.number, r.amount_cents, r.reason, r.status, r.created_at
          from refunds r join orders o on o.id = r.order_id
          where ${refundWhere}
          order by r.created_at desc, r.id
          limit ${query.per_page} offset ${(query.refund_page - 1) * query.per_page}`,
    ),
    rows<{ total: number }>(deps.db, sql`select count(*)::int as total from refunds r where ${refundWhere}`),
    rows<{ provider: string }>(deps.db, sql`select distinct provider from payments order by provider`),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      providerRef: p.provider_ref,
      orderId: p.order_id,
      orderNumber: p.number,
      amountCents: Number(p.amount_cents),
      status: p.status,
      createdAt: iso(p.created_at),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      orderNumber: r.number,
      amountCents: Number(r.amount_cents),
      reason: r.reason,
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    providers: providers.map((p) => p.provider),
    meta: {
      payments: { total: Number(paymentCount[0]?.total ?? 0), page: query.page, per_page: query.per_page },
      refunds: { total: Number(refundCount[0]?.total ?? 0), page: query.refund_page, per_page: query.per_page },
    },
  };
}
