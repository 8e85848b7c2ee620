import { getInvoicePdf } from '../../../core/invoices/get-invoice-pdf.ts';
import { invoicePdfResponse } from '../../../core/invoices/pdf-response.ts';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/invoice-pdf';

/** GET /dashboard/invoices/:reference/pdf: the PDF as a download, for its buyer (or an administrator). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  return guard(async () => {
    return invoicePdfResponse(await getInvoicePdf(context.get(depsContext), viewer, params.reference));
  });
}
