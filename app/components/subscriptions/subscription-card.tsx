import { Link } from 'react-router';
import type { SubscriptionSummary } from '../../../core/subscriptions/list-subscriptions.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { CancelConfirmation } from './cancel-confirmation.tsx';
import { PaymentHistory } from './payment-history.tsx';

/** Whether the viewer may still cancel: not yet cancelled, and not ended. */
const cancellable = (s: SubscriptionSummary) =>
  s.canceledAt === null && (s.status === 'active' || s.status === 'past_due' || s.status === 'suspended');

/** One subscription: what it costs, where it stands, its payments, and its cancellation (first click, or confirm). */
export function SubscriptionCard({
  subscription: s,
  confirming,
}: {
  subscription: SubscriptionSummary;
  /** The confirmation step is open for this subscription. */
  confirming: boolean;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const ending = s.canceledAt !== null && s.accessUntil !== null;
  const trouble = s.status === 'past_due' || s.status === 'suspended';
  return (
    <article
      aria-labelledby={`subscription-${s.id}`}
      className="space-y-4 rounded-card border bg-card p-4 md:p-6"
      data-status={s.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`subscription-${s.id}`} className="text-xl font-semibold break-words">
            <Link to={`/product/${s.product.slug}`} className="underline-offset-4 hover:underline">
              {s.product.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(`billing.${s.billing}`)} · {t(`price.${s.billing}`, { price: formatPrice(s.priceCents, i18n.language) })}
            {s.seats > 1 && <> · {t('seats', { count: s.seats })}</>}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
            trouble
              ? 'bg-destructive/10 text-foreground ring-1 ring-destructive/50'
              : 'bg-secondary text-secondary-foreground',
          )}
        >
          {ending ? t('status.ending') : t(`status.${s.status}`)}
        </span>
      </header>

      <p className="font-medium">
        {s.renewsAt
          ? t('renewsAt', { date: date(s.renewsAt) })
          : s.accessUntil
            ? t('accessUntil', { date: date(s.accessUntil) })
            : t('ended')}
      </p>
      {s.status === 'past_due' && s.graceUntil && (
        <p role="note" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {t('grace', { date: date(s.graceUntil) })}
        </p>
      )}
      {s.status === 'suspended' && (
        <p role="note" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {t('suspended')}
        </p>
      )}

      <section aria-labelledby={`history-${s.id}`} className="space-y-2">
        <h3 id={`history-${s.id}`} className="text-base font-semibold">
          {t('history.heading')}
        </h3>
        <PaymentHistory title={s.product.title} payments={s.history} />
      </section>

      {cancellable(s) &&
        (confirming ? (
          <CancelConfirmation subscription={s} />
        ) : (
          <ButtonLink
            to={`/dashboard/subscriptions?cancel=${s.id}#cancel-confirmation`}
            variant="outline"
            preventScrollReset
            aria-label={t('cancel.buttonLabel', { title: s.product.title })}
          >
            {t('cancel.button')}
          </ButtonLink>
        ))}
    </article>
  );
}
