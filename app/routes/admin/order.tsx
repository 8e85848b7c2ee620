import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { adminRefundForm } from '../../../core/admin/orders/admin-orders.schema.ts';
import { adminOrderNotFound, getAdminOrder } from '../../../core/admin/orders/get-admin-order.ts';
import { refundOrderLines } from '../../../core/admin/orders/refund-order-lines.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { OrderLines, OrderMoney, OrderSummary } from '../../components/admin/orders/order-sections.tsx';
import { OrderTimeline } from '../../components/admin/orders/order-timeline.tsx';
import { RefundForm } from '../../components/admin/orders/refund-form.tsx';
import type { AdminRefundResult } from '../../components/admin/orders/refund-result.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/order';
import { adminMeta } from './admin-meta.server.ts';

const orderIdOf = (value: string | undefined) => {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw adminOrderNotFound();
  return parsed.data;
};

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => {
    const order = await getAdminOrder(context.get(depsContext), viewer, orderIdOf(params.orderId));
    return { order, meta: adminMeta(context, 'adminOrders', 'meta.detail', { number: order.number }) };
  });
}

/** The refund form: the whole order or the lines ticked, with a reason, through the administrators' refund. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const reason = formText(form, 'reason', 2000);
  const scope = formText(form, 'scope');
  const items = form.getAll('items').filter((value): value is string => typeof value === 'string');
  const failed = (status: number, code: string) =>
    data<AdminRefundResult>({ ok: false, code, reason, scope, items: items.slice(0, 100) }, { status });
  return guard(async () => {
    const orderId = orderIdOf(params.orderId);
    const parsed = adminRefundForm.safeParse({ scope, items, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return failed(400, issue?.message && issue.path[0] !== undefined ? issue.message : 'invalid');
    }
    return refusingAppErrors(
      async () => {
        const result = await refundOrderLines(
          context.get(depsContext),
          viewer,
          { orderId, ...parsed.data },
          { ip: context.get(requestContext).clientIp },
        );
        return data<AdminRefundResult>({
          ok: true,
          refunds: result.refunds.map(({ refundId, status, amountCents }) => ({ refundId, status, amountCents })),
          stoppedBy: result.stoppedBy?.code ?? null,
        });
      },
      (error) => failed(error.status, error.code),
      // Not signed in, not an administrator, no such order: the error page says so.
      (error) => [401, 403, 404].includes(error.status),
    );
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminOrderPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminOrders');
  const result = useActionData<AdminRefundResult>();
  const { order } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t('detail.eyebrow')}
        title={order.number}
        lead={t('detail.lead', {
          date: formatDateTime(order.createdAt, i18n.language),
          status: t(`status.${order.status}`),
        })}
      >
        <ButtonLink to="/admin/orders" variant="outline" size="sm" className="mt-4">
          {t('detail.back')}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        <OrderSummary order={order} />
        <OrderLines order={order} />
        <RefundForm order={order} result={result} />
        <OrderMoney order={order} />
        <Section bold headingId="timeline-heading" title={t('timeline.heading')}>
          <OrderTimeline entries={order.timeline} />
        </Section>
      </div>
    </>
  );
}
