import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { notify } from '../chrome/toasts.tsx';
import { AddToCollectionButton, type AddToCollectionProps } from './add-to-collection-button.tsx';

// Visitors never download the menu: it loads for signed-in users only, after the page.
const CollectionPopover = lazy(() => import('./collection-popover.tsx'));

/**
 * "Add to a collection" on the product page: for a signed-in user, a small menu of their collections (asked from
 * the API when it opens, so the page stays the same for everyone) with a checkbox each and a "new collection"
 * field. A visitor gets the favourite heart's refusal: the destructive 'Connexion requise' toast.
 */
export function AddToCollection({ productId, title, className }: AddToCollectionProps) {
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
