import { describe, expect, it } from 'vitest';
import { adminDashboardQuery } from './admin-dashboard.schema.ts';
import { conversionPercent } from './platform-figures.ts';
import { platformWindow } from './platform-window.ts';

describe('the admin dashboard’s period', () => {
  it('is the rolling window of N days ending now, the N days before it, and N calendar days of views', () => {
    const now = new Date('2026-11-24T03:00:00.000Z');
    expect(platformWindow(7, now)).toEqual({
      days: 7,
      from: new Date('2026-11-17T03:00:00.000Z'),
      to: now,
      previousFrom: new Date('2026-11-10T03:00:00.000Z'),
      viewsFrom: '2026-11-17',
      viewsTo: '2026-11-24',
      previousViewsFrom: '2026-11-10',
    });
  });

  it('accepts 7, 30 or 90 days (30 by default) and nothing else', () => {
    expect(adminDashboardQuery.parse({})).toEqual({ days: 30 });
    expect(adminDashboardQuery.parse({ days: '90' })).toEqual({ days: 90 });
    for (const days of ['13', '0', '30.0', 'abc', '365']) {
      const parsed = adminDashboardQuery.safeParse({ days });
      expect(parsed.success, days).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('invalid_days');
    }
  });

  it('gives the conversion as orders per hundred views, to one decimal, and none without views', () => {
    expect(conversionPercent(3, 0)).toBeNull();
    expect(conversionPercent(0, 250)).toBe(0);
    expect(conversionPercent(7, 300)).toBe(2.3);
    expect(conversionPercent(1, 8)).toBe(12.5);
  });
});
