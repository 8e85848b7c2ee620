import Heart from 'lucide-react/icons/heart';
import { useRef } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { listFavoritesQuery } from '../../../core/lists/favorites.schema.ts';
import { listFavoriteCards } from '../../../core/lists/list-favorite-cards.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/favorites';

const perPage = 24;
const pageQuery = listFavoritesQuery.pick({ page: true });
const pageHref = (page: number) => (page > 1 ? `/favorites?page=${page}` : '/favorites');

/** Spec §2: a public route. A visitor is invited to sign in (the same page for every visitor, hence cacheable). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const { viewer } = context.get(viewerContext);
  const meta = { title: serverT(locale, 'lists')('favorites.meta.title'), noindex: true };
  if (!viewer) return { favorites: null, meta };
  return guard(async () => {
    const { page } = pageQuery.parse(queryObject(url));
    const favorites = await listFavoriteCards(context.get(depsContext), viewer, { page, per_page: perPage });
    // Past the last page (its last favourite was just removed): the last page that has some.
    const pages = Math.max(1, Math.ceil(favorites.meta.total / perPage));
    if (page > pages) throw redirect(pageHref(pages));
    return { favorites, meta };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('lists');
  const { favorites } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();

  if (!favorites) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <Heart aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-bold">{t('favorites.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('favorites.visitor')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={`/auth?redirectTo=${encodeURIComponent('/favorites')}`}>{t('common:auth.login')}</ButtonLink>
          <ButtonLink to="/signup" variant="outline">
            {t('common:auth.signup')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const { data, meta: listed } = favorites;
  // A removed favourite leaves the list: reload it, then move focus to the heading (the pressed heart is gone).
  const onRemoved = async () => {
    await revalidator.revalidate();
    heading.current?.focus();
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
          {t('favorites.title')}
        </h1>
        <p className="text-muted-foreground" aria-live="polite">
          {t('favorites.count', { count: listed.total })}
        </p>
        <Link to="/collections" className="inline-block text-sm font-medium text-primary hover:underline">
          {t('collections:menu')}
        </Link>
      </header>
      {data.length === 0 ? (
        <div className="rounded-card border border-dashed p-10 text-center">
          <Heart aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-3 text-xl font-semibold">{t('common:favorites.empty')}</h2>
          <Link to="/market" className="mt-3 inline-block font-medium text-primary underline">
            {t('common:favorites.hint')}
          </Link>
        </div>
      ) : (
        <>
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 className="sr-only">{t('favorites.listHeading')}</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  priority={index < 2}
                  favorite
                  onFavoriteChange={(favorite) => {
                    if (!favorite) void onRemoved();
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={listed.page} pages={Math.ceil(listed.total / listed.per_page)} hrefFor={pageHref} />
    </div>
  );
}
