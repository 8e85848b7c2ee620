import { describe, expect, it } from 'vitest';
import {
  formatAmountField,
  formatChartDate,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatDay,
} from './format.ts';

const firstOfJuly = new Date('2026-07-01T10:00:00Z');

describe('dates in words', () => {
  it('write the first of the month « 1er » in French, in every form that spells the month', () => {
    expect(formatDate(firstOfJuly, 'fr')).toBe('1er juillet 2026');
    expect(formatDay(firstOfJuly, 'fr')).toBe('1er juil. 2026');
    expect(formatDateTime(firstOfJuly, 'fr')).toBe('1er juil. 2026, 12:00');
    expect(formatDateTimeWithZone(firstOfJuly, 'fr')).toBe('1er juillet 2026 à 12:00 UTC+2');
    expect(formatChartDate('2026-07-01', 'day', 'fr')).toBe('1er juil.');
  });

  it('leave the other days, and the other languages, as Intl writes them', () => {
    expect(formatDate('2026-07-11', 'fr')).toBe('11 juillet 2026');
    expect(formatDate('2026-07-21', 'fr')).toBe('21 juillet 2026');
    expect(formatDate(firstOfJuly, 'en')).toBe('July 1, 2026');
    expect(formatDate(firstOfJuly, 'de')).toBe('1. Juli 2026');
  });
});

describe('amounts in form fields', () => {
  it('keep two decimals with the reader’s decimal mark and no grouping, so the price schemas read them back', () => {
    expect(formatAmountField(4900, 'fr')).toBe('49,00');
    expect(formatAmountField(123456, 'de')).toBe('1234,56');
    expect(formatAmountField(123456, 'en')).toBe('1234.56');
    expect(formatAmountField(5, 'es')).toBe('0,05');
  });
});
