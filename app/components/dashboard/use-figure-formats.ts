import { formatChartDate, formatCount, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** How the dashboards write their figures in the reader's language: amounts, counts, and a daily chart's days. */
export function useFigureFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    money: (cents: number) => formatPrice(cents, locale),
    count: (n: number) => formatCount(n, locale),
    day: (date: string) => formatChartDate(date, 'day', locale),
  };
}
