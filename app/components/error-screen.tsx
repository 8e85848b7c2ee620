import { useTranslation } from '../lib/i18n.tsx';
import { Button, ButtonLink } from './ui/button.tsx';

/** The fallback error screen of spec §8: message, 'Actualiser' (reload) and 'Accueil' (home). */
export function ErrorScreen({ message, requestId }: { message?: string; requestId?: string }) {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('fallback.title')}</h1>
      <p className="text-muted-foreground">{message || t('fallback.message')}</p>
      {requestId && <p className="text-xs text-muted-foreground">{t('requestId', { id: requestId })}</p>}
      <div className="flex gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          {t('fallback.reload')}
        </Button>
        <ButtonLink to="/" variant="outline" reloadDocument>
          {t('fallback.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex gap-3">
        <ButtonLink to="/market">{t('notFound.market')}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          {t('fallback.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
