import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import type { DeliveryRow } from '../../../core/payments/diagnostic-admin.ts';
import { formatMilliseconds } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { TableRow } from '../ui/table.tsx';
import { DiagnosticTime } from './diagnostic-time.tsx';
import { providerName } from './provider-name.ts';

const cell = 'px-3 py-2.5 align-top';
const columns = [
  { key: 'time' },
  { key: 'provider' },
  { key: 'eventType' },
  { key: 'statusCode' },
  { key: 'outcome' },
  { key: 'order' },
  { key: 'duration', className: 'whitespace-nowrap text-right' },
] as const;

/**
 * The latest deliveries, newest first. The region scrolls sideways on a phone and takes the keyboard focus so it
 * can be scrolled without a pointer.
 */
export function DeliveryTable({ deliveries, locale }: { deliveries: DeliveryRow[]; locale: string }) {
  const { t } = useTranslation('diagnostic');
  return (
    <DataTable
      caption={t('deliveries.caption', { count: deliveries.length })}
      tableClassName="min-w-[56rem]"
      columns={columns.map((column) => ({ ...column, label: t(`deliveries.${column.key}`) }))}
    >
      {deliveries.map((delivery) => {
        const Icon = delivery.failure ? CircleX : CircleCheck;
        return (
          <TableRow key={delivery.id}>
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
            <td className={`${cell} whitespace-nowrap`}>{delivery.orderNumber ?? <span aria-hidden="true">—</span>}</td>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
              {formatMilliseconds(delivery.durationMs, locale)}
            </td>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
