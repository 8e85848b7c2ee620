import Download from 'lucide-react/icons/download';
import type { InvoiceSummary } from '../../../core/invoices/list-invoices.ts';
import { formatDay, formatPrice } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonVariants } from '../ui/button.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';

/** On a phone the kind and the order are shown under the reference instead of in their own columns. */
const secondary = 'hidden sm:table-cell';
const columns = ['reference', 'kind', 'date', 'order', 'amount', 'pdf'] as const;
const columnClasses: Partial<Record<(typeof columns)[number], string>> = {
  kind: secondary,
  order: secondary,
  amount: 'text-right',
  pdf: 'text-right',
};

/**
 * Invoices and credit notes as a table; on a phone the type and the order move under the reference, so the table
 * fits 390 px without scrolling sideways.
 */
export function InvoiceTable({ invoices, locale }: { invoices: InvoiceSummary[]; locale: string }) {
  const { t } = useTranslation('invoices');
  return (
    <DataTable caption={t('table.caption')} columns={dataColumns(columns, (key) => t(`table.${key}`), columnClasses)}>
      {invoices.map((invoice) => {
        const creditNote = invoice.kind === 'credit_note';
        const kind = t(`kind.${invoice.kind}`);
        return (
          <TableRow key={invoice.reference}>
            <th scope="row" className="px-3 py-2 align-top font-medium whitespace-nowrap">
              {invoice.reference}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {kind} · {invoice.orderNumber}
              </span>
            </th>
            <TableCell className={secondary}>
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                  creditNote ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-foreground',
                )}
              >
                {kind}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={invoice.issuedAt}>{formatDay(invoice.issuedAt, locale)}</time>
            </TableCell>
            <TableCell className={cn(secondary, 'break-all')}>{invoice.orderNumber}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatPrice(creditNote ? -invoice.totalCents : invoice.totalCents, locale)}
            </TableCell>
            <TableCell className="text-right">
              {/* A plain link: the browser downloads the file (a resource route, not a page). */}
              <a
                href={`/dashboard/invoices/${encodeURIComponent(invoice.reference)}/pdf`}
                download={`${invoice.reference}.pdf`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={t(creditNote ? 'downloadCreditNote' : 'downloadInvoice', {
                  reference: invoice.reference,
                })}
              >
                <Download aria-hidden="true" />
                <span className="hidden sm:inline">{t('download')}</span>
              </a>
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
