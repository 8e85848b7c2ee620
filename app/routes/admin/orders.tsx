import { data, redirect } from 'react-router';
import { adminOrdersQuery, filterErrors } from '../../../core/admin/orders/admin-orders.schema.ts';
import { listAdminOrders } from '../../../core/admin/orders/list-admin-orders.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { OrderFilters, type OrderFilterValues } from '../../components/admin/orders/order-filters.tsx';
import { OrdersTable } from '../../components/admin/orders/orders-table.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/orders';

const filterNames = ['status', 'from', 'to', 'buyer', 'expert', 'min', 'max'] as const;

/** The filters as typed, kept to the form's fields and a sane length (shown back in the form). */
function typedFilters(query: Record<string, string>): OrderFilterValues {
  const out: OrderFilterValues = {};
  for (const name of filterNames) if (query[name] !== undefined) out[name] = query[name].slice(0, 300);
  return out;
}

/** The list's address with these filters (and page), for the pagination links. */
function listHref(values: OrderFilterValues, page: number) {
  const params = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'adminOrders')('meta.list'), noindex: true };
  const raw = queryObject(url);
  const values = typedFilters(raw);
  const parsed = adminOrdersQuery.safeParse(raw);
  if (!parsed.success) {
    // Refused filters: the form again with what was typed and why, never a 500.
    return data({ meta, values, errors: filterErrors(parsed.error), orders: null, pages: 1 }, { status: 400 });
  }
  const query = parsed.data;
  return guard(async () => {
    const orders = await listAdminOrders(context.get(depsContext), viewer, query);
    const pages = pageCount(orders.meta);
    if (query.page > pages) throw redirect(listHref(values, 1));
    return { meta, values, errors: null, orders, pages };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders');
  const { values, errors, orders, pages } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        <OrderFilters values={values} errors={errors} />
        {orders && (
          <section aria-labelledby="orders-heading" className="space-y-3">
            <h2 id="orders-heading" className="text-xl font-bold">
              {t('list.count', { count: orders.meta.total })}
            </h2>
            {orders.data.length === 0 ? (
              <p className="rounded-card border border-dashed p-8 text-center text-muted-foreground">
                {t('list.empty')}
              </p>
            ) : (
              <OrdersTable orders={orders.data} />
            )}
            <Pagination page={orders.meta.page} pages={pages} hrefFor={(page) => listHref(values, page)} />
          </section>
        )}
      </div>
    </>
  );
}
