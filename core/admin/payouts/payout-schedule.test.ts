import { describe, expect, it } from 'vitest';
import { defaultPayoutSchedule, holdingCutoff, nextPayoutRun } from './payout-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextPayoutRun', () => {
  it('is the next day of the month at 05:00 UTC, today while the run is still ahead', () => {
    const monthly = { ...defaultPayoutSchedule, frequency: 'monthly' as const, dayOfMonth: 15 };
    expect(nextPayoutRun(monthly, at('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-12-15T05:00:00.000Z');
    expect(nextPayoutRun(monthly, at('2026-12-15T04:59:00Z')).toISOString()).toBe('2026-12-15T05:00:00.000Z');
    expect(nextPayoutRun(monthly, at('2026-12-15T05:01:00Z')).toISOString()).toBe('2027-01-15T05:00:00.000Z');
  });

  it('is the next weekday for a weekly schedule (1 = Monday, 7 = Sunday)', () => {
    const weekly = { ...defaultPayoutSchedule, frequency: 'weekly' as const, weekday: 1 };
    // 2026-11-27 is a Friday.
    expect(nextPayoutRun(weekly, at('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(nextPayoutRun({ ...weekly, weekday: 7 }, at('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
    expect(nextPayoutRun({ ...weekly, weekday: 5 }, at('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-12-04T05:00:00.000Z',
    );
  });

  it('pays what is older than the holding period at the run', () => {
    expect(holdingCutoff({ ...defaultPayoutSchedule, holdingDays: 14 }, at('2026-12-15T05:00:00Z')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });
});
