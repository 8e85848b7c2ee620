import { Link } from 'react-router';
import type { PurchaseItem } from '../../../core/purchases/purchase-details.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** A bought product's heading and its seller, seats and billing line, for purchases and received gifts alike. */
export function ItemTitle({
  item,
  headingId,
}: {
  item: Pick<PurchaseItem, 'product' | 'seller' | 'quantity' | 'billing'>;
  headingId: string;
}) {
  const { t } = useTranslation('purchases');
  return (
    <>
      <h3 id={headingId} className="text-lg font-semibold break-words">
        <Link to={`/product/${item.product.slug}`} className="hover:underline">
          {item.product.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('item.seller')}{' '}
        <Link to={`/seller/${item.seller.id}`} className="font-medium text-foreground hover:underline">
          {item.seller.name}
        </Link>
        {' · '}
        {t('item.seats', { count: item.quantity })}
        {item.billing !== 'one_time' && ` · ${t(`item.${item.billing}`)}`}
      </p>
    </>
  );
}
