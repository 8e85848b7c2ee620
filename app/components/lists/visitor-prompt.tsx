import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** A personal list seen signed out: its title, why to sign in, and the ways to sign in or up (coming back here). */
export function VisitorPrompt({
  icon: Icon,
  title,
  text,
  path,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The list's own path, where signing in comes back to. */
  path: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(path)}`}>{t('auth.login')}</ButtonLink>
        <ButtonLink to="/signup" variant="outline">
          {t('auth.signup')}
        </ButtonLink>
      </div>
    </div>
  );
}
