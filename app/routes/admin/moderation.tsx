import { data, redirect, useActionData } from 'react-router';
import { listModerationQueue, listRemovedContent } from '../../../core/admin/moderation/list-moderation-queue.ts';
import { moderateTarget } from '../../../core/admin/moderation/moderate-target.ts';
import {
  moderationForm,
  moderationPageQuery,
  moderationTargetTypes,
  moderationViews,
} from '../../../core/admin/moderation/moderation.schema.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { FilterForm } from '../../components/admin/filter-form.tsx';
import { listHref } from '../../components/admin/list-href.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { type ModerationActionData, ModerationItemCard } from '../../components/admin/moderation/moderation-item.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PillNav } from '../../components/ui/pill-nav.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/moderation';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

const perPage = 20;

/** The moderation queue: open reports, what moderation took down, and the history (administrators only). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const { view, type, page } = pageQuery(url, moderationPageQuery);
  return guard(async () => {
    const deps = context.get(depsContext);
    const queue =
      view === 'removed'
        ? await listRemovedContent(deps, viewer, { type, page, per_page: perPage })
        : await listModerationQueue(deps, viewer, { status: view, type, page, per_page: perPage });
    if (page > pageCount(queue.meta)) throw redirect(hrefOf(view, type ?? null));
    return { meta: adminMeta(context, 'adminModeration'), queue, view, type: type ?? null };
  });
}

/** The queue's filters as query parameters (the open reports are the default view). */
const filters = (view: string, type: string | null) => ({ view: view === 'open' ? null : view, type });
const hrefOf = (view: string, type: string | null) => listHref('/admin/moderation', filters(view, type));

/** One decision (unpublish, restore, dismiss) with its reason; the core use case checks everything again. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const parsed = moderationForm.safeParse(Object.fromEntries(form));
  const targetId = formText(form, 'targetId', 64);
  const reason = formText(form, 'reason', 4000);
  if (!parsed.success) {
    const reasonIssue = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
    return data<ModerationActionData>(
      { ok: false, targetId, code: reasonIssue ? reasonIssue.message : 'invalid', field: !!reasonIssue, reason },
      400,
    );
  }
  const { targetType, intent, reason: statement } = parsed.data;
  return refusingAppErrors(
    async () => {
      const outcome = await moderateTarget(
        context.get(depsContext),
        viewer,
        { targetType, targetId: parsed.data.targetId, verb: intent, reason: statement },
        { ip: context.get(requestContext).clientIp },
      );
      return { ok: true, targetId, intent, changed: outcome.changed } satisfies ModerationActionData;
    },
    (error) =>
      data<ModerationActionData>({ ok: false, targetId, code: error.code, field: false, reason }, error.status),
    // Not signed in or not an administrator: the guards' redirects and error page.
    (error) => error.status === 401 || error.status === 403,
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminModeration');
  const answer = useActionData<ModerationActionData>();
  const { queue, view, type } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
        {answer?.ok && (
          <Notice tone="success">{answer.changed ? t(`result.${answer.intent}`) : t('result.noop')}</Notice>
        )}
        {answer && !answer.ok && (
          <Notice tone="error">{t(`errors.${answer.code}`, { defaultValue: t('errors.unknown') })}</Notice>
        )}
        <p className="text-sm">{t('openCount', { count: queue.meta.open_targets })}</p>
        <PillNav
          label={t('views.label')}
          links={moderationViews.map((v) => ({ to: hrefOf(v, type), label: t(`views.${v}`), current: v === view }))}
        />
        <FilterForm keep={{ view: view === 'open' ? null : view }} submit={t('typeFilter.submit')}>
          <SelectField
            name="type"
            label={t('typeFilter.label')}
            value={type}
            values={moderationTargetTypes}
            labelOf={(kind) => t(`kind.${kind}`)}
            allLabel={t('typeFilter.all')}
          />
        </FilterForm>
        {queue.data.length === 0 ? (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">
            {t(`empty.${view}`)}
          </p>
        ) : (
          <ol className="space-y-6">
            {queue.data.map((item) => (
              <li key={`${item.targetType}:${item.targetId}`}>
                <ModerationItemCard item={item} answer={answer} />
              </li>
            ))}
          </ol>
        )}
        <ListPagination meta={queue.meta} path="/admin/moderation" params={filters(view, type)} />
      </div>
    </>
  );
}
