import type { PayoutBatchPayout } from '../../../../core/admin/payouts/get-payout-batch.ts';
import { formatIban } from '../../../../core/sellers/iban.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';

/** A batch's transfers: who, to which account, how much, and where each stands. */
export function BatchPayoutsTable({ payouts }: { payouts: PayoutBatchPayout[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  return (
    <DataTable
      caption={t('batch.payouts')}
      columns={(['payee', 'kind', 'holder', 'iban', 'amount', 'status'] as const).map((col) => ({
        key: col,
        label: t(`batch.columns.${col}`),
      }))}
    >
      {payouts.map((payout) => (
        <tr key={payout.id} className="border-b last:border-0">
          <th scope="row" className="px-3 py-2 font-medium">
            {payout.displayName}
          </th>
          <td className={cell}>{t(`payouts.kinds.${payout.kind}`)}</td>
          <td className={cell}>{payout.payoutName ?? '—'}</td>
          <td className={`${cell} font-mono text-xs`}>{payout.payoutIban ? formatIban(payout.payoutIban) : '—'}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(payout.amountCents, locale)}</td>
          <td className={cell}>{t(`batch.payoutStatus.${payout.status}`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
