import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Page } from '../shared/page-number.ts';
import type { ListInvoicesQuery } from './list-invoices.schema.ts';
import type { InvoiceKind } from './series.ts';

export interface InvoiceSummary {
  reference: string;
  kind: InvoiceKind;
  issuedAt: string;
  orderNumber: string;
  /** VAT included, positive for both kinds: a credit note's is what was given back. */
  totalCents: number;
}

export type InvoicePage = Page<InvoiceSummary>;

/**
 * The viewer's own invoices and credit notes, newest first. The buyer's orders come from `orders_buyer_idx`, their
 * invoices from `invoices_order_idx`: a buyer has a handful of orders, so sorting what they hold is cheap.
 */
export async function listInvoices(
  { db }: { db: Db },
  viewer: Viewer | null,
  { page, per_page }: ListInvoicesQuery,
): Promise<InvoicePage> {
  const v = requireViewer(viewer);
  const mine = eq(orders.buyerId, v.userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        reference: invoices.reference,
        kind: invoices.kind,
        issuedAt: invoices.issuedAt,
        orderNumber: orders.number,
        totalCents: invoices.totalCents,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(mine)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ total: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(mine),
  ]);
  return {
    data: rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })),
    meta: { total: counted?.total ?? 0, page, per_page },
  };
}
