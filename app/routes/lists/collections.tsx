import FolderHeart from 'lucide-react/icons/folder-heart';
import { useActionData } from 'react-router';
import { listCollections } from '../../../core/lists/collections-manage.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { CollectionCard } from '../../components/lists/collection-card.tsx';
import { CreateCollectionForm, useCollectionError } from '../../components/lists/collection-forms.tsx';
import { VisitorPrompt } from '../../components/lists/visitor-prompt.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/collections';
import { type CollectionActionResult, collectionAction } from './collection-actions.server.ts';

/** Like /favorites: a public route where a visitor is invited to sign in (the same page for every visitor). */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const { viewer } = context.get(viewerContext);
  const meta = { title: serverT(locale, 'collections')('meta.title'), noindex: true };
  if (!viewer) return { collections: null, publicUrl, meta };
  return guard(async () => ({
    collections: await listCollections(context.get(depsContext), viewer),
    publicUrl,
    meta,
  }));
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  return guard(() => collectionAction(context, viewer, request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The confirmation of a form that worked, in the reader's language. */
function successText(t: (key: string, options?: Record<string, unknown>) => string, result: CollectionActionResult) {
  switch (result.intent) {
    case 'create':
      return t('create.done', { name: result.name });
    case 'rename':
      return t('rename.done', { name: result.name });
    case 'visibility':
      return t(result.isPublic ? 'visibility.madePublic' : 'visibility.madePrivate', { name: result.name });
    case 'delete':
      return t('delete.done', { name: result.name });
    default:
      return t('detail.removed', { title: result.title });
  }
}

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('collections');
  const errorText = useCollectionError();
  const result = useActionData<CollectionActionResult>();
  const { collections, publicUrl } = loaderData;

  if (!collections) {
    return <VisitorPrompt icon={FolderHeart} title={t('title')} text={t('visitor')} path="/collections" />;
  }

  const createErrors = result?.intent === 'create' && !result.ok ? result.fieldErrors : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('count', { count: collections.length })}</p>
      </header>
      <div aria-live="polite" className="empty:hidden mb-6">
        {result?.ok && <Notice tone="success">{successText(t, result)}</Notice>}
      </div>
      {result && !result.ok && result.formError && (
        <Notice tone="error" className="mb-6">
          {errorText(result.formError)}
        </Notice>
      )}
      <Section
        title={t('create.heading')}
        headingId="create-heading"
        className="mb-10 space-y-4 rounded-card border bg-card p-5 shadow-sm"
      >
        <CreateCollectionForm
          key={result?.intent === 'create' && result.ok ? result.id : 'form'}
          serverErrors={createErrors}
        />
      </Section>
      <Section
        title={collections.length > 0 ? t('listHeading') : t('empty.title')}
        headingId="list-heading"
        headingClassName={collections.length > 0 ? 'sr-only' : undefined}
        className="space-y-4"
      >
        {collections.length === 0 ? (
          <EmptyState>{t('empty.text')}</EmptyState>
        ) : (
          <ul className="space-y-4">
            {collections.map((collection) => (
              <li key={collection.id}>
                <CollectionCard
                  collection={collection}
                  publicUrl={publicUrl}
                  renameErrors={
                    result?.intent === 'rename' && !result.ok && result.id === collection.id
                      ? result.fieldErrors
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
