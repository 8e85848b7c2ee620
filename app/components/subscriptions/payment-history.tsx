import Download from 'lucide-react/icons/download';
import type { SubscriptionPayment } from '../../../core/subscriptions/list-subscriptions.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The orders that paid a subscription's periods, with a link to each invoice; fits 390 px without scrolling. */
export function PaymentHistory({ title, payments }: { title: string; payments: SubscriptionPayment[] }) {
  const { t, i18n } = useTranslation('subscriptions');
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t('history.empty')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('history.caption', { title })}</caption>
      <thead className="border-b text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('history.date')}
          </th>
          <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
            {t('history.order')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('history.amount')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('history.invoice')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {payments.map((payment) => (
          <tr key={payment.orderNumber}>
            <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
              {formatDate(payment.paidAt, i18n.language)}
              <span className="block text-xs text-muted-foreground sm:hidden">{payment.orderNumber}</span>
            </th>
            <td className="hidden py-2 pr-3 sm:table-cell">{payment.orderNumber}</td>
            <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
              {formatPrice(payment.totalCents, i18n.language)}
            </td>
            <td className="py-2 text-right">
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
