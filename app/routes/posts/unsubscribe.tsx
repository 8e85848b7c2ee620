import MailMinus from 'lucide-react/icons/mail-minus';
import { Form } from 'react-router';
import { readUnsubscribeToken } from '../../../core/posts/post-unsubscribe-token.ts';
import { unsubscribeCreatorPosts } from '../../../core/posts/unsubscribe-creator-posts.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/unsubscribe';

/** GET only shows the button: mail scanners open links, and opening one must not unsubscribe anybody. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const valid = readUnsubscribeToken(context.get(depsContext).secret, params.token) !== null;
  return { valid, meta: { title: serverT(locale, 'posts')('unsubscribe.meta'), noindex: true } };
}

/** The button's POST, and a mail client's one-click unsubscribe (RFC 8058) to the same address: no sign-in. */
export async function action({ params, context }: Route.ActionArgs) {
  return guard(async () => ({
    sellerName: (await unsubscribeCreatorPosts(context.get(depsContext), params.token)).sellerName,
  }));
}

export const headers = () => ({ 'Cache-Control': 'no-store' });
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function UnsubscribePostsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('posts');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <MailMinus aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h1 className="mt-4 text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {!loaderData.valid ? (
        <Notice tone="error" className="mt-6 text-left">
          {t('errors.unsubscribe_link_invalid')}
        </Notice>
      ) : actionData ? (
        <>
          <Notice tone="success" className="mt-6 text-left">
            {t('unsubscribe.done', { name: actionData.sellerName })}
          </Notice>
          <ButtonLink to="/dashboard/notifications" variant="outline" className="mt-6">
            {t('unsubscribe.manage')}
          </ButtonLink>
        </>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-muted-foreground">{t('unsubscribe.lead')}</p>
          <Button type="submit">{t('unsubscribe.confirm')}</Button>
        </Form>
      )}
    </div>
  );
}
