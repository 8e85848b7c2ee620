import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import type { RouteErrorData } from '../lib/route-errors.server.ts';
import { Button, ButtonLink } from './ui/button.tsx';

/** The fallback error screen of spec §8: message, 'Actualiser' (reload) and 'Accueil' (home). */
export function ErrorScreen({ message, requestId }: { message?: string; requestId?: string }) {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen
      title={t('fallback.title')}
      message={message || t('fallback.message')}
      actions={
        <>
          <Button type="button" onClick={() => window.location.reload()}>
            {t('fallback.reload')}
          </Button>
          <ButtonLink to="/" variant="outline" reloadDocument>
            {t('fallback.home')}
          </ButtonLink>
        </>
      }
    >
      {requestId && <p className="text-xs text-muted-foreground">{t('requestId', { id: requestId })}</p>}
    </StatusScreen>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen
      status={404}
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <>
          <ButtonLink to="/market">{t('notFound.market')}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t('fallback.home')}
          </ButtonLink>
        </>
      }
    />
  );
}

/** What an error boundary shows for `error`: the 404 screen, or the fallback with the route error's message. */
export function RouteErrorScreen({ error, requestId }: { error: unknown; requestId?: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = isRouteErrorResponse(error) ? (error.data as RouteErrorData | undefined)?.message : undefined;
  return <ErrorScreen message={message} requestId={requestId} />;
}

/** A whole page saying what went wrong (its status first, when there is one), then the ways on. */
export function StatusScreen({
  status,
  title,
  message,
  actions,
  children,
}: {
  status?: number;
  title: string;
  message: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {status && <p className="text-6xl font-bold text-primary">{status}</p>}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {children}
      <div className="flex gap-3">{actions}</div>
    </section>
  );
}
