import Gift from 'lucide-react/icons/gift';
import { Link } from 'react-router';
import type { GiftDetails } from '../../../core/gifts/get-gift.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { PageTitle } from '../page-title.tsx';

/** What was offered, as the claim link shows it: the product (the page's h1), who offered it and their message. */
export function GiftSummary({ gift }: { gift: GiftDetails }) {
  const { t } = useTranslation('gifts');
  return (
    <div className="space-y-4">
      <PageTitle
        icon={Gift}
        eyebrow={t('summary.eyebrow')}
        title={gift.title}
        lead={
          <>
            {gift.fromName ? t('summary.from', { name: gift.fromName }) : t('summary.fromUnknown')}
            {' · '}
            {t('summary.seats', { count: gift.seats })}
          </>
        }
      />
      {gift.message && (
        <figure className="rounded-lg border-l-4 border-primary bg-secondary/40 px-4 py-3">
          <figcaption className="text-sm font-medium text-muted-foreground">{t('summary.message')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words">{gift.message}</blockquote>
        </figure>
      )}
      <p className="text-sm">
        <Link
          to={`/product/${gift.productSlug}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('summary.product')}
        </Link>
      </p>
    </div>
  );
}
