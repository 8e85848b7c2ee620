import { data, Link, redirect } from 'react-router';
import { consoleSearchQuery } from '../../../core/admin/search/console-search.schema.ts';
import { searchConsole } from '../../../core/admin/search/search-console.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { ConsoleSearchForm } from '../../components/admin/console-search-form.tsx';
import { OrdersTable } from '../../components/admin/orders/orders-table.tsx';
import { UsersTable } from '../../components/admin/users/users-table.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/search';
import { adminMeta } from './admin-meta.server.ts';

/**
 * /admin/search?q=…: an exact order number or licence key opens its order; anything else lists the matching buyers'
 * orders and users. A query too short or too long comes back with why, never a 500.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const typed = (url.searchParams.get('q') ?? '').slice(0, 300);
  const parsed = consoleSearchQuery.safeParse(queryObject(url));
  if (!parsed.success) {
    const meta = adminMeta(context, 'admin', 'search.meta');
    const error = typed.trim() === '' ? null : (parsed.error.issues[0]?.message ?? 'query_too_short');
    return data({ meta, q: typed, error, results: null }, { status: error ? 400 : 200 });
  }
  return guard(async () => {
    const results = await searchConsole(context.get(depsContext), viewer, parsed.data);
    if (results.exact) throw redirect(`/admin/orders/${results.exact.orderId}`);
    const meta = adminMeta(context, 'admin', 'search.metaFor', { q: parsed.data.q });
    return { meta, q: parsed.data.q, error: null, results };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function MoreLink({ to, shown, total }: { to: string; shown: number; total: number }) {
  const { t } = useTranslation('admin');
  if (total <= shown) return null;
  return (
    <Link to={to} className="text-sm font-medium underline underline-offset-4">
      {t('search.more', { count: total })}
    </Link>
  );
}

export default function AdminSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { q, error, results } = loaderData;
  const encoded = encodeURIComponent(q);
  return (
    <>
      <PageHero eyebrow={t('nav.heading')} title={t('search.title')} lead={t('search.lead')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        <ConsoleSearchForm id="console-search-page" q={q} error={error ? t(`search.errors.${error}`) : undefined} />
        {results && (
          <>
            <Section bold headingId="search-orders" title={t('search.orders', { count: results.orders.meta.total })}>
              {results.orders.data.length === 0 ? (
                <p className="text-muted-foreground">{t('search.noOrders')}</p>
              ) : (
                <OrdersTable orders={results.orders.data} />
              )}
              <MoreLink
                to={`/admin/orders?buyer=${encoded}`}
                shown={results.orders.data.length}
                total={results.orders.meta.total}
              />
            </Section>
            <Section bold headingId="search-users" title={t('search.users', { count: results.users.meta.total })}>
              {results.users.data.length === 0 ? (
                <p className="text-muted-foreground">{t('search.noUsers')}</p>
              ) : (
                <UsersTable users={results.users.data} />
              )}
              <MoreLink
                to={`/admin/users?q=${encoded}`}
                shown={results.users.data.length}
                total={results.users.meta.total}
              />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
