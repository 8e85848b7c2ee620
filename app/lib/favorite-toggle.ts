import type { ToastContent, ToastVariant } from '../components/chrome/toasts.tsx';

type Translate = (key: string) => string;

export interface FavoriteToggleDeps {
  /** Whether the page believes someone is signed in. */
  signedIn: boolean;
  /** Adds (POST) or removes (DELETE) the favourite; resolves with the HTTP status. */
  send: (method: 'POST' | 'DELETE', productId: string) => Promise<number>;
  notify: (content: ToastContent, variant?: ToastVariant) => void;
  t: Translate;
}

/** The toasts of spec §8 for favourites, as `notify()` arguments. */
export const favoriteToasts = (t: Translate) => ({
  loginRequired: { title: t('toasts.loginRequired.title'), description: t('toasts.loginRequired.description') },
  addFailed: { title: t('toasts.error'), description: t('toasts.favoriteAddFailed') },
  removeFailed: { title: t('toasts.error'), description: t('toasts.favoriteRemoveFailed') },
  added: t('toasts.favoriteAdded'),
  removed: t('toasts.favoriteRemoved'),
});

/**
 * Toggles a favourite (spec §4, §5, §8): refused with the destructive 'Connexion requise' toast when nobody is
 * signed in (also when the session ended in the meantime: the API answers 401); 'Erreur' toasts when the call
 * fails; success toasts otherwise. Resolves with whether the product is now a favourite.
 */
export async function toggleFavorite(deps: FavoriteToggleDeps, productId: string, isFavorite: boolean) {
  const toasts = favoriteToasts(deps.t);
  if (!deps.signedIn) {
    deps.notify(toasts.loginRequired, 'destructive');
    return isFavorite;
  }
  let status = 0;
  try {
    status = await deps.send(isFavorite ? 'DELETE' : 'POST', productId);
  } catch {
    status = 0;
  }
  if (status === 401) {
    deps.notify(toasts.loginRequired, 'destructive');
    return isFavorite;
  }
  if (status < 200 || status >= 300) {
    deps.notify(isFavorite ? toasts.removeFailed : toasts.addFailed, 'error');
    return isFavorite;
  }
  deps.notify(isFavorite ? toasts.removed : toasts.added, 'success');
  return !isFavorite;
}

/** The REST calls of DESIGN §6: `POST /api/v1/me/favorites` { productId }, `DELETE /api/v1/me/favorites/:productId`. */
export async function sendFavorite(method: 'POST' | 'DELETE', productId: string) {
  const res =
    method === 'POST'
      ? await fetch('/api/v1/me/favorites', {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId }),
        })
      : await fetch(`/api/v1/me/favorites/${encodeURIComponent(productId)}`, { method });
  return res.status;
}
