import Rocket from 'lucide-react/icons/rocket';
import { data } from 'react-router';
import { isOpenDeployment } from '../../../core/deployments/deployment-machine.ts';
import { checklistTickInput } from '../../../core/deployments/guides/deploy.schema.ts';
import { getDeployPage } from '../../../core/deployments/guides/get-deploy-page.ts';
import { setChecklistTick } from '../../../core/deployments/guides/set-checklist-tick.ts';
import { formatLanguageName } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { DeployChecklist } from '../../components/deploy/deploy-checklist.tsx';
import { deadlineText } from '../../components/deployments/deadline-text.ts';
import { DeploymentStatusBadge } from '../../components/deployments/status-badge.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { DeploymentManifest } from '../../components/product/deployment-manifest.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/deploy';

/** The « Déployer » page of a line the viewer keeps (anyone else's, or a refunded one: 404). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const page = await getDeployPage(context.get(depsContext), viewer, { orderItemId: params.orderItemId, locale });
    const t = serverT(locale, 'deploy');
    return { page, meta: { title: t('meta', { title: page.product.title }), noindex: true } };
  });
}

export type DeployActionResult = { ok: true; step: string; ticked: boolean } | { ok: false; code: string };

/** Ticks or unticks one step of the checklist (a plain form post). */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const parsed = checklistTickInput.safeParse({
    step: formText(form, 'step', 200),
    ticked: formText(form, 'ticked') === 'true',
  });
  if (!parsed.success) return data<DeployActionResult>({ ok: false, code: 'step_invalid' }, 400);
  return guard(() =>
    refusingAppErrors(
      async () => {
        const done = await setChecklistTick(context.get(depsContext), viewer, params.orderItemId, parsed.data);
        return { ok: true, ...done } satisfies DeployActionResult;
      },
      (error) => data<DeployActionResult>({ ok: false, code: error.code }, error.status),
      (error) => error.status === 401 || error.status === 404 || error.status >= 500,
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DeployPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('deploy');
  const { t: tr } = useTranslation('deployments');
  const { page } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title', { title: page.product.title })}
        lead={t('lead', { seller: page.product.sellerName })}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/dashboard/purchases" variant="outline" size="sm">
            {t('backToPurchases')}
          </ButtonLink>
          <ButtonLink to={`/product/${page.product.slug}`} variant="ghost" size="sm">
            {t('productPage')}
          </ButtonLink>
        </div>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        {refused && <Notice tone="error">{t(`errors.${refused.code}`, { defaultValue: t('errors.unknown') })}</Notice>}
        {page.manifest ? (
          <DeploymentManifest manifest={page.manifest} />
        ) : (
          <p className="rounded-lg bg-secondary/50 px-3 py-2 text-sm">{t('noManifest')}</p>
        )}
        <Section title={t('guide.heading')} headingId="guide-heading" className="space-y-4">
          {page.guide ? (
            <>
              <p className="text-sm text-muted-foreground">{t('guide.version', { version: page.guide.version })}</p>
              {page.guide.untranslated && (
                <p className="rounded-lg bg-secondary/50 px-3 py-2 text-sm">
                  {t('guide.untranslated', { language: formatLanguageName(page.guide.locale, i18n.language) })}
                </p>
              )}
              <div
                className="prose-content rounded-card border bg-card p-4 md:p-6"
                lang={page.guide.locale}
                dangerouslySetInnerHTML={{ __html: page.guide.html }}
              />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('guide.none')}</p>
          )}
        </Section>
        {page.guide && page.guide.steps.length > 0 && (
          <DeployChecklist steps={page.guide.steps} done={page.guide.done} />
        )}
        {page.guidedDeployment && (
          <Section
            title={t('guided.heading')}
            headingId="guided-deployment-heading"
            className="space-y-3 rounded-card border bg-card p-4 md:p-6"
          >
            <p className="text-sm text-muted-foreground">{t('guided.hint', { count: page.product.deploymentHours })}</p>
            {page.request && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                <span className="font-medium">{t('guided.current')}</span>
                <DeploymentStatusBadge request={page.request} />
                {page.request.deadline && (
                  <span className="text-muted-foreground">{deadlineText(tr, i18n.language, page.request)}</span>
                )}
                <ButtonLink to={`/dashboard/deployments/${page.request.id}`} variant="outline" size="sm">
                  {tr('list.open')}
                </ButtonLink>
              </div>
            )}
            {(!page.request || !isOpenDeployment(page.request.status)) && (
              <ButtonLink to={`/dashboard/purchases/${page.orderItemId}/deployment-request`}>
                <Rocket aria-hidden="true" />
                {t('guided.request')}
              </ButtonLink>
            )}
          </Section>
        )}
      </div>
    </>
  );
}
