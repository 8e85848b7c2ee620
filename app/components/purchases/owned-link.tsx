import CircleCheck from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import type { OwnedProduct } from '../../../core/purchases/owned-products.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** Where the viewer finds a product they own: its order or received gift on /dashboard/purchases, or their subscriptions. */
export function ownedHref(owned: OwnedProduct): string {
  if (owned.via === 'subscription') return '/dashboard/subscriptions';
  return owned.via === 'order'
    ? `/dashboard/purchases#order-${owned.orderId}`
    : `/dashboard/purchases#gift-${owned.orderItemId}`;
}

/** « Déjà acheté — Voir dans mes achats »: a button in the product page's buy box, a text link on a checkout line. */
export function OwnedLink({ owned, as = 'link' }: { owned: OwnedProduct; as?: 'button' | 'link' }) {
  const { t } = useTranslation('purchases');
  const label = t(owned.via === 'subscription' ? 'owned.subscription' : 'owned.purchase');
  const content = (
    <>
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </>
  );
  return as === 'button' ? (
    <ButtonLink to={ownedHref(owned)} variant="secondary" className="sm:flex-1" data-testid="owned-link">
      {content}
    </ButtonLink>
  ) : (
    <Link
      to={ownedHref(owned)}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      data-testid="owned-link"
    >
      {content}
    </Link>
  );
}
