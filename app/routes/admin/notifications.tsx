import { data, redirect, useNavigation } from 'react-router';
import { broadcastForm, listBroadcastsQuery } from '../../../core/admin/broadcasts/broadcast.schema.ts';
import { countBroadcastAudiences } from '../../../core/admin/broadcasts/count-broadcast-audiences.ts';
import { listBroadcasts } from '../../../core/admin/broadcasts/list-broadcasts.ts';
import {
  type BroadcastPreview,
  previewBroadcast,
  sendBroadcast,
} from '../../../core/admin/broadcasts/send-broadcast.ts';
import type { NotificationItem } from '../../../core/notifications/notification-item.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { BroadcastForm, type BroadcastFormValues } from '../../components/admin/broadcasts/broadcast-form.tsx';
import { BroadcastHistory } from '../../components/admin/broadcasts/broadcast-history.tsx';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { NotificationPanelItem } from '../../components/panels/notifications-panel.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireAdminUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/notifications';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const query = pageQuery(url, listBroadcastsQuery);
  const deps = context.get(depsContext);
  const history = await listBroadcasts(deps, viewer, query);
  if (query.page > pageCount(history.meta)) throw redirect('/admin/notifications');
  const audienceCounts = await countBroadcastAudiences(deps, viewer);
  // A new token with each fresh form: the broadcast it sends takes it as its id, so a second submit sends nothing.
  return { meta: adminMeta(context, 'adminNotifications'), history, audienceCounts, token: crypto.randomUUID() };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type BroadcastActionResult =
  | (FormRefusal<BroadcastFormValues> & { outcome: 'invalid' })
  | { outcome: 'preview'; values: BroadcastFormValues; preview: BroadcastPreview }
  | { outcome: 'sent'; recipients: number; alreadySent: boolean };

/** "Aperçu" counts and shows; "Envoyer" sends (plain form posts, without JavaScript too). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const values: BroadcastFormValues = {
    title: formText(form, 'title'),
    message: formText(form, 'message'),
    type: formText(form, 'type') || 'info',
    link: formText(form, 'link'),
    audience: formText(form, 'audience') || 'all',
    role: formText(form, 'role'),
    user_email: formText(form, 'user_email'),
    send_email: form.get('send_email') === 'on',
    token: formText(form, 'token'),
  };
  return formAction(
    { values, schema: broadcastForm, extra: { outcome: 'invalid' as const }, rethrow: (error) => error.status >= 500 },
    async (broadcast) => {
      if (form.get('intent') === 'preview') {
        const preview = await previewBroadcast(deps, viewer, broadcast);
        return { outcome: 'preview', values, preview } satisfies BroadcastActionResult;
      }
      const { adminRequire2fa } = authOf(context);
      const sent = await sendBroadcast(deps, viewer, broadcast, {
        ip: context.get(requestContext).clientIp,
        requireSecondFactor: adminRequire2fa,
      });
      return data<BroadcastActionResult>(
        { outcome: 'sent', recipients: sent.recipients, alreadySent: !sent.sent },
        { status: sent.sent ? 201 : 200 },
      );
    },
  );
}

const emptyForm = (token: string): BroadcastFormValues => ({
  title: '',
  message: '',
  type: 'info',
  link: '',
  audience: 'all',
  role: 'expert',
  user_email: '',
  send_email: false,
  token,
});

export default function AdminNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminNotifications');
  const result = actionData as BroadcastActionResult | undefined;
  const navigation = useNavigation();
  const { history, token, audienceCounts } = loaderData;
  const values = result && result.outcome !== 'sent' ? result.values : emptyForm(token);
  const preview = result?.outcome === 'preview' ? result.preview : null;
  const previewItem: NotificationItem | null = preview && {
    id: 'preview',
    title: preview.title,
    message: preview.message,
    type: preview.type,
    read: false,
    createdAt: new Date().toISOString(),
    metadata: preview.redirectUrl ? { redirect_url: preview.redirectUrl } : {},
  };
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        <Section bold headingId="compose-heading" title={t('compose.heading')} className="space-y-4">
          {result?.outcome === 'sent' && (
            <Notice tone="success">
              {result.alreadySent ? t('alreadySent') : t('sent', { count: result.recipients })}
            </Notice>
          )}
          {result?.outcome === 'invalid' && (
            <Notice tone="error">
              {t(`errors.${result.error ?? 'invalid_request'}`, { defaultValue: t('errors.unknown') })}
            </Notice>
          )}
          {preview && previewItem && (
            <section aria-labelledby="preview-heading" className="space-y-2 rounded-card border bg-card p-4">
              <h3 id="preview-heading" className="font-semibold">
                {t('preview.heading')}
              </h3>
              <p className="text-sm text-muted-foreground">{t('preview.lead')}</p>
              <div className="max-w-sm" data-testid="broadcast-preview">
                <NotificationPanelItem item={previewItem} />
              </div>
              <p role="status" className="text-sm font-medium">
                {t('preview.recipients', { count: preview.recipients })}
              </p>
              {preview.redirectUrl && (
                <p className="text-sm text-muted-foreground">{t('preview.link', { link: preview.redirectUrl })}</p>
              )}
            </section>
          )}
          <BroadcastForm
            values={values}
            audienceCounts={audienceCounts}
            fieldErrors={(result?.outcome === 'invalid' && result.fieldErrors) || {}}
            busy={navigation.state !== 'idle'}
          />
        </Section>
        <Section bold headingId="history-heading" title={t('history.heading')} className="space-y-4">
          <BroadcastHistory broadcasts={history.data} />
          <ListPagination meta={history.meta} path="/admin/notifications" />
        </Section>
      </div>
    </>
  );
}
