import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { Operator } from '../legal/operator.ts';
import type { FileStore } from '../ports/file-store.ts';
import { buildInvoiceDocument } from './invoice-document.ts';
import { loadInvoiceFacts } from './load-invoice-facts.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

export const invoicePdfKey = (reference: string) => `invoices/${reference}.pdf`;

/**
 * The stored PDF of an invoice, rendered and stored (`invoices/<reference>.pdf`, recorded in `pdf_path`) the first
 * time only (by the job enqueued when it is numbered): an issued document never changes, even if a name in it, the
 * operator's included, does later. Null when no invoice has this id.
 */
export async function storeInvoicePdf(
  { db, files, operator }: { db: Db; files: FileStore; operator: Operator },
  invoiceId: string,
): Promise<{ reference: string; body: Uint8Array } | null> {
  const facts = await loadInvoiceFacts(db, invoiceId);
  if (!facts) return null;
  const key = invoicePdfKey(facts.invoice.reference);
  const stored = await files.get(key);
  if (stored) return { reference: facts.invoice.reference, body: stored.body };
  const body = await renderInvoicePdf(buildInvoiceDocument(facts, operator));
  await files.put(key, body, 'application/pdf');
  await db.update(invoices).set({ pdfPath: key }).where(eq(invoices.id, invoiceId));
  return { reference: facts.invoice.reference, body };
}
