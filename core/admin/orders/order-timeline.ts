import type { invoices, orderEvents, paymentEvents, refunds } from '../../../db/schema/index.ts';

/** One line of an order's timeline: a state change, a provider event, a refund's step or an invoice. */
export type TimelineEntry =
  | {
      kind: 'state';
      at: string;
      from: string | null;
      to: string;
      actor: string;
      reason: string | null;
    }
  | {
      kind: 'provider_event';
      at: string;
      provider: string;
      type: string;
      eventId: string;
      outcome: string | null;
    }
  | {
      kind: 'refund_requested' | 'refund_succeeded' | 'refund_failed';
      at: string;
      refundId: string;
      amountCents: number;
      reason: string;
      lineTitle: string | null;
      requestedByName: string | null;
    }
  | {
      kind: 'invoice';
      at: string;
      invoiceKind: 'invoice' | 'credit_note';
      reference: string;
      totalCents: number;
    };

/**
 * Within one transaction every row has the same time: a provider event comes first (it caused the rest), then a
 * refund being asked for, the state change, the refund's outcome and finally the invoice or credit note.
 */
const rank: Record<TimelineEntry['kind'], number> = {
  provider_event: 0,
  refund_requested: 1,
  state: 2,
  refund_succeeded: 3,
  refund_failed: 3,
  invoice: 4,
};

interface Sources {
  states: (typeof orderEvents.$inferSelect)[];
  events: (typeof paymentEvents.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect & { requestedByName: string | null; lineTitle: string | null })[];
  invoices: (typeof invoices.$inferSelect)[];
}

/** The order's story in time order, merged from its state changes, provider events, refunds and invoices. */
export function timelineOf(sources: Sources): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...sources.states.map(
      (s): TimelineEntry => ({
        kind: 'state',
        at: s.createdAt.toISOString(),
        from: s.fromStatus,
        to: s.toStatus,
        actor: s.actor,
        reason: s.reason,
      }),
    ),
    ...sources.events.map(
      (e): TimelineEntry => ({
        kind: 'provider_event',
        at: e.receivedAt.toISOString(),
        provider: e.provider,
        type: e.type,
        eventId: e.eventId,
        outcome: e.outcome,
      }),
    ),
    ...sources.refunds.flatMap((r): TimelineEntry[] => {
      const common = {
        refundId: r.id,
        amountCents: r.amountCents,
        reason: r.reason,
        lineTitle: r.lineTitle,
        requestedByName: r.requestedByName,
      };
      const steps: TimelineEntry[] = [{ kind: 'refund_requested', at: r.createdAt.toISOString(), ...common }];
      if ((r.status === 'succeeded' || r.status === 'failed') && r.processedAt) {
        steps.push({ kind: `refund_${r.status}`, at: r.processedAt.toISOString(), ...common });
      }
      return steps;
    }),
    ...sources.invoices.map(
      (i): TimelineEntry => ({
        kind: 'invoice',
        at: i.issuedAt.toISOString(),
        invoiceKind: i.kind,
        reference: i.reference,
        totalCents: i.totalCents,
      }),
    ),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) => a.entry.at.localeCompare(b.entry.at) || rank[a.entry.kind] - rank[b.entry.kind] || a.index - b.index,
    )
    .map(({ entry }) => entry);
}
