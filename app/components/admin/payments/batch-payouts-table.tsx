import type { PayoutBatchPayout } from '../../../../core/admin/payouts/get-payout-batch.ts';
import { formatIban } from '../../../../core/sellers/iban.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { payeeColumns } from './payee-columns.ts';

/** A batch's transfers: who, to which account, how much, and where each stands. */
export function BatchPayoutsTable({ payouts }: { payouts: PayoutBatchPayout[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  return (
    <RecordTable
      caption={t('batch.payouts')}
      rows={payouts}
      label={(key) => t(`batch.columns.${key}`)}
      columns={{
        ...payeeColumns<PayoutBatchPayout>(t, formatIban),
        amount: { cell: (payout) => formatPrice(payout.amountCents, i18n.language), numeric: true },
        status: { cell: (payout) => t(`batch.payoutStatus.${payout.status}`), className: 'whitespace-nowrap' },
      }}
    />
  );
}
