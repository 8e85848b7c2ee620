/** A text cell a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field. Text is always quoted (inner quotes doubled) and made inert against formula injection with
 * a leading apostrophe (OWASP "CSV injection"); numbers are ours and stay bare and machine-readable.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const inert = formulaStart.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** A whole document: CRLF line ends, and a UTF-8 byte order mark so that Excel reads the accents right. */
export function csvDocument(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Cents as euros, a bare number with a dot ("1234.5"), whatever the reader's locale. */
export const csvAmount = (cents: number) => cents / 100;

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
