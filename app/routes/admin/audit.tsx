import { Form } from 'react-router';
import { auditFilterKeys, auditLogQuery } from '../../../core/admin/audit/audit-log.schema.ts';
import { listAuditActions, listAuditLog, listAuditTargetTypes } from '../../../core/admin/audit/list-audit-log.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { AuditTable } from '../../components/admin/audit/audit-table.tsx';
import { FilterActions } from '../../components/admin/filter-form.tsx';
import { listHref } from '../../components/admin/list-href.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { CsvDownloadLinks } from '../../components/csv-download-links.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Field } from '../../components/ui/field.tsx';
import { FieldScope } from '../../components/ui/field-control.ts';
import { Input } from '../../components/ui/input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/audit';
import { adminMeta } from './admin-meta.server.ts';

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
  return {
    meta: adminMeta(context, 'adminAudit'),
    page,
    filters,
    invalid: !parsed.success,
    actions,
    targetTypes,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminAudit');
  const { page, filters, invalid, actions, targetTypes } = loaderData;
  const input = (name: (typeof auditFilterKeys)[number], label: string, type = 'text') => (
    <Field name={name} label={label}>
      <Input size="sm" type={type} defaultValue={filters[name] ?? ''} />
    </Field>
  );
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        <Section bold headingId="audit-filters" title={t('filters.heading')}>
          {invalid && <Notice tone="error">{t('errors.invalid_request')}</Notice>}
          <FieldScope value="audit">
            <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {input('actor', t('filters.actor'))}
              <SelectField
                name="action"
                label={t('filters.action')}
                value={filters.action}
                values={[...new Set(actions.map((a) => `${a.split('.')[0]}.*`)), ...actions]}
                allLabel={t('filters.anyAction')}
              />
              <SelectField
                name="target_type"
                label={t('filters.targetType')}
                value={filters.target_type}
                values={targetTypes}
                labelOf={(type) => t(`targetTypes.${type}`, { defaultValue: type })}
                allLabel={t('filters.anyTargetType')}
              />
              {input('target_id', t('filters.targetId'))}
              {input('from', t('filters.from'), 'date')}
              {input('to', t('filters.to'), 'date')}
              <FilterActions
                className="lg:col-span-2"
                submit={t('filters.apply')}
                reset={{ to: '/admin/audit', label: t('filters.reset') }}
              >
                <CsvDownloadLinks
                  href={listHref('/api/v1/admin/audit-log.csv', filters)}
                  label={t('filters.export')}
                  className="ml-auto"
                />
              </FilterActions>
            </Form>
          </FieldScope>
        </Section>
        <p role="status" className="text-sm text-muted-foreground">
          {t('filters.total', { count: page.meta.total })}
        </p>
        <AuditTable entries={page.data} />
        <ListPagination meta={page.meta} path="/admin/audit" params={filters} />
      </div>
    </>
  );
}
