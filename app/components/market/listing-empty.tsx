import { Link } from 'react-router';
import type { ProductListing } from '../../../core/catalog/list-products.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { type ListingState, listingHref } from './listing-href.ts';

const closeCategoryCount = 4;

/**
 * Nothing to show: say so, then offer ways on (the catalogue's spelling is offered above, with the search notes):
 * the categories where the query does find products (the category facets ignore the category filter), or else the
 * largest categories.
 */
export function ListingEmpty({ meta, state }: { meta: ProductListing['meta']; state: ListingState }) {
  const { t, i18n } = useTranslation('market');
  const label = (labels: Record<string, string>) => labels[i18n.language] ?? labels.fr ?? '';
  const withMatches = meta.facets.category.filter((f) => f.count > 0 && f.slug !== state.category);
  const close = (withMatches.length > 0 ? withMatches : meta.facets.category)
    .slice()
    .sort((a, b) => b.count - a.count)
    .slice(0, closeCategoryCount);
  const filtered = Boolean(state.min_price || state.max_price || state.rating || state.language || state.billing);

  return (
    <div className="rounded-card border border-dashed p-8 text-center md:p-10">
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('empty.hint')}</p>
      {close.length > 0 && (
        <nav aria-label={t('empty.categories')} className="mt-6">
          <h3 className="text-sm font-semibold">{t('empty.categories')}</h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {close.map((facet) => (
              <li key={facet.slug}>
                <Link
                  to={listingHref(withMatches.length > 0 ? state : {}, { category: facet.slug, page: undefined })}
                  className="inline-flex h-9 items-center rounded-full border bg-background px-3 text-sm hover:bg-muted"
                >
                  {label(facet.labels)}
                  {withMatches.length > 0 && <span className="ms-1 text-muted-foreground">({facet.count})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <ButtonLink
            to={listingHref(
              { q: state.q, category: state.category, gift: state.gift, sort: state.sort },
              { page: undefined },
            )}
            variant="outline"
          >
            {t('empty.clearFilters')}
          </ButtonLink>
        )}
        <ButtonLink to="/market" variant="outline">
          {t('empty.reset')}
        </ButtonLink>
      </div>
    </div>
  );
}
