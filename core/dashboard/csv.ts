import { z } from 'zod';
import type { Locale } from '../../i18n/config.ts';

/**
 * The two forms of every CSV export (decision 0043): `excel`, what French Excel opens as columns at a double click
 * (semicolons, decimal commas, a UTF-8 byte order mark, dates and times in the reader's time zone), and `rfc4180`,
 * for programs (commas, decimal dots, no BOM, ISO 8601 in UTC).
 */
export const csvFormats = ['excel', 'rfc4180'] as const;
export type CsvFormat = (typeof csvFormats)[number];

/** The `?format=` of a CSV download; absent, the reader's language decides (csvFormatFor). */
export const csvFormatQuery = z.object({
  format: z
    .enum(csvFormats)
    .optional()
    .describe('excel: semicolons, decimal commas, BOM, local time (French default); rfc4180: commas, dots, UTC.'),
});

/** Profiles hold no time zone: French readers' dates are in Paris time. */
export const defaultCsvTimeZone = 'Europe/Paris';

/** A French reader gets the form their Excel opens; everyone else RFC 4180 (their Excel expects commas). */
export const csvFormatFor = (locale: Locale, asked?: CsvFormat): CsvFormat =>
  asked ?? (locale === 'fr' ? 'excel' : 'rfc4180');

export interface CsvDialect {
  separator: ',' | ';';
  decimalComma: boolean;
  bom: boolean;
  /** null: dates in ISO 8601, UTC. */
  timeZone: string | null;
}

export function csvDialect(format: CsvFormat, timeZone: string = defaultCsvTimeZone): CsvDialect {
  return format === 'excel'
    ? { separator: ';', decimalComma: true, bom: true, timeZone }
    : { separator: ',', decimalComma: false, bom: false, timeZone: null };
}

export const rfc4180 = csvDialect('rfc4180');

/** A cell: text, a number (amounts in euros, counts), an instant, or nothing. */
export type CsvCell = string | number | Date | null;

/** A text cell a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

/** `27/11/2026 17:05:09`, the day and time in `timeZone`, which French Excel reads as a date and time. */
function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * One field. Text is always quoted (inner quotes doubled, so separators and line breaks inside stay in the cell) and
 * made inert against formula injection with a leading apostrophe (OWASP "CSV injection"); numbers are ours and stay
 * bare (a decimal comma in the Excel form); instants in the dialect's time zone, or ISO 8601 UTC.
 */
export function csvField(value: CsvCell, dialect: CsvDialect = rfc4180): string {
  if (value === null) return '';
  if (typeof value === 'number') return dialect.decimalComma ? String(value).replace('.', ',') : String(value);
  if (value instanceof Date) return dialect.timeZone ? localDateTime(value, dialect.timeZone) : value.toISOString();
  const inert = formulaStart.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** A whole document: CRLF line ends, and in the Excel form a UTF-8 byte order mark (Excel then reads the accents). */
export function csvDocument(rows: CsvCell[][], dialect: CsvDialect = rfc4180): string {
  const body = rows.map((row) => row.map((cell) => csvField(cell, dialect)).join(dialect.separator)).join('\r\n');
  return `${dialect.bom ? '\uFEFF' : ''}${body}\r\n`;
}

/** Cents as euros, a bare number ("1234.5"; "1234,5" in the Excel form). */
export const csvAmount = (cents: number) => cents / 100;

/** An ISO 8601 instant as a cell (null stays empty). */
export const csvInstant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** A CSV download that no cache keeps (it is the seller's money). */
export function csvResponse({ filename, body }: { filename: string; body: string }): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}
