import { and, desc, eq, gte, inArray, like, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { orders, webhookDeliveries } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { type PaymentProviderName, paymentProviderNames } from '../ports/payment-provider.ts';
import type { DiagnosticFilters } from './diagnostic-filters.schema.ts';
import { type ProviderSetup, providerSetup } from './diagnostic-providers.ts';

type Deps = Pick<CoreDeps, 'db' | 'clock' | 'payments' | 'paypalEnvironment' | 'publicUrl'>;

export const deliveryLimit = 50;
const dayMs = 86_400_000;

export interface ProviderHealth extends ProviderSetup {
  lastWebhookAt: string | null;
  /** Deliveries of the last 24 hours by HTTP status answered, most frequent first. */
  last24h: { statusCode: number; count: number }[];
}

export interface DeliveryRow {
  id: string;
  receivedAt: string;
  provider: string;
  eventType: string | null;
  statusCode: number;
  outcome: string;
  /** The order concerned, when the event named one we know. */
  orderNumber: string | null;
  durationMs: number;
  failure: boolean;
}

export interface AdminDiagnostic {
  kind: 'admin';
  providers: ProviderHealth[];
  deliveries: DeliveryRow[];
  filters: DiagnosticFilters;
}

const d = webhookDeliveries;

/**
 * A delivery that calls for a look: refused (bad signature, unknown provider or checkout) or accepted with an outcome
 * an administrator must act on. A refused card is the buyer's business, not a failure of the integration.
 */
const isFailure: SQL = sql`(${or(
  ne(d.statusCode, 200),
  inArray(d.outcome, ['amount_mismatch', 'late_payment']),
  like(d.outcome, 'unknown%'),
)})`;

export async function loadAdminDiagnostic(deps: Deps, filters: DiagnosticFilters): Promise<AdminDiagnostic> {
  const since = new Date(deps.clock.now().getTime() - dayMs);
  const [lastSeen, counts, deliveries] = await Promise.all([
    // One indexed lookup per provider (a fixed three) rather than a GROUP BY over the whole table.
    Promise.all(
      paymentProviderNames.map(async (name) => {
        const [row] = await deps.db
          .select({ at: max(d.receivedAt) })
          .from(d)
          .where(eq(d.provider, name));
        return [name, row?.at ?? null] as const;
      }),
    ),
    deps.db
      .select({ provider: d.provider, statusCode: d.statusCode, count: sql<number>`count(*)::int` })
      .from(d)
      .where(gte(d.receivedAt, since))
      .groupBy(d.provider, d.statusCode),
    deps.db
      .select({
        id: d.id,
        receivedAt: d.receivedAt,
        provider: d.provider,
        eventType: d.eventType,
        statusCode: d.statusCode,
        outcome: d.outcome,
        orderNumber: orders.number,
        durationMs: d.durationMs,
        failure: sql<boolean>`${isFailure}`,
      })
      .from(d)
      .leftJoin(orders, eq(orders.id, d.orderId))
      .where(
        and(filters.provider ? eq(d.provider, filters.provider) : undefined, filters.failures ? isFailure : undefined),
      )
      .orderBy(desc(d.receivedAt), desc(d.id))
      .limit(deliveryLimit),
  ]);

  const lastAt = new Map<PaymentProviderName, Date | null>(lastSeen);
  return {
    kind: 'admin',
    providers: paymentProviderNames.map((name) => ({
      ...providerSetup(deps, name),
      lastWebhookAt: iso(lastAt.get(name) ?? null),
      last24h: counts
        .filter((c) => c.provider === name)
        .map(({ statusCode, count }) => ({ statusCode, count }))
        .sort((a, b) => b.count - a.count || a.statusCode - b.statusCode),
    })),
    deliveries: deliveries.map((row) => ({
      ...row,
      receivedAt: row.receivedAt.toISOString(),
      failure: row.failure === true,
    })),
    filters,
  };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
