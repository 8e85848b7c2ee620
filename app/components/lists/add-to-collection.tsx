import FolderPlus from 'lucide-react/icons/folder-plus';
import { type ComponentProps, lazy, Suspense } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { notify } from '../chrome/toasts.tsx';

// Visitors never download the menu: it loads for signed-in users only, after the page.
const CollectionPopover = lazy(() => import('./collection-popover.tsx'));

const triggerClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border bg-background hover:bg-muted disabled:opacity-50';

/** The round button itself (the popover's trigger, or a visitor's refusal). */
export function AddToCollectionButton({ title, className, ...props }: { title: string } & ComponentProps<'button'>) {
  const { t } = useTranslation('collections');
  return (
    <button type="button" aria-label={t('add.button', { title })} className={cn(triggerClass, className)} {...props}>
      <FolderPlus aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * "Add to a collection" on the product page: for a signed-in user, a small menu of their collections (asked from
 * the API when it opens, so the page stays the same for everyone) with a checkbox each and a "new collection"
 * field. A visitor gets the favourite heart's refusal: the destructive 'Connexion requise' toast.
 */
export function AddToCollection({
  productId,
  title,
  className,
}: {
  productId: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('collections');
  const user = useSessionUser();
  if (!user) {
    return (
      <AddToCollectionButton
        title={title}
        className={className}
        onClick={() =>
          notify({ title: t('common:toasts.loginRequired.title'), description: t('add.loginRequired') }, 'destructive')
        }
      />
    );
  }
  return (
    <Suspense fallback={<AddToCollectionButton title={title} className={className} disabled />}>
      <CollectionPopover productId={productId} title={title} className={className} />
    </Suspense>
  );
}
