import type { TFunction } from 'i18next';
import type { ProductListing } from '../../../core/catalog/list-products.ts';
import { formatList } from '../../../i18n/format.ts';

interface ListingShown {
  gift: boolean;
  q?: string;
  categories?: ProductListing['meta']['selected_categories'];
}

/**
 * The listing's h1 and document title: the gift ideas, a search, the category `?category=` named (its label in the
 * reader's language; a shortcut names several), a search in it, or the whole marketplace.
 */
export function listingTitles(
  t: TFunction,
  locale: string,
  { gift, q, categories = [] }: ListingShown,
): { heading: string; title: string } {
  if (gift) return { heading: t('gift.title'), title: t('gift.title') };
  const category =
    categories.length > 0
      ? formatList(
          categories.map((c) => c.labels[locale] ?? c.labels.fr ?? c.slug),
          locale,
        )
      : '';
  if (q && category) {
    return { heading: t('resultsForIn', { q, category }), title: t('meta.titleSearchIn', { q, category }) };
  }
  if (q) return { heading: t('resultsFor', { q }), title: t('meta.titleSearch', { q }) };
  if (category) return { heading: category, title: t('meta.titleCategory', { category }) };
  return { heading: t('title'), title: t('meta.title') };
}
