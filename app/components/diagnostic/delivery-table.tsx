import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import type { DeliveryRow } from '../../../core/payments/diagnostic-admin.ts';
import { formatMilliseconds } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DiagnosticTime } from './diagnostic-time.tsx';
import { providerName } from './provider-name.ts';

const cell = 'px-3 py-2.5 align-top';
const head = 'px-3 py-3 font-medium whitespace-nowrap';

/**
 * The latest deliveries, newest first. The region scrolls sideways on a phone and takes the keyboard focus so it
 * can be scrolled without a pointer.
 */
export function DeliveryTable({ deliveries, locale }: { deliveries: DeliveryRow[]; locale: string }) {
  const { t } = useTranslation('diagnostic');
  return (
    <section
      aria-labelledby="deliveries-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-card border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="deliveries-caption" className="sr-only">
          {t('deliveries.caption', { count: deliveries.length })}
        </caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={head}>
              {t('deliveries.time')}
            </th>
            <th scope="col" className={head}>
              {t('deliveries.provider')}
            </th>
            <th scope="col" className={head}>
              {t('deliveries.eventType')}
            </th>
            <th scope="col" className={head}>
              {t('deliveries.statusCode')}
            </th>
            <th scope="col" className={head}>
              {t('deliveries.outcome')}
            </th>
            <th scope="col" className={head}>
              {t('deliveries.order')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('deliveries.duration')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {deliveries.map((delivery) => {
            const Icon = delivery.failure ? CircleX : CircleCheck;
            return (
              <tr key={delivery.id}>
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  <DiagnosticTime iso={delivery.receivedAt} locale={locale} />
                </th>
                <td className={cell}>{providerName(delivery.provider, t)}</td>
                <td className={`${cell} font-mono text-xs break-all`}>
                  {delivery.eventType ?? t('deliveries.unknownEvent')}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="inline-flex items-center gap-1.5">
                    <Icon
                      aria-hidden="true"
                      className={delivery.failure ? 'size-4 text-destructive' : 'size-4 text-muted-foreground'}
                    />
                    <span className="font-mono tabular-nums">{delivery.statusCode}</span>
                    <span className={delivery.failure ? 'font-medium' : 'text-muted-foreground'}>
                      {t(delivery.failure ? 'deliveries.failure' : 'deliveries.ok')}
                    </span>
                  </span>
                </td>
                <td className={`${cell} font-mono text-xs break-all`}>{delivery.outcome}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {delivery.orderNumber ?? <span aria-hidden="true">—</span>}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatMilliseconds(delivery.durationMs, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
