import { data, redirect } from 'react-router';
import { adminOrdersQuery, filterErrors } from '../../../core/admin/orders/admin-orders.schema.ts';
import { listAdminOrders } from '../../../core/admin/orders/list-admin-orders.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { listHref } from '../../components/admin/list-href.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { OrderFilters, type OrderFilterValues } from '../../components/admin/orders/order-filters.tsx';
import { OrdersTable } from '../../components/admin/orders/orders-table.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/orders';
import { adminMeta } from './admin-meta.server.ts';

const filterNames = ['status', 'from', 'to', 'buyer', 'expert', 'min', 'max'] as const;

/** The filters as typed, kept to the form's fields and a sane length (shown back in the form). */
function typedFilters(query: Record<string, string>): OrderFilterValues {
  const out: OrderFilterValues = {};
  for (const name of filterNames) if (query[name] !== undefined) out[name] = query[name].slice(0, 300);
  return out;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const meta = adminMeta(context, 'adminOrders', 'meta.list');
  const raw = queryObject(url);
  const values = typedFilters(raw);
  const parsed = adminOrdersQuery.safeParse(raw);
  if (!parsed.success) {
    // Refused filters: the form again with what was typed and why, never a 500.
    return data({ meta, values, errors: filterErrors(parsed.error), orders: null }, { status: 400 });
  }
  const query = parsed.data;
  return guard(async () => {
    const orders = await listAdminOrders(context.get(depsContext), viewer, query);
    if (query.page > pageCount(orders.meta)) throw redirect(listHref('/admin/orders', values));
    return { meta, values, errors: null, orders };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders');
  const { values, errors, orders } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        <OrderFilters values={values} errors={errors} />
        {orders && (
          <Section bold headingId="orders-heading" title={t('list.count', { count: orders.meta.total })}>
            {orders.data.length === 0 ? (
              <p className="rounded-card border border-dashed p-8 text-center text-muted-foreground">
                {t('list.empty')}
              </p>
            ) : (
              <OrdersTable orders={orders.data} />
            )}
            <ListPagination meta={orders.meta} path="/admin/orders" params={values} />
          </Section>
        )}
      </div>
    </>
  );
}
