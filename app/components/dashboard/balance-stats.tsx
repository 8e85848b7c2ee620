import { Stat } from './stat.tsx';
import { useFigureFormats } from './use-figure-formats.ts';

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
  const { money } = useFigureFormats();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat label={text('pending')} value={money(balances.pendingCents)} hint={text('pendingHint')} />
      <Stat label={text('available')} value={money(balances.availableCents)} hint={text('availableHint')} />
      <Stat label={text('paidOut')} value={money(balances.paidOutCents)} />
    </dl>
  );
}
