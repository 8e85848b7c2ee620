import Star from 'lucide-react/icons/star';
import type { Star as StarCount, RatingSummary as Summary } from '../../../core/reviews/list-product-reviews.ts';
import { formatPercent, formatRating } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Section } from '../ui/section.tsx';

const stars: StarCount[] = [5, 4, 3, 2, 1];

/** The average of a product's reviews, their number, and a bar per star from 5 to 1 with its count and share. */
export function RatingSummary({ rating }: { rating: Summary }) {
  const { t, i18n } = useTranslation('reviews');
  const average = formatRating(rating.average, i18n.language);
  return (
    <Section
      title={t('summary.heading')}
      headingId="rating-summary-heading"
      size="lg"
      className="space-y-5 rounded-card border bg-card p-6"
    >
      {rating.count === 0 ? (
        <p className="text-muted-foreground">{t('summary.none')}</p>
      ) : (
        <p className="flex items-end gap-3">
          <span className="text-5xl font-extrabold leading-none" data-testid="rating-average">
            {average}
          </span>
          <span className="pb-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-0.5" aria-hidden="true">
              {stars.map((n) => (
                <Star
                  key={n}
                  className={
                    6 - n <= Math.round(rating.average)
                      ? 'size-4 fill-rating text-rating'
                      : 'size-4 text-muted-foreground'
                  }
                />
              ))}
            </span>
            {t('summary.outOf')} · {t('summary.count', { count: rating.count })}
          </span>
        </p>
      )}
      <div>
        <h3 className="sr-only">{t('summary.distribution')}</h3>
        <ul className="space-y-2" data-testid="rating-distribution">
          {stars.map((star) => {
            const count = rating.distribution[star];
            const share = rating.count > 0 ? count / rating.count : 0;
            const label = t('summary.row', {
              stars: t('summary.stars', { count: star }),
              reviews: t('summary.count', { count }),
              percent: formatPercent(share, i18n.language),
            });
            return (
              <li key={star} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
                <span className="sr-only">{label}</span>
                <span aria-hidden="true" className="inline-flex items-center gap-1 whitespace-nowrap">
                  {star}
                  <Star className="size-3.5 fill-rating text-rating" />
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
                  <span className="block h-full rounded-full bg-rating" style={{ width: `${share * 100}%` }} />
                </span>
                <span aria-hidden="true" className="text-right tabular-nums text-muted-foreground">
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
