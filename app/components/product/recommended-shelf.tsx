import { useEffect, useRef, useState } from 'react';
import type { ProductCard } from '../../../core/catalog/product-card.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { observeOnce } from '../landing/observe-once.ts';
import { ProductShelf } from './product-shelf.tsx';

interface Suggestions {
  recommended: ProductCard[];
  favoriteIds: string[];
}

/**
 * « Vous aimerez aussi », asked for when the reader comes within 600 px of it (/product/:slug/suggestions): the page is
 * rendered and sent without it. Nothing is shown when there is nothing to suggest or the request fails.
 */
export function RecommendedShelf({ slug }: { slug: string }) {
  const { t } = useTranslation('product');
  const slot = useRef<HTMLDivElement>(null);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

  useEffect(() => {
    setSuggestions(null);
    const controller = new AbortController();
    const stop = observeOnce(
      slot.current,
      () => {
        fetch(`/product/${encodeURIComponent(slug)}/suggestions`, { signal: controller.signal })
          .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
          .then(setSuggestions, () => {});
      },
      { rootMargin: '600px 0px' },
    );
    return () => {
      stop();
      controller.abort();
    };
  }, [slug]);

  return (
    <div ref={slot} data-testid="recommended-slot">
      {suggestions && (
        <ProductShelf
          title={t('recommended.title')}
          products={suggestions.recommended}
          favoriteIds={suggestions.favoriteIds}
          source="recommended"
          className="mt-12"
        />
      )}
    </div>
  );
}
