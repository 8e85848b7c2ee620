/** Date and time in Paris, as the page states: the same text on the server and in the browser. */
const formatter = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

export function DiagnosticTime({ iso, locale }: { iso: string; locale: string }) {
  return <time dateTime={iso}>{formatter(locale).format(new Date(iso))}</time>;
}
