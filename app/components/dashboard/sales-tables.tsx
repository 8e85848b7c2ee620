import type { SellerPayout } from '../../../core/dashboard/get-seller-sales.ts';
import type { SaleLine } from '../../../core/dashboard/sales-lines.ts';
import { formatDate, formatDateTime, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';
const lineColumns = ['date', 'order', 'product', 'seats', 'net', 'share', 'status'] as const;
const payoutColumns = ['date', 'amount', 'status', 'reference', 'paidAt'] as const;

/** The period's order lines: what was sold, the seller's 70 % of it, and what became of it. */
export function SaleLinesTable({ lines }: { lines: SaleLine[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  if (lines.length === 0) return <p className="text-muted-foreground">{t('sales.noLines')}</p>;
  return (
    <DataTable caption={t('sales.linesHeading')} columns={dataColumns(lineColumns, (key) => t(`sales.csv.${key}`))}>
      {lines.map((line) => (
        <tr key={line.id} className="border-b last:border-0">
          <td className={cell}>
            <time dateTime={line.soldAt}>{formatDateTime(line.soldAt, locale)}</time>
          </td>
          <td className={`${cell} font-mono text-xs`}>{line.orderNumber}</td>
          <th scope="row" className="px-3 py-2 font-medium">
            {line.title}
          </th>
          <td className={`${cell} tabular-nums`}>{line.seats}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(line.netCents, locale)}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(line.shareCents, locale)}</td>
          <td className={cell}>
            {t(`sales.status.${line.status}`)}
            {line.refundedCents > 0 && (
              <span className="block text-xs text-muted-foreground">
                {t('sales.refundedAmount', { amount: formatPrice(line.refundedCents, locale) })}
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The seller's payouts, newest first. */
export function PayoutsTable({ payouts }: { payouts: SellerPayout[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  if (payouts.length === 0) return <p className="text-muted-foreground">{t('sales.noPayouts')}</p>;
  return (
    <DataTable
      caption={t('sales.payoutsHeading')}
      columns={dataColumns(payoutColumns, (key) => t(`sales.payouts.${key}`))}
    >
      {payouts.map((payout) => (
        <tr key={payout.id} className="border-b last:border-0">
          <td className={cell}>{formatDate(payout.createdAt, locale)}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(payout.amountCents, locale)}</td>
          <td className={cell}>{t(`sales.payoutStatus.${payout.status}`)}</td>
          <td className={`${cell} font-mono text-xs`}>{payout.reference ?? '—'}</td>
          <td className={cell}>{payout.paidAt ? formatDate(payout.paidAt, locale) : '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
