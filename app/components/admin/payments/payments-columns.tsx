import { Link } from 'react-router';
import type { AdminPayment, AdminRefund } from '../../../../core/admin/payments/list-admin-payments.ts';
import type { PastDueRenewal } from '../../../../core/admin/payments/list-past-due-renewals.ts';
import type { PayoutBatchSummary } from '../../../../core/admin/payouts/list-payout-batches.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import type { TFunction } from '../../../lib/i18n.tsx';
import { DateTime } from '../../ui/date-time.tsx';
import type { RecordColumns } from '../../ui/record-table.tsx';

const cell = 'whitespace-nowrap';
const reference = 'whitespace-nowrap font-mono text-xs font-normal';

/** A link to a record's admin page, under its reference. */
function RecordLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}

/** Recent payments: provider, their reference, the order (a link to its admin page), amount, status, date. */
export const paymentColumns = (t: TFunction, locale: string): RecordColumns<AdminPayment> => ({
  provider: {
    cell: (payment) => t(`adminOrders:provider.${payment.provider}`, { defaultValue: payment.provider }),
    className: cell,
  },
  ref: { cell: (payment) => payment.providerRef, className: 'whitespace-nowrap font-mono text-xs' },
  order: {
    cell: (payment) => <RecordLink to={`/admin/orders/${payment.orderId}`}>{payment.orderNumber}</RecordLink>,
    className: reference,
  },
  amount: { cell: (payment) => formatPrice(payment.amountCents, locale), numeric: true },
  status: { cell: (payment) => t(`payments.statuses.${payment.status}`), className: cell },
  date: { cell: (payment) => <DateTime value={payment.createdAt} />, className: cell },
});

/** Recent refunds: the order, amount, the stated reason, status, date. */
export const refundColumns = (t: TFunction, locale: string): RecordColumns<AdminRefund> => ({
  order: {
    cell: (refund) => <RecordLink to={`/admin/orders/${refund.orderId}`}>{refund.orderNumber}</RecordLink>,
    className: reference,
  },
  amount: { cell: (refund) => formatPrice(refund.amountCents, locale), numeric: true },
  reason: { cell: (refund) => refund.reason, className: 'min-w-64' },
  status: { cell: (refund) => t(`refunds.statuses.${refund.status}`), className: cell },
  date: { cell: (refund) => <DateTime value={refund.createdAt} />, className: cell },
});

/** The payout batches, newest first, each a link to its page. */
export const batchColumns = (t: TFunction, locale: string): RecordColumns<PayoutBatchSummary> => ({
  reference: {
    cell: (batch) => <RecordLink to={`/admin/payments/batches/${batch.id}`}>{batch.reference}</RecordLink>,
    className: reference,
  },
  created: { cell: (batch) => <DateTime value={batch.createdAt} />, className: cell },
  count: { cell: (batch) => batch.payoutCount, numeric: true },
  total: { cell: (batch) => formatPrice(batch.totalCents, locale), numeric: true },
  status: { cell: (batch) => t(`batches.status.${batch.status}`), className: cell },
});

/** Renewals that failed: the buyer (a link to their page), the product, the provider, when access ends. */
export const renewalColumns = (t: TFunction): RecordColumns<PastDueRenewal> => ({
  buyer: (renewal) => (
    <>
      <RecordLink to={`/admin/users/${renewal.user.id}`}>{renewal.user.name}</RecordLink>
      <span className="block text-xs text-muted-foreground">{renewal.user.email}</span>
    </>
  ),
  product: { cell: (renewal) => renewal.product.title, className: 'min-w-48' },
  provider: {
    cell: (renewal) => t(`adminOrders:provider.${renewal.provider}`, { defaultValue: renewal.provider }),
    className: cell,
  },
  graceUntil: {
    cell: (renewal) => (renewal.graceUntil ? <DateTime value={renewal.graceUntil} /> : '—'),
    className: cell,
  },
});
