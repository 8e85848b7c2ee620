import { redirect } from 'react-router';
import { deploymentLimits } from '../../../core/deployments/deployments.schema.ts';
import { getDeploymentForm } from '../../../core/deployments/get-deployment-form.ts';
import { openDeploymentRequest } from '../../../core/deployments/open-deployment-request.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { DeploymentRequestForm, type RequestFormValues } from '../../components/deployments/request-form.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/deployment-request';

/** The form for one purchase line of the viewer (another's, or none: 404), or where its request in progress is. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'deployments');
  return guard(async () => {
    const form = await getDeploymentForm(context.get(depsContext), viewer, params.orderItemId);
    return { ...form, meta: { title: t('meta.request', { title: form.line.productTitle }), noindex: true } };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The form's fields as the shared schema reads them: `secret:<KEY>` → secrets, `extraName.i`/`extraValue.i` rows. */
function inputOf(form: FormData, orderItemId: string) {
  const secrets: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith('secret:') && typeof value === 'string') secrets[name.slice('secret:'.length)] = value;
  }
  const extraSecrets = Array.from({ length: deploymentLimits.extraSecretsMax }, (_, i) => ({
    name: formText(form, `extraName.${i}`, deploymentLimits.secretNameMax * 2),
    value: formText(form, `extraValue.${i}`, deploymentLimits.secretValueMax * 2),
  }));
  return {
    orderItemId,
    hosting: formText(form, 'hosting', 400),
    notes: formText(form, 'notes', deploymentLimits.notesMax * 2),
    secrets,
    extraSecrets,
  };
}

/** Opens the request, then shows it; a refusal keeps the form's values but never the secrets' values. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  return guard(async () => {
    const form = await request.formData();
    const input = inputOf(form, params.orderItemId);
    const values: RequestFormValues = {
      hosting: input.hosting,
      notes: input.notes,
      extraNames: input.extraSecrets.map((row) => row.name),
    };
    return formAction(
      { values, input, rethrow: (error) => error.status === 401 || error.status === 404 || error.status >= 500 },
      async (parsed) => {
        const opened = await openDeploymentRequest(deps, viewer, parsed);
        return redirect(`/dashboard/deployments/${opened.id}`);
      },
    );
  });
}

export default function DeploymentRequestPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('deployments');
  const { line, openRequestId } = loaderData;
  const refusal = actionData as FormRefusal<RequestFormValues> | undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-10">
      <BackLink to="/dashboard/purchases">{t('form.back')}</BackLink>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('form.heading')}</h1>
        <p className="text-muted-foreground">
          {t('form.lead', { creator: line.sellerName, title: line.productTitle, hours: line.deploymentHours })}
        </p>
      </header>
      {openRequestId ? (
        <div className="space-y-3">
          <p>{t('form.inProgress')}</p>
          <ButtonLink to={`/dashboard/deployments/${openRequestId}`}>{t('form.seeRequest')}</ButtonLink>
        </div>
      ) : !line.eligible || line.hostingOptions.length === 0 ? (
        <Notice tone="error">{t('form.notEligible')}</Notice>
      ) : (
        <DeploymentRequestForm
          action={`/dashboard/purchases/${params.orderItemId}/deployment-request`}
          hostingOptions={line.hostingOptions}
          requiredKeys={line.requiredKeys}
          values={refusal?.values}
          fieldErrors={refusal?.fieldErrors}
          error={refusal?.error}
        />
      )}
    </div>
  );
}
