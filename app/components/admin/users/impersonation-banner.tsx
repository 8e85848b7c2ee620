import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Shown on every page while an administrator acts as a user (an impersonation session): who they act as, and a plain
 * form that ends it (works without JavaScript) and brings their own session back.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('adminUsers');
  const impersonating = useRouteLoaderData<{ impersonating: { name: string } | null }>('root')?.impersonating;
  if (!impersonating) return null;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="bg-primary px-4 py-2 text-center text-sm text-primary-foreground"
    >
      <form method="post" action="/impersonation/stop" className="flex flex-wrap items-center justify-center gap-3">
        <span>{t('banner.acting', { name: impersonating.name })}</span>
        <span aria-hidden="true">—</span>
        <button
          type="submit"
          aria-label={t('banner.stopLabel')}
          className="rounded-md border border-current px-3 py-1 font-medium underline-offset-4 hover:underline focus-visible:outline-2"
        >
          {t('banner.stop')}
        </button>
      </form>
    </div>
  );
}
