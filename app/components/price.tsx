import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/format.ts';

export function Price({ cents, billing }: { cents: number; billing: 'one_time' | 'monthly' | 'yearly' }) {
  const { t, i18n } = useTranslation();
  const price = formatPrice(cents, i18n.language);
  if (billing === 'one_time') return <>{price}</>;
  return <>{t(billing === 'monthly' ? 'price.monthly' : 'price.yearly', { price })}</>;
}
