import MailMinus from 'lucide-react/icons/mail-minus';
import { Form, useNavigation } from 'react-router';
import { getNewsletterSubscription } from '../../../core/content/get-newsletter-subscription.ts';
import { unsubscribeNewsletter } from '../../../core/content/unsubscribe-newsletter.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/unsubscribe';
import { InvalidLink, invalidLink, NewsletterCard, noStore, notAnInvalidLink } from './link-state.tsx';

/** GET only shows the button: mail scanners open links, and opening one must not unsubscribe anybody. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const meta = { title: serverT(locale, 'info')('newsletter.unsubscribe.metaTitle'), noindex: true };
  return guard(() =>
    refusingAppErrors(
      async () => ({ ...(await getNewsletterSubscription(context.get(depsContext), { token: params.token })), meta }),
      () => invalidLink(meta),
      notAnInvalidLink,
    ),
  );
}

/** The button's POST (also what a mail client's one-click unsubscribe would send to this URL). */
export async function action({ params, context }: Route.ActionArgs) {
  return guard(() =>
    refusingAppErrors(
      () => unsubscribeNewsletter(context.get(depsContext), { token: params.token }),
      () => invalidLink(null),
      notAnInvalidLink,
    ),
  );
}

export const headers = noStore;
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  const navigation = useNavigation();
  if (loaderData.status === 'invalid' || actionData?.status === 'invalid') return <InvalidLink />;
  const done = actionData?.status === 'unsubscribed';
  return (
    <NewsletterCard>
      <MailMinus aria-hidden="true" className="mx-auto size-10 text-primary" />
      {done ? (
        <>
          <h1 className="mt-4 text-2xl font-bold">{t('newsletter.unsubscribe.done.title')}</h1>
          <Notice tone="success" className="mt-6 text-left">
            {t('newsletter.unsubscribe.done.text')}
          </Notice>
          <ButtonLink to="/market" variant="outline" className="mt-6">
            {t('newsletter.confirm.market')}
          </ButtonLink>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold">{t('newsletter.unsubscribe.title')}</h1>
          {loaderData.status === 'unsubscribed' ? (
            <p className="mt-3 text-muted-foreground">{t('newsletter.unsubscribe.already')}</p>
          ) : (
            <>
              <p className="mt-3 text-muted-foreground">
                {t('newsletter.unsubscribe.text', { email: loaderData.maskedEmail })}
              </p>
              <Form method="post" className="mt-6">
                <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
                  {navigation.state === 'submitting'
                    ? t('newsletter.unsubscribe.sending')
                    : t('newsletter.unsubscribe.button')}
                </Button>
              </Form>
            </>
          )}
        </>
      )}
    </NewsletterCard>
  );
}
