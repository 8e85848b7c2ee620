import Gift from 'lucide-react/icons/gift';
import type { ReceivedGift } from '../../../core/purchases/list-received-gifts.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ItemTitle } from './item-title.tsx';
import { LicenceKeys } from './licence-keys.tsx';
import { ReleaseFiles } from './release-files.tsx';

/** A product offered to the viewer: who offered it, their message, then the keys and files like a purchase. */
export function ReceivedGiftCard({ gift }: { gift: ReceivedGift }) {
  const { t, i18n } = useTranslation('purchases');
  const { item } = gift;
  const headingId = `gift-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-card border bg-card p-4 shadow-xs sm:p-6">
      <div className="space-y-1">
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <Gift aria-hidden="true" className="size-4" />
          {gift.from ? t('gifts.from', { name: gift.from }) : t('gifts.fromUnknown')}
          {' · '}
          {t('gifts.receivedOn', { date: formatDate(gift.receivedAt, i18n.language) })}
        </p>
        <ItemTitle item={item} headingId={headingId} />
      </div>
      {gift.message && (
        <figure className="rounded-lg border-l-4 border-primary bg-secondary/40 px-4 py-2">
          <figcaption className="sr-only">{t('gifts.message')}</figcaption>
          <blockquote className="text-sm whitespace-pre-line">{gift.message}</blockquote>
        </figure>
      )}
      <LicenceKeys keys={item.licenceKeys} />
      <ReleaseFiles release={item.release} canDownload={item.canDownload} />
      {!item.canDownload && item.release && <p className="text-sm text-muted-foreground">{t('download.ended')}</p>}
    </article>
  );
}
