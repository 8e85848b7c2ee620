import { data, redirect } from 'react-router';
import { ZodError } from 'zod';
import { listConversations } from '../../../core/messaging/list-conversations.ts';
import { listConversationsQuery } from '../../../core/messaging/messaging.schema.ts';
import { startConversation } from '../../../core/messaging/start-conversation.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ConversationList } from '../../components/messages/conversation-list.tsx';
import type { StartActionData } from '../../components/messages/message-action.ts';
import { useErrorText } from '../../components/messages/use-error-text.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/messages';
import { pageHref } from './page-href.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'messages');
  return guard(async () => {
    const query = listConversationsQuery.parse(queryObject(url));
    const inbox = await listConversations(context.get(depsContext), viewer, query);
    const pages = pageCount(inbox.meta);
    if (query.page > pages) throw redirect('/dashboard/messages');
    return { inbox, pages, meta: { title: t('meta.inbox'), noindex: true } };
  });
}

/**
 * 'Envoyer un message' from a product or seller page: opens the conversation (the existing one, or a new one) and
 * lands in it. What prevents it (one's own product, the limit of new conversations…) is told on this page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  try {
    const { id } = await startConversation(context.get(depsContext), viewer, {
      productId: formText(form, 'productId') || undefined,
      sellerId: formText(form, 'sellerId') || undefined,
    });
    return redirect(`/dashboard/messages/${id}`);
  } catch (error) {
    if (error instanceof ZodError) {
      return data<StartActionData>({ error: error.issues[0]?.message ?? 'target_invalid' }, { status: 400 });
    }
    if (!isAppError(error)) throw error;
    const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
    return data<StartActionData>(
      { error: error.code, minutes: retryAfter ? Math.ceil(retryAfter / 60) : undefined },
      { status: error.status },
    );
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const { inbox, pages } = loaderData;
  const unread = inbox.meta.unread_conversations;
  return (
    <>
      <PageHero eyebrow={t('inbox.eyebrow')} title={t('inbox.title')} lead={t('inbox.lead')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
        {actionData && <Notice tone="error">{errorText(actionData.error, { minutes: actionData.minutes })}</Notice>}
        {unread > 0 && (
          <p role="status" className="text-sm font-medium">
            {t('inbox.unreadSummary', { count: unread })}
          </p>
        )}
        {inbox.data.length === 0 ? (
          <EmptyState
            title={t('inbox.empty.title')}
            action={<ButtonLink to="/market">{t('inbox.empty.explore')}</ButtonLink>}
          >
            {t('inbox.empty.hint')}
          </EmptyState>
        ) : (
          <ConversationList conversations={inbox.data} />
        )}
        <Pagination page={inbox.meta.page} pages={pages} hrefFor={pageHref('/dashboard/messages')} />
      </div>
    </>
  );
}
