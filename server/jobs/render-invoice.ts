import { storeInvoicePdf } from '../../core/invoices/store-invoice-pdf.ts';
import type { Operator } from '../../core/legal/operator.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { Db } from '../../db/client.ts';

/**
 * The `render-invoice` job, enqueued in the transaction that numbered the invoice: renders its PDF and stores it.
 * Running it again (a retry after a crash) finds the stored file and changes nothing.
 */
export const renderInvoiceJob =
  (deps: { db: Db; files: FileStore; operator: Operator }) =>
  async ({ invoiceId }: { invoiceId: string }): Promise<void> => {
    const stored = await storeInvoicePdf(deps, invoiceId);
    if (!stored) throw new Error(`render-invoice: no invoice ${invoiceId}`);
  };
