import { Link } from 'react-router';
import type { CollectionSummary } from '../../../core/lists/collections-access.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { CoverImage } from '../cover-image.tsx';
import { DeleteCollectionForm, RenameCollectionForm, VisibilityBadge, VisibilityForm } from './collection-forms.tsx';
import { ShareLink } from './share-link.tsx';

/** One collection on /collections: thumbnail, name (to its page), count, visibility, share link and its actions. */
export function CollectionCard({
  collection,
  publicUrl,
  renameErrors,
}: {
  collection: CollectionSummary;
  publicUrl: string;
  renameErrors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('collections');
  const { id, name, isPublic, shareToken, itemCount, cover } = collection;
  return (
    <article className="flex gap-3 rounded-card border bg-card p-4 text-card-foreground shadow-sm sm:gap-4">
      <div className="aspect-[8/5] w-20 shrink-0 self-start overflow-hidden rounded-lg bg-muted sm:w-40">
        <CoverImage variants={cover} alt="" sizes="(min-width: 640px) 160px, 80px" />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 break-words text-lg font-semibold">
            <Link to={`/collections/${id}`} className="hover:underline">
              {name}
            </Link>
          </h3>
          <VisibilityBadge isPublic={isPublic} />
        </div>
        <p className="text-sm text-muted-foreground">{t('items', { count: itemCount })}</p>
        <ShareLink publicUrl={publicUrl} shareToken={shareToken} name={name} isPublic={isPublic} />
        <div className="flex flex-wrap items-start gap-2">
          <VisibilityForm id={id} name={name} isPublic={isPublic} />
          <DeleteCollectionForm id={id} name={name} />
          <RenameCollectionForm key={`${id}:${name}`} id={id} name={name} serverErrors={renameErrors} />
        </div>
      </div>
    </article>
  );
}
