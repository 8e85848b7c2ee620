import type { PayeeBalance } from '../../../../core/admin/payouts/payable-balances.ts';
import { maskIban } from '../../../../core/sellers/iban.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';

/** Every seller's and partner's balance: pending, available, paid out, and whether the next batch pays them. */
export function PayeesTable({ payees }: { payees: PayeeBalance[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  if (payees.length === 0) return <p className="text-muted-foreground">{t('payouts.empty')}</p>;
  return (
    <DataTable
      caption={t('payouts.caption')}
      columns={(['payee', 'kind', 'holder', 'iban', 'pending', 'available', 'paidOut', 'state'] as const).map(
        (col) => ({ key: col, label: t(`payouts.columns.${col}`) }),
      )}
    >
      {payees.map((payee) => (
        <tr key={payee.account} className="border-b last:border-0">
          <th scope="row" className="px-3 py-2 font-medium">
            {payee.displayName}
          </th>
          <td className={cell}>{t(`payouts.kinds.${payee.kind}`)}</td>
          <td className={cell}>{payee.payoutName ?? '—'}</td>
          <td className={`${cell} font-mono text-xs`}>{payee.payoutIban ? maskIban(payee.payoutIban) : '—'}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(payee.pendingCents, locale)}</td>
          <td className={`${cell} tabular-nums font-medium`}>{formatPrice(payee.availableCents, locale)}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(payee.paidOutCents, locale)}</td>
          <td className={cell}>
            <span className={payee.payable ? 'text-primary' : 'text-muted-foreground'}>
              {t(`payouts.states.${payee.reason ?? 'payable'}`)}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
