import type { SellerProductRow } from '../../../core/dashboard/seller-product-rows.ts';
import { formatCount, formatPrice, formatRating } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';
import { AttentionBadges } from './attention-list.tsx';
import { StatusActions } from './status-actions.tsx';

const columns = ['product', 'status', 'price', 'sales', 'rating', 'views', 'actions'] as const;

/** The seller's products with their figures, what wants attention, and the quick actions (edit, view, status). */
export function ProductsTable({ products }: { products: SellerProductRow[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  return (
    <DataTable caption={t('products.title')} columns={dataColumns(columns, (key) => t(`products.columns.${key}`))}>
      {products.map((product) => (
        <TableRow key={product.id}>
          <th scope="row" className="px-3 py-2 align-top font-medium">
            {product.title}
            <AttentionBadges reasons={product.attention} />
          </th>
          <TableCell>
            <span className="whitespace-nowrap">{t(`products.status.${product.status}`)}</span>
            {product.status === 'suspended' && product.suspensionCause && (
              <p className="mt-1 max-w-xs text-xs text-muted-foreground">
                {t(`products.suspension.${product.suspensionCause}`, { reason: product.suspensionReason ?? '' })}
              </p>
            )}
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {formatPrice(product.priceCents, locale)}
            {product.billing !== 'one_time' && (
              <span className="text-muted-foreground"> {t(`products.billing.${product.billing}`)}</span>
            )}
          </TableCell>
          <TableCell className="tabular-nums">{formatCount(product.sales, locale)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {product.ratingCount > 0
              ? t('products.rating', { rating: formatRating(product.ratingAvg, locale), count: product.ratingCount })
              : '—'}
          </TableCell>
          <TableCell className="tabular-nums">{formatCount(product.views, locale)}</TableCell>
          <TableCell>
            <div className="flex flex-wrap items-center gap-1">
              <ButtonLink
                to={`/product/${product.slug}/edit`}
                variant="outline"
                size="sm"
                aria-label={t('products.actions.editLabel', { title: product.title })}
              >
                {t('products.actions.edit')}
              </ButtonLink>
              {product.status === 'published' && (
                <ButtonLink
                  to={`/product/${product.slug}`}
                  variant="ghost"
                  size="sm"
                  aria-label={t('products.actions.viewLabel', { title: product.title })}
                >
                  {t('products.actions.view')}
                </ButtonLink>
              )}
              <StatusActions product={product} />
            </div>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
