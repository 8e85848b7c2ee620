import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Stat } from './stat.tsx';

export type BalanceText = 'pending' | 'pendingHint' | 'available' | 'availableHint' | 'paidOut';

/** A balance in three figures: pending (still refundable), available (paid with the next payout), paid out. */
export function BalanceStats({
  balances,
  text,
}: {
  balances: { pendingCents: number; availableCents: number; paidOutCents: number };
  /** The figures' labels and hints, from the page's own namespace. */
  text: (key: BalanceText) => string;
}) {
  const { i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat label={text('pending')} value={money(balances.pendingCents)} hint={text('pendingHint')} />
      <Stat label={text('available')} value={money(balances.availableCents)} hint={text('availableHint')} />
      <Stat label={text('paidOut')} value={money(balances.paidOutCents)} />
    </dl>
  );
}
