import Heart from 'lucide-react/icons/heart';
import { useRef } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { listFavoritesQuery } from '../../../core/lists/favorites.schema.ts';
import { listFavoriteCards } from '../../../core/lists/list-favorite-cards.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ProductGrid } from '../../components/lists/product-grid.tsx';
import { VisitorPrompt } from '../../components/lists/visitor-prompt.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
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
    return <VisitorPrompt icon={Heart} title={t('favorites.title')} text={t('favorites.visitor')} path="/favorites" />;
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
        <EmptyState
          icon={Heart}
          title={t('common:favorites.empty')}
          action={<ButtonLink to="/market">{t('common:favorites.hint')}</ButtonLink>}
        />
      ) : (
        <ProductGrid
          heading={t('favorites.listHeading')}
          products={data}
          isFavorite={() => true}
          onFavoriteChange={(favorite) => {
            if (!favorite) void onRemoved();
          }}
        />
      )}
      <Pagination page={listed.page} pages={Math.ceil(listed.total / listed.per_page)} hrefFor={pageHref} />
    </div>
  );
}
