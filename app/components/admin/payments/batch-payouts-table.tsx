import type { PayoutBatchPayout } from '../../../../core/admin/payouts/get-payout-batch.ts';
import { formatIban } from '../../../../core/sellers/iban.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

const cell = 'px-3 py-2 whitespace-nowrap';

/** A batch's transfers: who, to which account, how much, and where each stands. */
export function BatchPayoutsTable({ payouts }: { payouts: PayoutBatchPayout[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('batch.payouts')}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            {(['payee', 'kind', 'holder', 'iban', 'amount', 'status'] as const).map((col) => (
              <th key={col} scope="col" className={`${cell} font-medium`}>
                {t(`batch.columns.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
