import { Link } from 'react-router';
import type { DeploymentSummary } from '../../../core/deployments/deployment-view.ts';
import { listDeploymentRequests } from '../../../core/deployments/list-deployment-requests.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { deadlineText, timeLeftText } from '../../components/deployments/deadline-text.ts';
import { DeploymentStatusBadge } from '../../components/deployments/status-badge.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PillNav } from '../../components/ui/pill-nav.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/deployments';

/** The viewer's requests as a buyer and, when they sell, those addressed to them (`?as=creator`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'deployments');
  return guard(async () => {
    const lists = await listDeploymentRequests(context.get(depsContext), viewer);
    const as = lists.isCreator && url.searchParams.get('as') === 'creator' ? 'creator' : 'buyer';
    return { ...lists, as, meta: { title: t('meta.list'), noindex: true } } as const;
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DeploymentsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('deployments');
  const { as, isCreator } = loaderData;
  const requests: DeploymentSummary[] = as === 'creator' ? loaderData.asCreator : loaderData.asBuyer;
  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
        {isCreator && (
          <PillNav
            label={t('list.tabsLabel')}
            links={[
              { to: '/dashboard/deployments', label: t('list.tabs.buyer'), current: as === 'buyer' },
              { to: '/dashboard/deployments?as=creator', label: t('list.tabs.creator'), current: as === 'creator' },
            ]}
          />
        )}
        <RecordTable
          caption={t(`list.caption.${as}`)}
          rows={requests}
          label={(key) => t(`list.columns.${key}`)}
          rowHeader="product"
          empty={t(`list.empty.${as}`)}
          columns={{
            product: (r) => (
              <Link to={`/dashboard/deployments/${r.id}`} className="text-primary hover:underline">
                {r.productTitle}
              </Link>
            ),
            other: (r) => (as === 'creator' ? r.buyerName : r.sellerName),
            status: (r) => <DeploymentStatusBadge request={r} />,
            deadline: (r) => deadlineText(t, i18n.language, r),
            timeLeft: { cell: (r) => timeLeftText(t, i18n.language, r), className: 'whitespace-nowrap' },
          }}
        />
      </div>
    </>
  );
}
