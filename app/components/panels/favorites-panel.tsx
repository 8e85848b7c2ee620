import { ExternalLink, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Sheet } from '../ui/sheet.tsx';

export interface FavoriteItem {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  image: string | null;
}

/** Spec §2: 'Mes Favoris (count)', at most 10 items, 'Voir' opens /market/{slug} in a new tab. */
export function FavoritesPanel({
  open,
  onOpenChange,
  items,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: FavoriteItem[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('favorites.title', { count: items.length })}
      closeLabel={t('actions.close')}
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <Heart aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('favorites.empty')}</p>
          <Link to="/market" onClick={() => onOpenChange(false)} className="text-sm text-primary underline">
            {t('favorites.hint')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.slice(0, 10).map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              <img
                src={item.image ?? '/placeholder.svg'}
                alt=""
                width={64}
                height={40}
                className="h-10 w-16 rounded bg-muted object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">{formatPrice(item.priceCents, i18n.language)}</p>
              </div>
              <a
                href={`/market/${item.slug}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm hover:bg-muted"
              >
                {t('favorites.view')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('favorites.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
