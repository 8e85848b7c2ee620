import { Link } from 'react-router';
import type { AdminToDo } from '../../../../core/admin/dashboard/admin-to-do.ts';
import { formatCount } from '../../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Section } from '../../ui/section.tsx';

/** Where each counter's rows are handled. */
const pageOf: Record<keyof AdminToDo, string> = {
  sellerApplications: '/admin?status=pending',
  partnerApplications: '/admin/partners',
  notices: '/admin/moderation',
  reports: '/admin/moderation',
  refundsInFlight: '/admin/payments?refund_status=processing#refunds',
  refundsFailed: '/admin/payments?refund_status=failed#refunds',
  failedPayments: '/admin/payments?status=failed#payments',
  pastDueRenewals: '/admin/payments#renewals',
  payoutBatches: '/admin/payments#batches',
  deploymentsLate: '/admin/deployments#late',
  deploymentsAtRisk: '/admin/deployments#at-risk',
};

/** The console's to-do counters, each a link to the page where its rows are handled; what is done is greyed out. */
export function ToDoList({ toDo }: { toDo: AdminToDo }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const keys = Object.keys(pageOf) as (keyof AdminToDo)[];
  const total = keys.reduce((sum, key) => sum + toDo[key], 0);
  return (
    <Section
      bold
      headingId="to-do"
      title={t('toDo.heading')}
      description={total === 0 ? t('toDo.nothing') : t('toDo.lead')}
    >
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {keys.map((key) => {
          const count = toDo[key];
          const text = (
            <>
              <span className="text-2xl font-bold tabular-nums">{formatCount(count, i18n.language)}</span>
              <span className="text-sm">{t(`toDo.${key}`, { count })}</span>
            </>
          );
          const box = 'flex h-full flex-col gap-1 rounded-card border p-4';
          return (
            <li key={key}>
              {count > 0 ? (
                <Link to={pageOf[key]} className={cn(box, 'bg-card hover:border-primary hover:bg-muted/50')}>
                  {text}
                </Link>
              ) : (
                <span className={cn(box, 'border-dashed text-muted-foreground')}>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
