import { describe, expect, it } from 'vitest';
import { bucketStart, fillSeries } from './series.ts';

describe('chart series', () => {
  it('starts a week on Monday and a month on its first day, in UTC', () => {
    // Monday 23 November 2026, late evening UTC; the 22nd is a Sunday.
    const monday = new Date('2026-11-23T23:30:00Z');
    expect(bucketStart(monday, 'day').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(bucketStart(new Date('2026-11-22T10:00:00Z'), 'week').toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(bucketStart(monday, 'week').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(bucketStart(monday, 'month').toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('has every bucket from the first to the last, zero where nothing was grouped', () => {
    const points = fillSeries(
      [
        { bucket: '2026-11-02', value: '700' },
        { bucket: '2026-11-04', value: -300 },
      ],
      new Date('2026-11-01T12:00:00Z'),
      new Date('2026-11-04T08:00:00Z'),
      'day',
    );
    expect(points).toEqual([
      { date: '2026-11-01', value: 0 },
      { date: '2026-11-02', value: 700 },
      { date: '2026-11-03', value: 0 },
      { date: '2026-11-04', value: -300 },
    ]);
    const months = fillSeries([], new Date('2025-12-15T00:00:00Z'), new Date('2026-02-01T00:00:00Z'), 'month');
    expect(months.map((p) => p.date)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});
