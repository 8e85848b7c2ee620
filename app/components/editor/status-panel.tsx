import { Form } from 'react-router';
import type { ProductStatus, SellerProductStatus } from '../../../core/products/product-status.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardTitle } from '../ui/card.tsx';

const moves: Record<ProductStatus, SellerProductStatus[]> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['published', 'draft'],
  // Only an administrator lifts a suspension.
  suspended: [],
};

/** The product's status, what publishing still needs, and the buttons to change it (plain form posts). */
export function StatusPanel({
  status,
  missing,
  refusedMissing,
  suspension,
}: {
  status: ProductStatus;
  /** Why a suspended product is (the seller cannot lift it: only an administrator restores it). */
  suspension?: { cause: 'moderation' | 'seller_banned' | null; reason: string | null } | null;
  /** What the saved product lacks to be published. */
  missing: string[];
  /** What the server listed when it refused to publish, if it did. */
  refusedMissing?: string[];
}) {
  const { t } = useTranslation('editor');
  const lacking = refusedMissing ?? missing;
  return (
    <Card asChild>
      <section aria-labelledby="status-heading">
        <CardTitle id="status-heading">{t('status.title')}</CardTitle>
        <p>
          {t('status.current')} <strong>{t(`status.${status}`)}</strong>
        </p>
        {status === 'suspended' && suspension?.cause && (
          <Notice tone="error">
            {t(`status.suspension.${suspension.cause}`, { reason: suspension.reason ?? '' })}
          </Notice>
        )}
        {lacking.length > 0 && (
          <Notice tone="error" title={refusedMissing ? t('errors.product_incomplete') : t('status.missingTitle')}>
            <ul className="list-disc ps-5">
              {lacking.map((m) => (
                <li key={m}>{t(`missing.${m}`)}</li>
              ))}
            </ul>
          </Notice>
        )}
        {moves[status].length > 0 && (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="status" />
            {moves[status].map((next) => (
              <Button
                key={next}
                type="submit"
                name="status"
                value={next}
                variant={next === 'published' ? 'primary' : 'outline'}
                size="sm"
              >
                {t(`status.to.${next}`)}
              </Button>
            ))}
          </Form>
        )}
      </section>
    </Card>
  );
}
