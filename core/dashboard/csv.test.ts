import { describe, expect, it } from 'vitest';
import { csvAmount, csvDialect, csvDocument, csvField, csvFormatFor, rfc4180 } from './csv.ts';

const excel = csvDialect('excel');

describe('CSV fields', () => {
  it('neutralises every cell a spreadsheet would run as a formula, in both forms', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
      expect(csvField(`${start}1+1`, excel)).toBe(`"'${start}1+1"`);
    }
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it('quotes text as RFC 4180 says (separators, quotes, line breaks) and leaves numbers bare', () => {
    expect(csvField('Agent, "pro"\nv2')).toBe('"Agent, ""pro""\nv2"');
    expect(csvField('Agent; "pro"\r\nv2', excel)).toBe('"Agent; ""pro""\r\nv2"');
    expect(csvField('Agent SDR')).toBe('"Agent SDR"');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(csvAmount(4083)).toBe(40.83);
    expect(csvAmount(-2858)).toBe(-28.58);
  });

  it('writes a decimal comma and Paris time in the Excel form, a dot and ISO UTC in RFC 4180', () => {
    expect(csvField(csvAmount(123456), excel)).toBe('1234,56');
    expect(csvField(csvAmount(-2858), excel)).toBe('-28,58');
    expect(csvField(1234.56, rfc4180)).toBe('1234.56');
    const winter = new Date('2026-01-15T23:30:05Z');
    const summer = new Date('2026-07-01T10:00:00Z');
    expect(csvField(winter, excel)).toBe('16/01/2026 00:30:05');
    expect(csvField(summer, excel)).toBe('01/07/2026 12:00:00');
    expect(csvField(summer, csvDialect('excel', 'America/New_York'))).toBe('01/07/2026 06:00:00');
    expect(csvField(winter)).toBe('2026-01-15T23:30:05.000Z');
  });
});

describe('CSV documents', () => {
  it('are RFC 4180 by default: commas, CRLF line ends, no byte order mark', () => {
    expect(
      csvDocument([
        ['a', 1.5],
        ['b, c', 2],
      ]),
    ).toBe('"a",1.5\r\n"b, c",2\r\n');
  });

  it('open in French Excel: a BOM, semicolons, decimal commas, a separator inside a cell kept in it', () => {
    expect(
      csvDocument(
        [
          ['Produit', 'Montant'],
          ['Agent; « pro »', 40.83],
        ],
        excel,
      ),
    ).toBe('\uFEFF"Produit";"Montant"\r\n"Agent; « pro »";40,83\r\n');
  });

  it('default to the Excel form for French readers only, unless another is asked', () => {
    expect(csvFormatFor('fr')).toBe('excel');
    expect(csvFormatFor('en')).toBe('rfc4180');
    expect(csvFormatFor('fr', 'rfc4180')).toBe('rfc4180');
    expect(csvFormatFor('de', 'excel')).toBe('excel');
  });
});
