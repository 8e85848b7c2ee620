import Gift from 'lucide-react/icons/gift';
import Rocket from 'lucide-react/icons/rocket';
import Star from 'lucide-react/icons/star';
import type { PurchaseItem } from '../../../core/purchases/purchase-details.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Price } from '../price.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { ItemTitle } from './item-title.tsx';
import { LicenceKeys } from './licence-keys.tsx';
import type { PurchaseActionResult } from './purchase-action.ts';
import { RefundBlock } from './refund-block.tsx';
import { ReleaseFiles } from './release-files.tsx';

/** One line of an order: what was bought, its keys and files, and what the buyer may still do with it. */
export function PurchaseItemView({
  order,
  item,
  refundResult,
}: {
  order: { id: string; status: string; paidAt: string | null };
  item: PurchaseItem;
  refundResult: Extract<PurchaseActionResult, { intent: 'refund' }> | undefined;
}) {
  const { t, i18n } = useTranslation('purchases');
  const { t: td } = useTranslation('deploy');
  const headingId = `item-${item.id}`;
  const giftedAway = item.gift !== null && item.licenceKeys.length === 0;
  return (
    <article aria-labelledby={headingId} className="space-y-4 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <ItemTitle item={item} headingId={headingId} />
          {item.gift && (
            <p className="flex items-center gap-1.5 text-sm">
              <Gift aria-hidden="true" className="size-4 text-primary" />
              {t('item.giftTo', { email: item.gift.recipientEmail })} —{' '}
              {item.gift.claimedAt
                ? t('item.giftClaimed', { date: formatDate(item.gift.claimedAt, i18n.language) })
                : t('item.giftPending')}
            </p>
          )}
        </div>
        <p className="font-semibold">
          <Price cents={item.totalCents} billing="one_time" />
        </p>
      </div>
      <LicenceKeys keys={item.licenceKeys} />
      {giftedAway ? (
        <p className="text-sm text-muted-foreground">{t('download.giftOnly')}</p>
      ) : (
        <>
          <ReleaseFiles release={item.release} canDownload={item.canDownload} />
          {!item.canDownload && item.release && (
            <p className="text-sm text-muted-foreground">
              {t(order.status === 'pending_payment' ? 'download.pending' : 'download.ended')}
            </p>
          )}
        </>
      )}
      {item.canDownload && !giftedAway && (
        <ButtonLink
          to={`/dashboard/purchases/${item.id}/deploy`}
          size="sm"
          variant="outline"
          aria-label={td('linkNamed', { title: item.product.title })}
        >
          <Rocket aria-hidden="true" />
          {td('link')}
        </ButtonLink>
      )}
      {item.canReview && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-secondary/50 px-3 py-2">
          <p className="text-sm">{t('review.prompt')}</p>
          <ButtonLink
            to={`/product/${item.product.slug}/reviews`}
            size="sm"
            variant="secondary"
            aria-label={t('review.buttonNamed', { title: item.product.title })}
          >
            <Star aria-hidden="true" />
            {t('review.button')}
          </ButtonLink>
        </div>
      )}
      <DeploymentLink item={item} />
      <RefundBlock orderId={order.id} paidAt={order.paidAt} item={item} result={refundResult} />
    </article>
  );
}

/**
 * The creator's deployment of this line (decision 0046): the request in progress (or the last one), or the form to
 * open one when the line comes with it.
 */
function DeploymentLink({ item }: { item: PurchaseItem }) {
  const { t } = useTranslation('deployments');
  const request = item.deployment.request;
  if (request?.open || (request && !item.deployment.offered)) {
    return (
      <ButtonLink to={`/dashboard/deployments/${request.id}`} size="sm" variant="outline">
        <Rocket aria-hidden="true" />
        {t('purchase.inProgress', { status: t(`status.${request.status}`) })}
      </ButtonLink>
    );
  }
  if (!item.deployment.offered) return null;
  return (
    <ButtonLink to={`/dashboard/purchases/${item.id}/deployment-request`} size="sm" variant="secondary">
      <Rocket aria-hidden="true" />
      {t('purchase.request')}
    </ButtonLink>
  );
}
