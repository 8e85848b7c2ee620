import BadgeCheck from 'lucide-react/icons/badge-check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublishedReview } from '../../../core/reviews/published-review.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ReportLink } from '../info/report-link.tsx';
import { Rating } from '../rating.tsx';

/**
 * One verified review, as a list item: rating, 'Client vérifié', title, text, author, the dates of the review and of
 * the experience (French rule L111-7-2), the seller's reply; and the product it is about, where the list mixes them.
 * `children` go last: the actions the reviews page offers on it (reply, report).
 */
export function ReviewCard({
  review,
  product,
  children,
}: {
  review: PublishedReview;
  product?: { slug: string; title: string };
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('product');
  return (
    <li className="space-y-2 rounded-card border bg-card p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Rating value={review.rating} />
        <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('reviews.verified')}
        </span>
      </div>
      <h3 className="font-semibold">{review.title}</h3>
      {product && (
        <p className="text-xs">
          {t('reviews.about')}{' '}
          <Link to={`/product/${product.slug}`} className="font-medium text-primary hover:underline">
            {product.title}
          </Link>
        </p>
      )}
      <p className="whitespace-pre-line text-sm">{review.body}</p>
      <p className="text-xs text-muted-foreground">
        {review.authorName} · {t('reviews.postedOn', { date: formatDate(review.createdAt, i18n.language) })} ·{' '}
        {t('reviews.experiencedOn', { date: formatDate(review.experiencedAt, i18n.language) })}
      </p>
      {review.sellerReply && (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{t('reviews.sellerReply')}</p>
          <p className="whitespace-pre-line">{review.sellerReply}</p>
        </div>
      )}
      {children}
      <ReportLink type="review" id={review.id} />
    </li>
  );
}
