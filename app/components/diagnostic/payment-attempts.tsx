import type { PaymentAttempt } from '../../../core/payments/diagnostic-member.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { TableRow } from '../ui/table.tsx';
import { DiagnosticTime } from './diagnostic-time.tsx';
import { providerName } from './provider-name.ts';

const cell = 'px-3 py-2.5 align-top';
const columns = [
  { key: 'time' },
  { key: 'order' },
  { key: 'provider' },
  { key: 'amount', className: 'whitespace-nowrap text-right' },
  { key: 'status' },
  { key: 'orderStatus' },
  { key: 'notes' },
] as const;

/** The viewer's own payments, newest first, with what the provider reported about each. */
export function PaymentAttempts({ payments, locale }: { payments: PaymentAttempt[]; locale: string }) {
  const { t } = useTranslation('diagnostic');
  return (
    <DataTable
      caption={t('payments.caption', { count: payments.length })}
      tableClassName="min-w-[52rem]"
      columns={columns.map((column) => ({ ...column, label: t(`payments.${column.key}`) }))}
    >
      {payments.map((payment) => (
        <TableRow key={payment.id}>
          <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
            <DiagnosticTime iso={payment.createdAt} locale={locale} />
          </th>
          <td className={`${cell} whitespace-nowrap`}>{payment.orderNumber}</td>
          <td className={cell}>{providerName(payment.provider, t)}</td>
          <td className={`${cell} text-right font-medium whitespace-nowrap tabular-nums`}>
            {formatPrice(payment.amountCents, locale)}
          </td>
          <td className={cell}>{t(`paymentStatus.${payment.status}`)}</td>
          <td className={cell}>{t(`orderStatus.${payment.orderStatus}`)}</td>
          <td className={cell}>
            {payment.notes.length === 0 ? (
              <span className="text-muted-foreground">{t('payments.noNote')}</span>
            ) : (
              <ul className="space-y-1">
                {payment.notes.map(({ note, at }) => (
                  <li key={`${note}-${at}`}>
                    {t(`note.${note}`)}{' '}
                    <span className="text-xs text-muted-foreground">
                      (<DiagnosticTime iso={at} locale={locale} />)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </td>
        </TableRow>
      ))}
    </DataTable>
  );
}
