import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import type { PaymentProviderName } from '../ports/payment-provider.ts';
import { AppError } from '../shared/app-error.ts';
import type { CancelSubscriptionBody } from './cancel-subscription.schema.ts';
import { accessUntil } from './subscription-access.ts';

type Deps = Pick<CoreDeps, 'db' | 'clock' | 'payments'>;

const notFound = () => new AppError('subscription_not_found', 404, 'Abonnement introuvable');

/**
 * Cancels one of the viewer's subscriptions (French "résiliation en trois clics", Code de la consommation
 * L215-1-1): the provider stops renewing it, and what was paid stays usable until the period (or the grace after a
 * failed renewal) ends. The provider bills one subscription for every recurring line of an order, so those lines
 * end together. Cancelling again changes nothing; someone else's subscription is not found. Answers until when
 * access remains (null: already closed).
 */
export async function cancelSubscription(
  deps: Deps,
  viewer: Viewer | null,
  { subscriptionId }: CancelSubscriptionBody,
): Promise<{ accessUntil: Date | null }> {
  const v = requireViewer(viewer);
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, v.userId)));
  if (!sub) throw notFound();
  const now = deps.clock.now();
  if (sub.cancelAtPeriodEnd || sub.status === 'canceled' || sub.status === 'expired') {
    return { accessUntil: accessUntil(sub, now) };
  }

  if (sub.providerRef) {
    const provider = deps.payments[sub.provider as PaymentProviderName];
    if (!provider) {
      throw new AppError('provider_unavailable', 503, 'Le prestataire de paiement de cet abonnement est indisponible');
    }
    // Before our rows change: a provider that fails leaves the subscription as it was, to be cancelled again.
    await provider.cancelSubscription(sub.providerRef);
  }
  const together = sub.providerRef
    ? and(eq(subscriptions.provider, sub.provider), eq(subscriptions.providerRef, sub.providerRef))
    : eq(subscriptions.id, sub.id);
  const mine = and(together, eq(subscriptions.userId, v.userId), eq(subscriptions.cancelAtPeriodEnd, false));
  await deps.db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now }).where(mine);
    // A suspended subscription gives no access any more: it ends now rather than at a period already past.
    await tx
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(and(together, eq(subscriptions.userId, v.userId), eq(subscriptions.status, 'suspended')));
  });
  return { accessUntil: accessUntil(sub, now) };
}
