import Star from 'lucide-react/icons/star';
import { formatRating } from '../../i18n/format.ts';
import { useTranslation } from '../lib/i18n.tsx';

/** An average with its number of reviews (nothing when there are none), or, without `count`, one review's rating. */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { t, i18n } = useTranslation();
  if (count === 0) return null;
  const rating = formatRating(value, i18n.language);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-rating text-rating" />
      <span className="sr-only">{t('rating.label', { rating })}</span>
      <span aria-hidden="true" className="font-medium">
        {rating}
      </span>
      {count !== undefined && <span className="text-muted-foreground">({t('rating.count', { count })})</span>}
    </span>
  );
}
