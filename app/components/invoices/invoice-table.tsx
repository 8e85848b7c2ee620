import Download from 'lucide-react/icons/download';
import type { InvoiceSummary } from '../../../core/invoices/list-invoices.ts';
import { formatDay, formatPrice } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonVariants } from '../ui/button.tsx';

/**
 * Invoices and credit notes as a table; on a phone the type and the order move under the reference, so the table
 * fits 390 px without scrolling sideways.
 */
export function InvoiceTable({ invoices, locale }: { invoices: InvoiceSummary[]; locale: string }) {
  const { t } = useTranslation('invoices');
  const secondary = 'hidden px-3 py-3 sm:table-cell';
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('table.reference')}
            </th>
            <th scope="col" className={cn(secondary, 'font-medium')}>
              {t('table.kind')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('table.date')}
            </th>
            <th scope="col" className={cn(secondary, 'font-medium')}>
              {t('table.order')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('table.amount')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              <span className="sr-only sm:not-sr-only">{t('table.pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => {
            const creditNote = invoice.kind === 'credit_note';
            const kind = t(`kind.${invoice.kind}`);
            return (
              <tr key={invoice.reference}>
                <th scope="row" className="px-3 py-3 align-top font-medium whitespace-nowrap">
                  {invoice.reference}
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                    {kind} · {invoice.orderNumber}
                  </span>
                </th>
                <td className={secondary}>
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                      creditNote ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-foreground',
                    )}
                  >
                    {kind}
                  </span>
                </td>
                <td className="px-3 py-3 align-top whitespace-nowrap">
                  <time dateTime={invoice.issuedAt}>{formatDay(invoice.issuedAt, locale)}</time>
                </td>
                <td className={cn(secondary, 'break-all')}>{invoice.orderNumber}</td>
                <td className="px-3 py-3 text-right align-top font-medium whitespace-nowrap tabular-nums">
                  {formatPrice(creditNote ? -invoice.totalCents : invoice.totalCents, locale)}
                </td>
                <td className="px-3 py-2 text-right align-top">
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
