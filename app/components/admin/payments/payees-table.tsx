import type { PayeeBalance } from '../../../../core/admin/payouts/payable-balances.ts';
import { maskIban } from '../../../../core/sellers/iban.ts';
import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { payeeColumns } from './payee-columns.ts';

/** Every seller's and partner's balance: pending, available, paid out, and whether the next batch pays them. */
export function PayeesTable({ payees }: { payees: PayeeBalance[] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const money = (cents: number) => formatPrice(cents, i18n.language);
  return (
    <RecordTable
      caption={t('payouts.caption')}
      rows={payees}
      rowKey={(payee) => payee.account}
      label={(key) => t(`payouts.columns.${key}`)}
      empty={t('payouts.empty')}
      columns={{
        ...payeeColumns<PayeeBalance>(t, maskIban),
        pending: { cell: (payee) => money(payee.pendingCents), numeric: true },
        available: { cell: (payee) => money(payee.availableCents), numeric: true, className: 'font-medium' },
        paidOut: { cell: (payee) => money(payee.paidOutCents), numeric: true },
        state: {
          cell: (payee) => (
            <span className={payee.payable ? 'text-primary' : 'text-muted-foreground'}>
              {t(`payouts.states.${payee.reason ?? 'payable'}`)}
            </span>
          ),
          className: 'whitespace-nowrap',
        },
      }}
    />
  );
}
