/**
 * The end of a billing period starting at `from`: one month or one year later, on the same day of the month, or on
 * the month's last day when it has fewer (31 January → 28 or 29 February), never spilling into the next month.
 */
export function addBillingPeriod(from: Date, billing: 'monthly' | 'yearly'): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (billing === 'yearly' ? 12 : 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
