import { Link } from 'react-router';
import type { AdminPayment, AdminRefund } from '../../../../core/admin/payments/list-admin-payments.ts';
import type { PayoutBatchSummary } from '../../../../core/admin/payouts/list-payout-batches.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';
const link = 'text-primary underline underline-offset-4';

function Head({ columns, prefix }: { columns: readonly string[]; prefix: string }) {
  const { t } = useTranslation('adminPayments');
  return (
    <thead className="border-b bg-muted/50">
      <tr>
        {columns.map((col) => (
          <th key={col} scope="col" className={`${cell} font-medium`}>
            {t(`${prefix}.columns.${col}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Recent payments: provider, their reference, the order (a link to its admin page), amount, status, date. */
export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (payments.length === 0) return <p className="text-muted-foreground">{t('payments.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('payments.heading')}</caption>
        <Head columns={['provider', 'ref', 'order', 'amount', 'status', 'date']} prefix="payments" />
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b last:border-0">
              <td className={cell}>{payment.provider}</td>
              <td className={`${cell} font-mono text-xs`}>{payment.providerRef}</td>
              <th scope="row" className={`${cell} font-mono text-xs font-normal`}>
                <Link to={`/admin/orders/${payment.orderId}`} className={link}>
                  {payment.orderNumber}
                </Link>
              </th>
              <td className={`${cell} tabular-nums`}>{formatPrice(payment.amountCents, locale)}</td>
              <td className={cell}>{t(`payments.statuses.${payment.status}`)}</td>
              <td className={cell}>
                <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Recent refunds: the order, amount, the stated reason, status, date. */
export function RefundsTable({ refunds }: { refunds: AdminRefund[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (refunds.length === 0) return <p className="text-muted-foreground">{t('refunds.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('refunds.heading')}</caption>
        <Head columns={['order', 'amount', 'reason', 'status', 'date']} prefix="refunds" />
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id} className="border-b last:border-0">
              <th scope="row" className={`${cell} font-mono text-xs font-normal`}>
                <Link to={`/admin/orders/${refund.orderId}`} className={link}>
                  {refund.orderNumber}
                </Link>
              </th>
              <td className={`${cell} tabular-nums`}>{formatPrice(refund.amountCents, locale)}</td>
              <td className="min-w-64 px-3 py-2">{refund.reason}</td>
              <td className={cell}>{t(`refunds.statuses.${refund.status}`)}</td>
              <td className={cell}>
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The payout batches, newest first, each a link to its page. */
export function BatchesTable({ batches }: { batches: PayoutBatchSummary[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (batches.length === 0) return <p className="text-muted-foreground">{t('batches.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('batches.heading')}</caption>
        <Head columns={['reference', 'created', 'count', 'total', 'status']} prefix="batches" />
        <tbody>
          {batches.map((batch) => (
            <tr key={batch.id} className="border-b last:border-0">
              <th scope="row" className={`${cell} font-mono text-xs font-normal`}>
                <Link to={`/admin/payments/batches/${batch.id}`} className={link}>
                  {batch.reference}
                </Link>
              </th>
              <td className={cell}>
                <time dateTime={batch.createdAt}>{formatDateTime(batch.createdAt, locale)}</time>
              </td>
              <td className={`${cell} tabular-nums`}>{batch.payoutCount}</td>
              <td className={`${cell} tabular-nums`}>{formatPrice(batch.totalCents, locale)}</td>
              <td className={cell}>{t(`batches.status.${batch.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
