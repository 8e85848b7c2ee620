import { data, Link, redirect } from 'react-router';
import { getSellerApplicationDetail } from '../../../core/admin/applications/get-seller-application-detail.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { approveSellerApplication } from '../../../core/sellers/approve-seller-application.ts';
import { rejectSellerApplication } from '../../../core/sellers/reject-seller-application.ts';
import {
  applicationId as applicationIdSchema,
  approveSellerApplicationBody,
  rejectSellerApplicationBody,
} from '../../../core/sellers/seller-application-decision.schema.ts';
import { formatRegionName } from '../../../i18n/format.ts';
import {
  ApplicantAccount,
  DecisionSummary,
  day,
  TraderDetails,
} from '../../components/admin/applications/application-details.tsx';
import { applicationsHref } from '../../components/admin/applications/applications-href.ts';
import { type DecisionFailure, DecisionForms } from '../../components/admin/applications/decision-forms.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard, notFound } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/application';
import { adminMeta } from './admin-meta.server.ts';

function parseId(params: { applicationId?: string }) {
  const parsed = applicationIdSchema.safeParse(params.applicationId);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  // The /admin layout already guards; checked again so the page never relies on its parent alone.
  const viewer = requireAdminUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const application = await getSellerApplicationDetail(context.get(depsContext), viewer, parseId(params));
    const countryName = formatRegionName(application.country, locale);
    return {
      meta: adminMeta(context, 'adminApplications', 'meta.detail', { name: application.legalName }),
      application: { ...application, countryName },
    };
  });
}

/** Approve or reject (plain forms, no JavaScript needed); back to the queue with a message once decided. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const intent = formText(form, 'intent', 5000);
  if (intent !== 'approve' && intent !== 'reject') {
    return data<DecisionFailure>({ intent: 'approve', error: 'invalid' }, 400);
  }
  const values = { reason: formText(form, 'reason', 5000), publicName: formText(form, 'publicName', 5000) };
  const fail = (status: number, failure: Omit<DecisionFailure, 'intent' | 'values'>) =>
    data<DecisionFailure>({ intent, values, ...failure }, status);
  const deps = context.get(depsContext);
  return guard(async () => {
    const applicationId = parseId(params);
    return refusingAppErrors(
      async () => {
        let changed: boolean;
        if (intent === 'approve') {
          // Blank optional fields are absent.
          const parsed = approveSellerApplicationBody.safeParse({
            reason: values.reason.trim() || undefined,
            publicName: values.publicName.trim() || undefined,
          });
          if (!parsed.success) return fail(400, { fieldErrors: fieldErrors(parsed.error) });
          ({ changed } = await approveSellerApplication(deps, viewer, { ...parsed.data, applicationId }));
        } else {
          const parsed = rejectSellerApplicationBody.safeParse({ reason: values.reason });
          if (!parsed.success) return fail(400, { fieldErrors: fieldErrors(parsed.error) });
          ({ changed } = await rejectSellerApplication(deps, viewer, { ...parsed.data, applicationId }));
        }
        const decided = changed ? (intent === 'approve' ? 'approved' : 'rejected') : 'unchanged';
        return redirect(`${applicationsHref({})}?decided=${decided}`);
      },
      (error) =>
        error.code === 'reason_required'
          ? fail(400, { fieldErrors: { reason: error.code } })
          : fail(409, { error: error.code }),
      // Decided meanwhile (409) or a rejection without its reasons: said on the form; the rest is the error page's.
      (error) => error.status !== 409 && error.code !== 'reason_required',
    );
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminApplications');
  const { application } = loaderData;
  const failure = actionData as DecisionFailure | undefined;
  return (
    <>
      <PageHero
        eyebrow={`${t('detail.eyebrow')} · ${t(`status.${application.status}`)}`}
        title={application.legalName}
        lead={t('detail.lead', { date: day(application.createdAt, i18n.language) })}
      >
        <Link to={applicationsHref({ status: application.status })} className="mt-4 inline-block text-sm underline">
          {t('detail.back')}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        {failure?.error && (
          <Notice tone="error">{t(`errors.${failure.error}`, { defaultValue: t('errors.unknown') })}</Notice>
        )}
        <DecisionSummary application={application} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <TraderDetails application={application} />
          </div>
          <ApplicantAccount application={application} />
        </div>
        {application.status === 'pending' && <DecisionForms legalName={application.legalName} failure={failure} />}
      </div>
    </>
  );
}
