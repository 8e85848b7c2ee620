import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Operator } from '../legal/operator.ts';
import type { FileStore } from '../ports/file-store.ts';
import { AppError } from '../shared/app-error.ts';
import { referencePattern } from './series.ts';
import { invoicePdfKey, storeInvoicePdf } from './store-invoice-pdf.ts';

const notFound = () => new AppError('invoice_not_found', 404, 'Facture introuvable');

/**
 * The PDF of an invoice or credit note, for the order's buyer or an administrator; anyone else is told it does not
 * exist (404, like a reference nobody has). A PDF the job has not stored yet is rendered and stored now.
 */
export async function getInvoicePdf(
  deps: { db: Db; files: FileStore; operator: Operator },
  viewer: Viewer | null,
  reference: string,
): Promise<{ reference: string; body: Uint8Array }> {
  const v = requireViewer(viewer);
  if (!referencePattern.test(reference)) throw notFound();
  const [invoice] = await deps.db
    .select({ id: invoices.id, buyerId: orders.buyerId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.reference, reference));
  if (!invoice || (invoice.buyerId !== v.userId && !isAdmin(v))) throw notFound();

  const stored = await deps.files.get(invoicePdfKey(reference));
  if (stored) return { reference, body: stored.body };
  const rendered = await storeInvoicePdf(deps, invoice.id);
  if (!rendered) throw notFound();
  return rendered;
}
