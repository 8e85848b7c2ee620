import Heart from 'lucide-react/icons/heart';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { sendFavorite, toggleFavorite } from '../lib/favorite-toggle.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useSessionUser } from '../lib/session-user.ts';
import { notify } from './chrome/toasts.tsx';

/**
 * The favourite heart (spec §4): toggles, disabled while the call runs. Hidden from visitors (spec §6); a
 * signed-out attempt (a session that ended meanwhile) is refused with the 'Connexion requise' toast. Its name
 * says what a press does ('Ajouter … aux favoris' / 'Retirer … des favoris'), so it carries no aria-pressed,
 * which would contradict a name that changes.
 */
export function FavoriteButton({
  productId,
  title,
  initial = false,
  onChange,
  className,
}: {
  productId: string;
  title: string;
  initial?: boolean;
  /** Called once the server has taken the change. */
  onChange?: (favorite: boolean) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [favorite, setFavorite] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={favorite ? t('favorites.remove', { title }) : t('favorites.add', { title })}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full border bg-background hover:bg-muted disabled:opacity-50',
        className,
      )}
      onClick={async () => {
        setBusy(true);
        const now = await toggleFavorite({ signedIn: true, send: sendFavorite, notify, t }, productId, favorite);
        setFavorite(now);
        setBusy(false);
        if (now !== favorite) onChange?.(now);
      }}
    >
      <Heart aria-hidden="true" className={cn('size-5', favorite && 'fill-destructive text-destructive')} />
    </button>
  );
}
