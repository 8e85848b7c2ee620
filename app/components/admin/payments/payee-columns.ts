import type { PayeeKind } from '../../../../core/admin/payouts/payable-balances.ts';
import type { TFunction } from '../../../lib/i18n.tsx';

type Payee = { kind: PayeeKind; displayName: string; payoutName: string | null; payoutIban: string | null };

/**
 * The columns that say who a payee is and where their money goes: name, kind, account holder and IBAN (`iban` writes
 * it: masked in the balances, in full in a batch's transfers).
 */
export const payeeColumns = <Row extends Payee>(t: TFunction, iban: (value: string) => string) => ({
  payee: (row: Row) => row.displayName,
  kind: { cell: (row: Row) => t(`payouts.kinds.${row.kind}`), className: 'whitespace-nowrap' },
  holder: { cell: (row: Row) => row.payoutName ?? '—', className: 'whitespace-nowrap' },
  iban: {
    cell: (row: Row) => (row.payoutIban ? iban(row.payoutIban) : '—'),
    className: 'whitespace-nowrap font-mono text-xs',
  },
});
