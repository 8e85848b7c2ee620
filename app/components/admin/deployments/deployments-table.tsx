import { Link } from 'react-router';
import type { AdminDeploymentRow } from '../../../../core/admin/deployments/list-admin-deployments.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { deadlineDistance } from '../../deployments/deadline-text.ts';
import { Badge } from '../../ui/badge.tsx';
import { RecordTable } from '../../ui/record-table.tsx';

/**
 * Deployment requests for administrators: the order (a link to it), product, buyer, creator, state, the deadline that
 * runs (acceptance within 48 hours, then delivery) and the time left or overdue, counted from `now`.
 */
export function DeploymentsTable({
  rows,
  now,
  caption,
  empty,
}: {
  rows: AdminDeploymentRow[];
  now: string;
  caption: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation('adminDeployments');
  const locale = i18n.language;
  const at = new Date(now).getTime();
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      empty={empty}
      label={(key) => t(`columns.${key}`)}
      columns={{
        order: {
          cell: (row) => (
            <Link to={`/admin/orders/${row.order.id}`} className="underline underline-offset-2 hover:no-underline">
              {row.order.number}
            </Link>
          ),
          className: 'whitespace-nowrap font-medium',
        },
        product: (row) => (
          <>
            <Link to={`/product/${row.product.slug}`} className="block underline underline-offset-2 hover:no-underline">
              {row.product.title}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {t('announced', { count: row.deploymentHours })}
            </span>
          </>
        ),
        buyer: (row) => row.buyer.label?.trim() || '—',
        seller: (row) => (
          <Link to={`/seller/${row.seller.id}`} className="underline underline-offset-2 hover:no-underline">
            {row.seller.name}
          </Link>
        ),
        status: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            {t(`status.${row.status}`)}
            {row.attention && (
              <Badge variant={row.attention === 'late' ? 'destructive' : 'secondary'}>
                {t(`attention.${row.attention}`)}
              </Badge>
            )}
          </span>
        ),
        deadline: {
          cell: (row) =>
            row.deadline
              ? t(row.status === 'requested' ? 'deadline.acceptance' : 'deadline.due', {
                  date: formatDateTime(row.deadline, locale),
                })
              : row.deliveredAt
                ? t('deadline.delivered', { date: formatDateTime(row.deliveredAt, locale) })
                : '—',
        },
        left: {
          cell: (row) => {
            if (!row.deadline) return '—';
            const msLeft = new Date(row.deadline).getTime() - at;
            const duration = deadlineDistance(msLeft, locale);
            return msLeft >= 0 ? t('left.remaining', { duration }) : t('left.overdue', { duration });
          },
          className: 'whitespace-nowrap',
        },
      }}
    />
  );
}
