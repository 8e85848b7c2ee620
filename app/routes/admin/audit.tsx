import Download from 'lucide-react/icons/download';
import { Form, Link } from 'react-router';
import { auditFilterKeys, auditLogQuery } from '../../../core/admin/audit/audit-log.schema.ts';
import { listAuditActions, listAuditLog, listAuditTargetTypes } from '../../../core/admin/audit/list-audit-log.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AuditTable } from '../../components/admin/audit/audit-table.tsx';
import { FilterSelect } from '../../components/admin/filter-select.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/audit';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const deps = context.get(depsContext);
  const parsed = auditLogQuery.safeParse(queryObject(url));
  // Filters that make no sense (a date like 2026-13-45) are shown as such, over the unfiltered log.
  const query = parsed.success ? parsed.data : auditLogQuery.parse({});
  const [page, actions, targetTypes] = await Promise.all([
    listAuditLog(deps, viewer, query),
    listAuditActions(deps, viewer),
    listAuditTargetTypes(deps, viewer),
  ]);
  const filters: Record<string, string> = {};
  for (const key of auditFilterKeys) {
    const value = query[key];
    if (value) filters[key] = value;
  }
  const t = serverT(context.get(requestContext).locale, 'adminAudit');
  return {
    meta: { title: t('meta'), noindex: true },
    page,
    pages: pageCount(page.meta),
    filters,
    invalid: !parsed.success,
    actions,
    targetTypes,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminAudit');
  const { page, pages, filters, invalid, actions, targetTypes } = loaderData;
  const search = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...filters, ...extra }).toString();
    return params ? `?${params}` : '';
  };
  const input = (name: (typeof auditFilterKeys)[number], label: string, type = 'text') => (
    <Field id={`audit-${name}`} name={name} label={label}>
      <Input size="sm" type={type} defaultValue={filters[name] ?? ''} />
    </Field>
  );
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        <section aria-labelledby="audit-filters" className="space-y-3">
          <h2 id="audit-filters" className="text-xl font-bold">
            {t('filters.heading')}
          </h2>
          {invalid && <Notice tone="error">{t('errors.invalid_request')}</Notice>}
          <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {input('actor', t('filters.actor'))}
            <Field id="audit-action" name="action" label={t('filters.action')}>
              <NativeSelect size="sm" defaultValue={filters.action ?? ''}>
                <NativeSelectOption value="">{t('filters.anyAction')}</NativeSelectOption>
                {[...new Set(actions.map((a) => `${a.split('.')[0]}.*`))].map((prefix) => (
                  <NativeSelectOption key={prefix} value={prefix}>
                    {prefix}
                  </NativeSelectOption>
                ))}
                {actions.map((action) => (
                  <NativeSelectOption key={action} value={action}>
                    {action}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
            <FilterSelect
              id="audit-target_type"
              name="target_type"
              label={t('filters.targetType')}
              value={filters.target_type}
              allLabel={t('filters.anyTargetType')}
              options={targetTypes.map((type) => ({ value: type, label: type }))}
            />
            {input('target_id', t('filters.targetId'))}
            {input('from', t('filters.from'), 'date')}
            {input('to', t('filters.to'), 'date')}
            <div className="flex items-end gap-2 lg:col-span-2">
              <Button type="submit" size="sm">
                {t('filters.apply')}
              </Button>
              <Link
                to="/admin/audit"
                className="inline-flex h-9 items-center px-3 text-sm underline underline-offset-4"
              >
                {t('filters.reset')}
              </Link>
              <a
                href={`/api/v1/admin/audit-log.csv${search()}`}
                download
                className="ml-auto inline-flex h-9 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('filters.export')}
              </a>
            </div>
          </Form>
        </section>
        <p role="status" className="text-sm text-muted-foreground">
          {t('filters.total', { count: page.meta.total })}
        </p>
        <AuditTable entries={page.data} />
        <Pagination
          page={page.meta.page}
          pages={pages}
          hrefFor={(n) => `/admin/audit${search(n > 1 ? { page: String(n) } : {})}`}
        />
      </div>
    </>
  );
}
