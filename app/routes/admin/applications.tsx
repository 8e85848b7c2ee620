import { Form, Link, redirect } from 'react-router';
import {
  applicationStatuses,
  sellerApplicationsQuery,
} from '../../../core/admin/applications/list-seller-applications.schema.ts';
import { listSellerApplications } from '../../../core/admin/applications/list-seller-applications.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatRegionName } from '../../../i18n/format.ts';
import { applicationsHref } from '../../components/admin/applications/applications-href.ts';
import { ApplicationsTable } from '../../components/admin/applications/applications-table.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PillNav } from '../../components/ui/pill-nav.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/applications';
import { adminMeta } from './admin-meta.server.ts';

const decisions = ['approved', 'rejected', 'unchanged'] as const;
type Decided = (typeof decisions)[number];

export async function loader({ url, context }: Route.LoaderArgs) {
  // The /admin layout already guards; checked again so the page never relies on its parent alone.
  const viewer = requireAdminUser(context, url);
  const { locale } = context.get(requestContext);
  const meta = adminMeta(context, 'adminApplications', 'meta.list');
  const { decided: decidedParam, ...rest } = queryObject(url);
  const parsed = sellerApplicationsQuery.safeParse(rest);
  if (!parsed.success) throw redirect('/admin');
  const query = parsed.data;
  return guard(async () => {
    const list = await listSellerApplications(context.get(depsContext), viewer, query);
    const pages = pageCount(list.meta);
    if (query.page > pages) throw redirect(applicationsHref({ ...query, page: 1 }));
    const countryName = (code: string) => formatRegionName(code, locale);
    return {
      meta,
      query: { status: query.status, q: query.q ?? '', page: query.page },
      rows: list.data.map((row) => ({ ...row, countryName: countryName(row.country) })),
      counts: list.counts,
      pages,
      decided: decisions.includes(decidedParam as Decided) ? (decidedParam as Decided) : null,
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminApplications');
  const { query, rows, counts, pages, decided } = loaderData;
  const q = query.q || undefined;
  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        {decided && <Notice tone="success">{t(`list.decided.${decided}`)}</Notice>}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PillNav
            label={t('list.filterLabel')}
            links={applicationStatuses.map((status) => ({
              to: applicationsHref({ status, q }),
              label: t(`list.filters.${status}`, { count: counts[status] }),
              current: status === query.status,
            }))}
          />
          <Form method="get" action="/admin" role="search" className="flex flex-wrap items-end gap-2">
            {query.status !== 'pending' && <input type="hidden" name="status" value={query.status} />}
            <Field id="applications-q" name="q" label={t('list.searchLabel')} className="w-64">
              <Input type="search" size="sm" maxLength={100} defaultValue={query.q} />
            </Field>
            <Button type="submit" size="sm" variant="outline">
              {t('list.search')}
            </Button>
            {q && (
              <Link
                to={applicationsHref({ status: query.status })}
                className="inline-flex h-9 items-center px-2 text-sm underline"
              >
                {t('list.clear')}
              </Link>
            )}
          </Form>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">
            {q ? t('list.emptySearch', { q }) : t(`list.empty.${query.status}`)}
          </p>
        ) : (
          <ApplicationsTable rows={rows} decided={query.status !== 'pending'} />
        )}
        <Pagination
          page={query.page}
          pages={pages}
          hrefFor={(page) => applicationsHref({ status: query.status, q, page })}
        />
      </div>
    </>
  );
}
