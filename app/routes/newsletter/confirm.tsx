import MailCheck from 'lucide-react/icons/mail-check';
import { confirmNewsletter } from '../../../core/content/confirm-newsletter.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/confirm';
import { InvalidLink, invalidLink, NewsletterCard, noStore, notAnInvalidLink } from './link-state.tsx';

/** The link of the confirmation e-mail: opening it confirms (double opt-in) and sends the welcome e-mail once. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const meta = { title: serverT(locale, 'info')('newsletter.confirm.metaTitle'), noindex: true };
  return guard(() =>
    refusingAppErrors(
      async () => {
        const { status } = await confirmNewsletter(context.get(depsContext), { token: params.token, publicUrl });
        return { status, meta };
      },
      () => invalidLink(meta),
      notAnInvalidLink,
    ),
  );
}

export const headers = noStore;
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  const { status } = loaderData;
  if (status === 'invalid') return <InvalidLink />;
  return (
    <NewsletterCard>
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h1 className="mt-4 text-2xl font-bold">{t(`newsletter.confirm.${status}.title`)}</h1>
      <p className="mt-3 text-muted-foreground">{t(`newsletter.confirm.${status}.text`)}</p>
      <ButtonLink to={status === 'unsubscribed' ? '/newsletter' : '/market'} className="mt-6">
        {status === 'unsubscribed' ? t('newsletter.invalid.button') : t('newsletter.confirm.market')}
      </ButtonLink>
    </NewsletterCard>
  );
}
