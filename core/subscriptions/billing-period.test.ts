import { describe, expect, it } from 'vitest';
import { addBillingPeriod } from './billing-period.ts';

const at = (iso: string) => new Date(iso);

describe('addBillingPeriod', () => {
  it('keeps the day and the time of day', () => {
    expect(addBillingPeriod(at('2026-03-15T10:30:00Z'), 'monthly')).toEqual(at('2026-04-15T10:30:00Z'));
    expect(addBillingPeriod(at('2026-03-15T10:30:00Z'), 'yearly')).toEqual(at('2027-03-15T10:30:00Z'));
  });

  it('ends on the last day of a shorter month instead of spilling into the next', () => {
    expect(addBillingPeriod(at('2026-01-31T08:00:00Z'), 'monthly')).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addBillingPeriod(at('2028-01-31T08:00:00Z'), 'monthly')).toEqual(at('2028-02-29T08:00:00Z'));
    expect(addBillingPeriod(at('2026-08-31T08:00:00Z'), 'monthly')).toEqual(at('2026-09-30T08:00:00Z'));
    expect(addBillingPeriod(at('2028-02-29T08:00:00Z'), 'yearly')).toEqual(at('2029-02-28T08:00:00Z'));
  });

  it('crosses the year in December', () => {
    expect(addBillingPeriod(at('2026-12-31T23:00:00Z'), 'monthly')).toEqual(at('2027-01-31T23:00:00Z'));
  });
});
