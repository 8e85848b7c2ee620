import { Link } from 'react-router';
import type { AdminPayment, AdminRefund } from '../../../../core/admin/payments/list-admin-payments.ts';
import type { PayoutBatchSummary } from '../../../../core/admin/payouts/list-payout-batches.ts';
import { formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';
const link = 'text-primary underline underline-offset-4';

/** The columns of one of the page's tables, with their headings from `<prefix>.columns.<key>`. */
const columns = (t: TFunction, prefix: string, keys: readonly string[]) =>
  keys.map((key) => ({ key, label: t(`${prefix}.columns.${key}`) }));

/** Recent payments: provider, their reference, the order (a link to its admin page), amount, status, date. */
export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (payments.length === 0) return <p className="text-muted-foreground">{t('payments.empty')}</p>;
  return (
    <DataTable
      caption={t('payments.heading')}
      columns={columns(t, 'payments', ['provider', 'ref', 'order', 'amount', 'status', 'date'])}
    >
      {payments.map((payment) => (
        <tr key={payment.id} className="border-b last:border-0">
          <td className={cell}>{t(`adminOrders:provider.${payment.provider}`, { defaultValue: payment.provider })}</td>
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
    </DataTable>
  );
}

/** Recent refunds: the order, amount, the stated reason, status, date. */
export function RefundsTable({ refunds }: { refunds: AdminRefund[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (refunds.length === 0) return <p className="text-muted-foreground">{t('refunds.empty')}</p>;
  return (
    <DataTable
      caption={t('refunds.heading')}
      columns={columns(t, 'refunds', ['order', 'amount', 'reason', 'status', 'date'])}
    >
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
    </DataTable>
  );
}

/** The payout batches, newest first, each a link to its page. */
export function BatchesTable({ batches }: { batches: PayoutBatchSummary[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (batches.length === 0) return <p className="text-muted-foreground">{t('batches.empty')}</p>;
  return (
    <DataTable
      caption={t('batches.heading')}
      columns={columns(t, 'batches', ['reference', 'created', 'count', 'total', 'status'])}
    >
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
    </DataTable>
  );
}
