import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import type { SessionUser } from '../../lib/session-user.ts';
import { ButtonLink } from '../ui/button.tsx';

// Visitors never download the dropdown's code.
const SignedInMenu = lazy(() => import('./signed-in-menu.tsx').then((m) => ({ default: m.SignedInMenu })));

/** Visitors: 'Créer un compte' and 'Se connecter'. Signed in: the account menu. */
export function UserMenu({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  if (user) {
    return (
      <Suspense fallback={<span className="size-9 rounded-full bg-muted" />}>
        <SignedInMenu user={user} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <ButtonLink to="/login" variant="ghost" size="sm">
        {t('auth.login')}
      </ButtonLink>
      <span className="hidden sm:inline">
        <ButtonLink to="/signup" size="sm">
          {t('auth.signup')}
        </ButtonLink>
      </span>
    </div>
  );
}
