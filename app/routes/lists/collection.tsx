import X from 'lucide-react/icons/x';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { collectionId, collectionItemsQuery } from '../../../core/lists/collections.schema.ts';
import { getCollection } from '../../../core/lists/collections-read.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { HiddenFields } from '../../components/hidden-fields.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import {
  DeleteCollectionForm,
  RenameCollectionForm,
  useCollectionError,
  VisibilityBadge,
  VisibilityForm,
} from '../../components/lists/collection-forms.tsx';
import { ProductGrid } from '../../components/lists/product-grid.tsx';
import { ShareLink } from '../../components/lists/share-link.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard, notFound } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/collection';
import type { CollectionActionResult } from './collection-actions.server.ts';
import { collectionAction } from './collection-actions.server.ts';

const perPage = 24;
const pageQuery = collectionItemsQuery.pick({ page: true });

/** The owner's page of a collection (under the signed-in layout). Someone else's id is the same 404 as an unknown one. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { publicUrl } = context.get(requestContext);
  return guard(async () => {
    const id = collectionId.safeParse(params.id);
    if (!id.success) throw notFound();
    const { page } = pageQuery.parse(queryObject(url));
    const { collection, items } = await getCollection(context.get(depsContext), viewer, id.data, {
      page,
      per_page: perPage,
    });
    const pages = Math.max(1, Math.ceil(items.meta.total / perPage));
    if (page > pages) throw redirect(`/collections/${id.data}${pages > 1 ? `?page=${pages}` : ''}`);
    const favoriteIds = await favoriteIdsAmong(
      context,
      items.data.map((p) => p.id),
    );
    return {
      collection,
      items,
      favoriteIds,
      publicUrl,
      meta: { title: `${collection.name} — Déploia`, noindex: true },
    };
  });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  return guard(() => collectionAction(context, viewer, request, { afterDelete: '/collections' }));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function RemoveItemForm({
  collectionId: id,
  productId,
  title,
}: {
  collectionId: string;
  productId: string;
  title: string;
}) {
  const { t } = useTranslation('collections');
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'remove-item' &&
    navigation.formData?.get('productId') === productId;
  return (
    <Form method="post" className="mt-2">
      <HiddenFields values={{ intent: 'remove-item', id: id, productId: productId, title: title }} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="w-full"
        disabled={sending}
        aria-label={t('detail.removeNamed', { title })}
      >
        <X aria-hidden="true" />
        {t('detail.remove')}
      </Button>
    </Form>
  );
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('collections');
  const errorText = useCollectionError();
  const result = useActionData<CollectionActionResult>();
  const { collection, items, favoriteIds, publicUrl } = loaderData;
  const { id, name, isPublic, shareToken } = collection;
  const renameErrors = result?.intent === 'rename' && !result.ok ? result.fieldErrors : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackLink to="/collections">{t('detail.back')}</BackLink>
      <header className="mt-4 mb-6 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-3xl font-bold">{name}</h1>
          <VisibilityBadge isPublic={isPublic} />
        </div>
        <p className="text-muted-foreground">{t('items', { count: items.meta.total })}</p>
        <div className="max-w-2xl">
          <ShareLink publicUrl={publicUrl} shareToken={shareToken} name={name} isPublic={isPublic} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <VisibilityForm id={id} name={name} isPublic={isPublic} />
          <DeleteCollectionForm id={id} name={name} />
          <RenameCollectionForm key={name} id={id} name={name} serverErrors={renameErrors} />
        </div>
      </header>
      <div aria-live="polite" className="mb-6 empty:hidden">
        {result?.ok && result.intent === 'remove-item' && (
          <Notice tone="success">{t('detail.removed', { title: result.title })}</Notice>
        )}
        {result?.ok && result.intent === 'visibility' && (
          <Notice tone="success">
            {t(result.isPublic ? 'visibility.madePublic' : 'visibility.madePrivate', { name: result.name })}
          </Notice>
        )}
        {result?.ok && result.intent === 'rename' && (
          <Notice tone="success">{t('rename.done', { name: result.name })}</Notice>
        )}
      </div>
      {result && !result.ok && result.formError && (
        <Notice tone="error" className="mb-6">
          {errorText(result.formError)}
        </Notice>
      )}
      {items.data.length === 0 ? (
        <EmptyState title={t('detail.emptyTitle')} action={<ButtonLink to="/market">{t('shared.explore')}</ButtonLink>}>
          {t('detail.emptyHint')}
        </EmptyState>
      ) : (
        <ProductGrid
          heading={t('detail.listHeading')}
          products={items.data}
          isFavorite={(product) => favoriteIds.includes(product.id)}
          below={(product) => <RemoveItemForm collectionId={id} productId={product.id} title={product.title} />}
        />
      )}
      <Pagination
        page={items.meta.page}
        pages={Math.ceil(items.meta.total / items.meta.per_page)}
        hrefFor={(page) => (page > 1 ? `/collections/${id}?page=${page}` : `/collections/${id}`)}
      />
    </div>
  );
}
