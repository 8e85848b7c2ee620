import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SubscriptionSummary } from '../../../core/subscriptions/list-subscriptions.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';

/**
 * The second of the three clicks (L215-1-1): states when access ends, then cancels for good. A plain form and a
 * link, so it works before hydration; focus moves here when it opens.
 */
export function CancelConfirmation({ subscription }: { subscription: SubscriptionSummary }) {
  const { t, i18n } = useTranslation('subscriptions');
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = subscription.product.title;
  const headingId = `cancel-${subscription.id}`;
  return (
    <section
      id="cancel-confirmation"
      aria-labelledby={headingId}
      className="space-y-3 rounded-card border border-destructive/50 bg-destructive/10 p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('cancel.title', { title })}
      </h3>
      <p>
        {subscription.accessUntil
          ? t('cancel.endsOn', { date: formatDate(subscription.accessUntil, i18n.language) })
          : t('cancel.endsNow')}
      </p>
      {subscription.billedWith.length > 0 && (
        <p className="text-sm">{t('cancel.billedWith', { titles: subscription.billedWith.join(', ') })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            {t('cancel.confirm')}
          </Button>
        </Form>
        <ButtonLink to="/dashboard/subscriptions" variant="outline" preventScrollReset>
          {t('cancel.keep')}
        </ButtonLink>
      </div>
    </section>
  );
}
