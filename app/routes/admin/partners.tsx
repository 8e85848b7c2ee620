import { Form, redirect, useActionData } from 'react-router';
import { decidePartnerApplication } from '../../../core/partners/applications/decide-partner-application.ts';
import { listPartnerApplications } from '../../../core/partners/applications/list-partner-applications.ts';
import {
  partnerApplicationDecision,
  partnerApplicationStatuses,
  partnerApplicationsQuery,
} from '../../../core/partners/applications/partner-application.schema.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatDate, formatRegionName } from '../../../i18n/format.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldScope } from '../../components/ui/field-control.ts';
import { PillNav } from '../../components/ui/pill-nav.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/partners';
import { adminMeta } from './admin-meta.server.ts';

const href = (status: string, page = 1) =>
  `/admin/partners${status === 'pending' && page === 1 ? '' : `?status=${status}${page > 1 ? `&page=${page}` : ''}`}`;

/** « Devenir partenaire » applications, one status at a time, to approve or reject with a reason. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const { locale } = context.get(requestContext);
  const { decided, ...rest } = queryObject(url);
  const parsed = partnerApplicationsQuery.safeParse(rest);
  if (!parsed.success) throw redirect('/admin/partners');
  const query = parsed.data;
  return guard(async () => {
    const list = await listPartnerApplications(context.get(depsContext), viewer, query);
    return {
      meta: adminMeta(context, 'adminPartners'),
      query,
      rows: list.data.map((row) => ({ ...row, countryName: formatRegionName(row.country, locale) })),
      counts: list.counts,
      pages: pageCount(list.meta),
      decided: decided === 'approved' || decided === 'rejected' ? decided : null,
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Approve or reject (intent), with the reason (required to reject); a refusal comes back under that application. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const applicationId = formText(form, 'applicationId', 40);
  const reason = formText(form, 'reason', 2000).trim();
  const values = { decision: formText(form, 'decision', 20), ...(reason ? { reason } : {}) };
  return guard(() =>
    formAction({ values, schema: partnerApplicationDecision, extra: { applicationId } }, async (input) => {
      await decidePartnerApplication(context.get(depsContext), viewer, applicationId, input, {
        ip: context.get(requestContext).clientIp,
      });
      return redirect(`/admin/partners?decided=${values.decision}`);
    }),
  );
}

export default function AdminPartnersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminPartners');
  const { query, rows, counts, pages, decided } = loaderData;
  const refusal = useActionData<{ applicationId: string; fieldErrors?: Record<string, string>; error?: string }>();
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        {decided && <Notice tone="success">{t(`decided.${decided}`)}</Notice>}
        <PillNav
          label={t('filterLabel')}
          links={partnerApplicationStatuses.map((status) => ({
            to: href(status),
            label: t(`filters.${status}`, { count: counts[status] ?? 0 }),
            current: status === query.status,
          }))}
        />
        {rows.length === 0 && (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">
            {t(`empty.${query.status}`)}
          </p>
        )}
        {rows.map((row) => {
          const mine = refusal?.applicationId === row.id ? refusal : undefined;
          const reasonError = mine?.fieldErrors?.reason ?? mine?.error;
          return (
            <article key={row.id} aria-labelledby={`app-${row.id}`} className="space-y-3 rounded-xl border p-4">
              <h2 id={`app-${row.id}`} className="text-lg font-semibold">
                {row.companyName}
              </h2>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium">{t('fields.applicant')}</dt>
                <dd>
                  {row.applicantName} · {row.applicantEmail}
                </dd>
                <dt className="font-medium">{t('fields.website')}</dt>
                <dd className="break-all">{row.website}</dd>
                <dt className="font-medium">{t('fields.country')}</dt>
                <dd>{row.countryName}</dd>
                <dt className="font-medium">{t('fields.audience')}</dt>
                <dd className="whitespace-pre-line">{row.audience}</dd>
                <dt className="font-medium">{t('fields.promotionPlan')}</dt>
                <dd className="whitespace-pre-line">{row.promotionPlan}</dd>
                <dt className="font-medium">{t('fields.date')}</dt>
                <dd>{formatDate(row.createdAt, i18n.language)}</dd>
                {row.reason && (
                  <>
                    <dt className="font-medium">{t('fields.reason')}</dt>
                    <dd>{row.reason}</dd>
                  </>
                )}
              </dl>
              {row.status === 'pending' && (
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="applicationId" value={row.id} />
                  <FieldScope value={`app-${row.id}`}>
                    <Field
                      name="reason"
                      label={t('reason')}
                      description={t('reasonHint')}
                      error={
                        reasonError ? t(`errors.${reasonError}`, { defaultValue: t('errors.invalid') }) : undefined
                      }
                    >
                      <Textarea rows={2} maxLength={2000} />
                    </Field>
                  </FieldScope>
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" name="decision" value="approved" size="sm">
                      {t('approve', { name: row.companyName })}
                    </Button>
                    <Button type="submit" name="decision" value="rejected" size="sm" variant="outline">
                      {t('reject', { name: row.companyName })}
                    </Button>
                  </div>
                </Form>
              )}
            </article>
          );
        })}
        <Pagination page={query.page} pages={pages} hrefFor={(page) => href(query.status, page)} />
      </div>
    </>
  );
}
