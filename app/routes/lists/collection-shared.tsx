import FolderHeart from 'lucide-react/icons/folder-heart';
import Lock from 'lucide-react/icons/lock';
import { collectionItemsQuery } from '../../../core/lists/collections.schema.ts';
import { getSharedCollection } from '../../../core/lists/collections-read.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ProductGrid } from '../../components/lists/product-grid.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/collection-shared';

const perPage = 24;
const pageQuery = collectionItemsQuery.pick({ page: true });

/**
 * A collection by its share link (`/c/:shareToken`), read-only: anyone's while it is public; while it is private,
 * its owner's alone and a 404 for everyone else. Out of search engines (a link shared with people, not published)
 * and never kept by a shared cache: making it private closes it at once.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const { viewer } = context.get(viewerContext);
  return guard(async () => {
    const { page } = pageQuery.parse(queryObject(url));
    const { collection, items } = await getSharedCollection(context.get(depsContext), viewer, params.shareToken, {
      page,
      per_page: perPage,
    });
    const favoriteIds = await favoriteIdsAmong(
      context,
      items.data.map((p) => p.id),
    );
    const t = serverT(locale, 'collections');
    return {
      collection,
      items,
      favoriteIds,
      locale,
      meta: {
        title: t('meta.sharedTitle', { name: collection.name }),
        description: t('meta.sharedDescription'),
        noindex: true,
      },
    };
  });
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SharedCollectionPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('collections');
  const { collection, items, favoriteIds, locale } = loaderData;
  const base = `/c/${params.shareToken}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle
        icon={FolderHeart}
        eyebrow={t('shared.label')}
        title={collection.name}
        className="mb-6"
        lead={
          <>
            {t('items', { count: items.meta.total })} ·{' '}
            {t('shared.updated', { date: formatDate(collection.updatedAt, locale) })}
          </>
        }
      >
        {collection.id && (
          <ButtonLink to={`/collections/${collection.id}`} variant="outline" size="sm">
            {t('shared.manage')}
          </ButtonLink>
        )}
      </PageTitle>
      {!collection.isPublic && (
        <p className="mb-6 flex items-start gap-2 rounded-card border bg-muted p-4 text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('shared.privateNotice')}
        </p>
      )}
      {items.data.length === 0 ? (
        <EmptyState action={<ButtonLink to="/market">{t('shared.explore')}</ButtonLink>}>
          {t('shared.empty')}
        </EmptyState>
      ) : (
        <ProductGrid
          heading={t('detail.listHeading')}
          products={items.data}
          isFavorite={(product) => favoriteIds.includes(product.id)}
        />
      )}
      <Pagination
        page={items.meta.page}
        pages={Math.ceil(items.meta.total / items.meta.per_page)}
        hrefFor={(page) => (page > 1 ? `${base}?page=${page}` : base)}
      />
    </div>
  );
}
