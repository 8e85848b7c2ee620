import { Form } from 'react-router';
import type { SellerProductRow } from '../../../core/dashboard/seller-product-rows.ts';
import type { ProductStatus, SellerProductStatus } from '../../../core/products/product-status.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/** The moves a product's status allows from where it is: publish, unpublish (back to draft), archive. */
const moves: Record<ProductStatus, { to: SellerProductStatus; key: string }[]> = {
  draft: [
    { to: 'published', key: 'publish' },
    { to: 'archived', key: 'archive' },
  ],
  published: [
    { to: 'draft', key: 'unpublish' },
    { to: 'archived', key: 'archive' },
  ],
  archived: [{ to: 'published', key: 'publish' }],
  // Only an administrator lifts a suspension.
  suspended: [],
};

/** One small form per move, posting to the page's action: works without JavaScript. */
export function StatusActions({ product }: { product: SellerProductRow }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {moves[product.status].map((move) => (
        <Form method="post" key={move.to} className="inline">
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="title" value={product.title} />
          <Button
            type="submit"
            name="status"
            value={move.to}
            variant="ghost"
            size="sm"
            aria-label={t(`products.actions.${move.key}Label`, { title: product.title })}
          >
            {t(`products.actions.${move.key}`)}
          </Button>
        </Form>
      ))}
    </>
  );
}
