import { formatPreciseDateTime } from '../../../i18n/format.ts';

export function DiagnosticTime({ iso, locale }: { iso: string; locale: string }) {
  return <time dateTime={iso}>{formatPreciseDateTime(iso, locale)}</time>;
}
