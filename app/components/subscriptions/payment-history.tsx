import Download from 'lucide-react/icons/download';
import type { SubscriptionPayment } from '../../../core/subscriptions/list-subscriptions.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';

const columns = ['date', 'order', 'amount', 'invoice'] as const;
const columnClasses: Partial<Record<(typeof columns)[number], string>> = {
  order: 'hidden sm:table-cell',
  amount: 'text-right',
  invoice: 'text-right',
};

/** The orders that paid a subscription's periods, with a link to each invoice; fits 390 px without scrolling. */
export function PaymentHistory({ title, payments }: { title: string; payments: SubscriptionPayment[] }) {
  const { t, i18n } = useTranslation('subscriptions');
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t('history.empty')}</p>;
  return (
    <Table>
      <TableCaption className="sr-only">{t('history.caption', { title })}</TableCaption>
      <TableHeader className="text-muted-foreground">
        <TableRow>
          {columns.map((key) => (
            <TableHead key={key} className={columnClasses[key]}>
              {t(`history.${key}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.orderNumber}>
            <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
              {formatDate(payment.paidAt, i18n.language)}
              <span className="block text-xs text-muted-foreground sm:hidden">{payment.orderNumber}</span>
            </th>
            <TableCell className="hidden sm:table-cell">{payment.orderNumber}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">
              {formatPrice(payment.totalCents, i18n.language)}
            </TableCell>
            <TableCell className="text-right">
              {payment.invoiceReference ? (
                <a
                  href={`/dashboard/invoices/${payment.invoiceReference}/pdf`}
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={t('history.download', { reference: payment.invoiceReference })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{payment.invoiceReference}</span>
                </a>
              ) : (
                <span className="text-muted-foreground">{t('history.pending')}</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
