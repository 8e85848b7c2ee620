import { data, Form, redirect } from 'react-router';
import {
  adminDeploymentStatuses,
  adminDeploymentsQuery,
} from '../../../core/admin/deployments/admin-deployments.schema.ts';
import { ATTENTION_LIMIT, listAdminDeployments } from '../../../core/admin/deployments/list-admin-deployments.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { DeploymentsTable } from '../../components/admin/deployments/deployments-table.tsx';
import { FilterActions } from '../../components/admin/filter-form.tsx';
import { listHref } from '../../components/admin/list-href.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/deployments';
import { adminMeta } from './admin-meta.server.ts';

/**
 * /admin/deployments?status=…&page=…: the late requests and those at risk, then every request filtered by state
 * (decision 0046). A refused filter shows the form again with why, never a 500.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const meta = adminMeta(context, 'adminDeployments');
  const raw = queryObject(url);
  const status = raw.status?.slice(0, 40) ?? '';
  const parsed = adminDeploymentsQuery.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'status');
    const error = field === 'status' ? 'status_invalid' : 'page_invalid';
    return data({ meta, status, error, list: null }, { status: 400 });
  }
  const query = parsed.data;
  return guard(async () => {
    const list = await listAdminDeployments(context.get(depsContext), viewer, query);
    if (query.page > pageCount(list.all.meta)) throw redirect(listHref('/admin/deployments', { status: query.status }));
    return { meta, status, error: null, list };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminDeploymentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminDeployments');
  const { status, error, list } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        {list && (
          <>
            <Section bold headingId="late" title={t('late.heading')} description={t('late.lead')}>
              <DeploymentsTable rows={list.late} now={list.now} caption={t('late.caption')} empty={t('late.empty')} />
              {list.late.length >= ATTENTION_LIMIT && (
                <p className="text-sm">{t('more', { count: ATTENTION_LIMIT })}</p>
              )}
            </Section>
            <Section bold headingId="at-risk" title={t('atRisk.heading')} description={t('atRisk.lead')}>
              <DeploymentsTable
                rows={list.atRisk}
                now={list.now}
                caption={t('atRisk.caption')}
                empty={t('atRisk.empty')}
              />
              {list.atRisk.length >= ATTENTION_LIMIT && (
                <p className="text-sm">{t('more', { count: ATTENTION_LIMIT })}</p>
              )}
            </Section>
          </>
        )}
        <Section
          bold
          headingId="all"
          title={list ? t('all.heading', { count: list.all.meta.total }) : t('title')}
          className="space-y-4"
        >
          <Form method="get" className="space-y-3 rounded-card border bg-card p-4">
            {error && <Notice tone="error">{t('filters.errors.title')}</Notice>}
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="sr-only">{t('filters.legend')}</legend>
              <SelectField
                id="filter-status"
                name="status"
                label={t('filters.status')}
                value={status}
                values={adminDeploymentStatuses}
                labelOf={(value) => t(`status.${value}`)}
                allLabel={t('filters.anyStatus')}
                error={error ? t(`filters.errors.${error}`) : undefined}
              />
              <FilterActions
                submit={t('filters.submit')}
                reset={{ to: '/admin/deployments', label: t('filters.reset') }}
              />
            </fieldset>
          </Form>
          {list && (
            <>
              <DeploymentsTable rows={list.all.data} now={list.now} caption={t('all.caption')} empty={t('all.empty')} />
              <ListPagination meta={list.all.meta} path="/admin/deployments" params={{ status: status || null }} />
            </>
          )}
        </Section>
      </div>
    </>
  );
}
