import type { TimelineEntry } from '../../../../core/admin/orders/order-timeline.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import { useOrderFormat } from './use-order-format.ts';

/** The order's story, oldest first: state changes, provider events, refunds and invoices. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, locale, money } = useOrderFormat();
  const status = (value: string | null) => (value ? t(`status.${value}`, { defaultValue: value }) : '—');
  const actor = (value: string) => {
    const [kind, rest] = value.split(':', 2);
    if (kind === 'buyer' || kind === 'admin') return t(`timeline.actors.${kind}`);
    if (kind === 'provider') return t('timeline.actors.provider', { name: rest ?? '' });
    return t('timeline.actors.system');
  };
  const describe = (entry: TimelineEntry) => {
    switch (entry.kind) {
      case 'state':
        return {
          title: entry.from
            ? t('timeline.state', { from: status(entry.from), to: status(entry.to) })
            : t('timeline.created', { to: status(entry.to) }),
          details: [
            t('timeline.by', { actor: actor(entry.actor) }),
            entry.reason && t('timeline.reason', { reason: entry.reason }),
          ],
        };
      case 'provider_event':
        return {
          title: t('timeline.providerEvent', {
            provider: t(`provider.${entry.provider}`, { defaultValue: entry.provider }),
            type: entry.type,
          }),
          details: [t('timeline.eventDetails', { eventId: entry.eventId, outcome: entry.outcome ?? '—' })],
        };
      case 'refund_requested':
      case 'refund_succeeded':
      case 'refund_failed':
        return {
          title: t(`timeline.${entry.kind}`, {
            amount: money(entry.amountCents),
            scope: entry.lineTitle ?? t('refunds.all'),
          }),
          details: [entry.kind === 'refund_requested' && t('timeline.reason', { reason: entry.reason })],
        };
      case 'invoice':
        return {
          title: t(`timeline.${entry.invoiceKind}`, { reference: entry.reference, amount: money(entry.totalCents) }),
          details: [],
        };
    }
  };
  if (entries.length === 0) return <p className="text-muted-foreground">{t('timeline.empty')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-border pl-4">
      {entries.map((entry, index) => {
        const { title, details } = describe(entry);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is a fixed list rendered once, in this order
          <li key={index} className="relative" data-kind={entry.kind}>
            <time dateTime={entry.at} className="block text-xs text-muted-foreground">
              {formatDateTime(entry.at, locale)}
            </time>
            <p className="font-medium">{title}</p>
            {details.filter(Boolean).map((detail) => (
              <p key={String(detail)} className="text-sm text-muted-foreground">
                {detail}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
