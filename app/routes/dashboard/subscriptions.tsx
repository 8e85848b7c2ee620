import Repeat from 'lucide-react/icons/repeat';
import { data, redirect, useActionData } from 'react-router';
import { cancelSubscriptionBody } from '../../../core/subscriptions/cancel-subscription.schema.ts';
import { cancelSubscription } from '../../../core/subscriptions/cancel-subscription.ts';
import { listSubscriptions } from '../../../core/subscriptions/list-subscriptions.ts';
import { formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { SubscriptionCard } from '../../components/subscriptions/subscription-card.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/subscriptions';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'subscriptions');
  return guard(async () => {
    const subscriptions = await listSubscriptions(context.get(depsContext), viewer);
    return {
      subscriptions,
      // `?cancel=<id>`: the confirmation step is open; `?canceled=<id>`: the cancellation just went through.
      confirming: url.searchParams.get('cancel'),
      canceled: subscriptions.find((s) => s.id === url.searchParams.get('canceled')) ?? null,
      meta: { title: t('meta'), noindex: true },
    };
  });
}

/** The confirmed cancellation; then back to the page, which says until when access remains. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const parsed = cancelSubscriptionBody.safeParse({ subscriptionId: form.get('subscriptionId') });
  if (!parsed.success) return data({ code: 'subscription_not_found' }, 404);
  return refusingAppErrors(
    async () => {
      await cancelSubscription(context.get(depsContext), viewer, parsed.data);
      throw redirect(`/dashboard/subscriptions?canceled=${parsed.data.subscriptionId}`);
    },
    (error) => data({ code: error.code }, error.status),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const failed = useActionData<typeof action>();
  const { subscriptions, confirming, canceled } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-10">
        {failed && <Notice tone="error">{t(`errors.${failed.code}`, { defaultValue: t('errors.unknown') })}</Notice>}
        {canceled && (
          <Notice tone="success">
            {canceled.accessUntil
              ? t('cancel.doneUntil', {
                  title: canceled.product.title,
                  date: formatDate(canceled.accessUntil, i18n.language),
                })
              : t('cancel.done', { title: canceled.product.title })}
          </Notice>
        )}
        {subscriptions.length === 0 ? (
          <EmptyState
            icon={Repeat}
            title={t('empty.title')}
            action={<ButtonLink to="/market">{t('empty.cta')}</ButtonLink>}
          >
            {t('empty.body')}
          </EmptyState>
        ) : (
          <>
            <p className="sr-only">{t('listLabel')}</p>
            <ul className="space-y-6">
              {subscriptions.map((subscription) => (
                <li key={subscription.id}>
                  <SubscriptionCard subscription={subscription} confirming={subscription.id === confirming} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
