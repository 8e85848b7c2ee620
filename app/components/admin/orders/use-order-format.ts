import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** What the order page's parts write with: its texts (`adminOrders`), the reader's language and money in it. */
export function useOrderFormat() {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  return { t, locale, money: (cents: number) => formatPrice(cents, locale) };
}
