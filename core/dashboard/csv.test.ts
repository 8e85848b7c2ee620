import { describe, expect, it } from 'vitest';
import { csvAmount, csvDocument, csvField } from './csv.ts';

describe('CSV fields', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it('quotes text as RFC 4180 says (commas, quotes, line breaks) and leaves numbers bare', () => {
    expect(csvField('Agent, "pro"\nv2')).toBe('"Agent, ""pro""\nv2"');
    expect(csvField('Agent SDR')).toBe('"Agent SDR"');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvAmount(4083)).toBe(40.83);
    expect(csvAmount(-2858)).toBe(-28.58);
  });

  it('makes a document with a byte order mark and CRLF line ends', () => {
    expect(
      csvDocument([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('\uFEFF"a",1\r\n"b",2\r\n');
  });
});
