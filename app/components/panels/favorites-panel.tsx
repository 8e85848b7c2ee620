import ExternalLink from 'lucide-react/icons/external-link';
import Heart from 'lucide-react/icons/heart';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '../../../core/catalog/product-card.ts';
import type { FavoriteCards } from '../../../core/lists/list-favorite-cards.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Price } from '../price.tsx';
import { Button } from '../ui/button.tsx';
import { Sheet } from '../ui/sheet.tsx';

/** Spec §9: the panel shows at most 10 favourites; its title counts them all. */
const panelUrl = '/api/v1/me/favorites?expand=cards&per_page=10';

type PanelState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ProductCard[]; total: number };

/** The smallest stored WebP of the cover: the panel draws it 64 px wide. */
const thumbnail = (product: ProductCard) =>
  product.cover.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0];

/**
 * The favourites side panel (spec §4): 'Mes Favoris (count)', the first 10 favourites, each with 'Voir' opening
 * /market/{slug} in a new tab. It asks the API each time it opens, so hearts pressed meanwhile show up.
 */
export function FavoritesPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PanelState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 'Réessayer' asks again
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    (async () => {
      try {
        const res = await fetch(panelUrl, { signal: controller.signal });
        if (!res.ok) throw new Error(`GET ${panelUrl} answered ${res.status}`);
        const { data, meta } = (await res.json()) as FavoriteCards;
        setState({ status: 'ready', items: data, total: meta.total });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn(error);
        setState({ status: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [open, attempt]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={state.status === 'ready' ? t('favorites.title', { count: state.total }) : t('favorites.heading')}
      closeLabel={t('actions.close')}
    >
      {state.status === 'loading' ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p>{t('favorites.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('favorites.retry')}
          </Button>
        </div>
      ) : state.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <Heart aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('favorites.empty')}</p>
          <Link to="/market" onClick={() => onOpenChange(false)} className="text-sm text-primary underline">
            {t('favorites.hint')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {state.items.map((item) => {
              const image = thumbnail(item);
              return (
                <li key={item.id} className="flex items-center gap-3">
                  <img
                    src={image ? `/media/${image.path}` : '/placeholder.svg'}
                    alt=""
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 shrink-0 rounded bg-muted object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-medium leading-snug">{item.title}</p>
                    <p className="text-xs text-muted-foreground">
                      <Price cents={item.priceCents} billing={item.billing} />
                    </p>
                  </div>
                  <a
                    href={`/market/${item.slug}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('favorites.viewProduct', { title: item.title })}
                    className="inline-flex shrink-0 items-center gap-1 rounded-md border px-2 py-1 text-sm hover:bg-muted"
                  >
                    {t('favorites.view')}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                </li>
              );
            })}
          </ul>
          {state.total > state.items.length && (
            <Link
              to="/favorites"
              onClick={() => onOpenChange(false)}
              className="mt-6 block text-center text-sm font-medium text-primary hover:underline"
            >
              {t('favorites.viewAll', { count: state.total })}
            </Link>
          )}
        </>
      )}
    </Sheet>
  );
}
