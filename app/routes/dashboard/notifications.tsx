import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { emailCategories } from '../../../core/notifications/email-categories.ts';
import { getNotificationPreferences } from '../../../core/notifications/get-notification-preferences.ts';
import { listNotifications } from '../../../core/notifications/list-notifications.ts';
import { markAllNotificationsRead } from '../../../core/notifications/mark-all-notifications-read.ts';
import { markNotificationRead } from '../../../core/notifications/mark-notification-read.ts';
import {
  listNotificationsQuery,
  notificationId,
  notificationPreferencesBody,
} from '../../../core/notifications/notifications.schema.ts';
import { setNotificationPreferences } from '../../../core/notifications/set-notification-preferences.ts';
import { listFollowedSellers } from '../../../core/posts/list-followed-sellers.ts';
import { resumeCreatorPosts } from '../../../core/posts/resume-creator-posts.ts';
import { unfollowSeller } from '../../../core/posts/unfollow-seller.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { NotificationList } from '../../components/notifications/notification-list.tsx';
import { PreferencesForm } from '../../components/notifications/preferences-form.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { FollowedSellers } from '../../components/posts/followed-sellers.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/notifications';
import { pageHref } from './page-href.ts';

const perPage = 20;

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'alerts');
  return guard(async () => {
    const query = listNotificationsQuery.parse({ per_page: perPage, ...queryObject(url) });
    const deps = context.get(depsContext);
    const [page, preferences, followed] = await Promise.all([
      listNotifications(deps, viewer, query),
      getNotificationPreferences(deps, viewer),
      listFollowedSellers(deps, viewer),
    ]);
    const pages = pageCount({ total: page.total, per_page: query.per_page });
    if (query.page > pages) throw redirect('/dashboard/notifications');
    return { page, pages, preferences, followed, meta: { title: t('meta'), noindex: true } };
  });
}

export type NotificationsActionResult = {
  intent: 'read' | 'read-all' | 'preferences' | 'unfollow' | 'resume';
  ok: boolean;
};

/**
 * Mark one or all read, save the e-mail preferences, or manage the creators followed (« Ne plus suivre », « Recevoir
 * à nouveau » their posts): plain forms, without JavaScript too.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'read-all') {
    await markAllNotificationsRead(deps, viewer);
    return { intent, ok: true } satisfies NotificationsActionResult;
  }
  if (intent === 'unfollow' || intent === 'resume') {
    const sellerId = String(form.get('sellerId') ?? '');
    return guard(async () => {
      if (intent === 'unfollow') await unfollowSeller(deps, viewer, sellerId);
      else await resumeCreatorPosts(deps, viewer, sellerId);
      return { intent, ok: true } satisfies NotificationsActionResult;
    });
  }
  if (intent === 'preferences') {
    // An unticked box is absent from the form: every category is decided by this submission.
    const input = notificationPreferencesBody.parse(
      Object.fromEntries(emailCategories.map((category) => [category, form.get(category) === 'on'])),
    );
    await setNotificationPreferences(deps, viewer, input);
    return { intent, ok: true } satisfies NotificationsActionResult;
  }
  const id = notificationId.safeParse(form.get('id'));
  if (intent !== 'read' || !id.success) {
    return data<NotificationsActionResult>({ intent: 'read', ok: false }, 400);
  }
  return refusingAppErrors(
    async () => {
      await markNotificationRead(deps, viewer, id.data);
      return { intent: 'read', ok: true } satisfies NotificationsActionResult;
    },
    () => data<NotificationsActionResult>({ intent: 'read', ok: false }, 404),
    (error) => error.status !== 404,
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('alerts');
  const result = useActionData<NotificationsActionResult>();
  const navigation = useNavigation();
  const { page, pages, preferences, followed } = loaderData;
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : undefined;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:py-10 lg:grid-cols-[1fr_18rem]">
        <Section
          title={t('list.heading', { count: page.unread })}
          headingId="notifications-heading"
          bold
          className="space-y-4"
          actions={
            page.unread > 0 && (
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="read-all"
                  disabled={busy === 'read-all'}
                  className="rounded-lg border px-3 py-2 text-sm font-medium hover:bg-muted disabled:opacity-60"
                >
                  {busy === 'read-all' ? t('list.marking') : t('list.markAll')}
                </button>
              </Form>
            )
          }
        >
          {result && (result.intent === 'read' || result.intent === 'read-all') && (
            <Notice tone={result.ok ? 'success' : 'error'}>
              {t(`results.${result.intent}.${result.ok ? 'ok' : 'failed'}`)}
            </Notice>
          )}
          <NotificationList items={page.data} />
          <Pagination page={page.page} pages={pages} hrefFor={pageHref('/dashboard/notifications')} />
        </Section>
        <div className="space-y-8">
          <PreferencesForm
            preferences={preferences}
            saving={busy === 'preferences'}
            saved={result?.intent === 'preferences' && result.ok}
          />
          <FollowedSellers sellers={followed} busy={busy === 'unfollow' || busy === 'resume'} />
        </div>
      </div>
    </>
  );
}
