import type { PurchaseOrder } from '../../../core/purchases/purchase-details.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PurchaseActionResult } from './purchase-action.ts';
import { PurchaseItemView } from './purchase-item.tsx';

const settled = new Set(['paid']);

/** An order: number, date, status and total, then each of its lines. */
export function OrderCard({ order, result }: { order: PurchaseOrder; result: PurchaseActionResult | undefined }) {
  const { t, i18n } = useTranslation('purchases');
  const headingId = `order-${order.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border bg-card p-4 shadow-xs sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b pb-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold break-all">
            {t('order.heading', { number: order.number })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('order.placedOn', { date: formatDate(order.createdAt, i18n.language) })}
          </p>
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('order.status')}</dt>
            <dd
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                settled.has(order.status) ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {t(`status.${order.status}`)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">{t('order.total')}</dt>
            <dd className="text-base font-bold">{formatPrice(order.totalCents, i18n.language)}</dd>
          </div>
        </dl>
      </header>
      <div className="divide-y pt-4">
        {order.items.map((item) => (
          <PurchaseItemView
            key={item.id}
            order={order}
            item={item}
            refundResult={result?.intent === 'refund' && result.itemId === item.id ? result : undefined}
          />
        ))}
      </div>
    </section>
  );
}
