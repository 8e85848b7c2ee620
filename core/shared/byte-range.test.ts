import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it('resolves the three forms of one byte range against the size', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf('bytes=-200', 1000)).toEqual({ start: 800, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('sends the whole file for no header, a malformed one, another unit or several ranges', () => {
    for (const header of [
      undefined,
      null,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-3',
      'items=0-1',
      'bytes=0-1,5-9',
      'bytes=a-b',
    ]) {
      expect(byteRangeOf(header, 1000), String(header)).toBeNull();
    }
  });

  it('is unsatisfiable from or past the end, and for an empty suffix or file', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=1500-1600', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
