import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { countUnreadNotifications } from '../core/notifications/count-unread-notifications.ts';
import { getReferralBanner } from '../core/partners/get-referral-banner.ts';
import { locales, localizedHref } from '../i18n/config.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ImpersonationBanner } from './components/admin/users/impersonation-banner.tsx';
import { CartProvider } from './components/cart/cart-provider.tsx';
import { LazyCartPanel } from './components/cart/lazy-cart-panel.tsx';
import { BottomBar } from './components/chrome/bottom-bar.tsx';
import { Toasts } from './components/chrome/toasts.tsx';
import { UiStatusProvider } from './components/chrome/ui-status.tsx';
import { demoSchemeClass, demoTheme } from './components/demos/demo-theme.ts';
import { RouteErrorScreen } from './components/error-screen.tsx';
import { LandingPartnerBanner } from './components/partners/landing-partner-banner.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { depsContext, requestContext, viewerContext } from './context.ts';
import { useBarePage } from './lib/bare-page.ts';
import { I18nProvider, useTranslation } from './lib/i18n.tsx';
import { useNonce } from './lib/nonce.tsx';
import { sessionUser } from './lib/session-user.ts';
import { themeBootScript } from './lib/theme.ts';
import { translationsLinkId, useTranslations } from './lib/translations.tsx';
import { visitLanding } from './lib/visit-landing.ts';
import { wellFormedRequest } from './lib/well-formed-request.server.ts';

export const middleware: Route.MiddlewareFunction[] = [({ request }) => wellFormedRequest(request)];

export async function loader({ context }: Route.LoaderArgs) {
  const { requestId, publicUrl, referralToken, outboxMail } = context.get(requestContext);
  const user = sessionUser(context.get(viewerContext).viewer, outboxMail);
  const { viewer } = context.get(viewerContext);
  const deps = context.get(depsContext);
  const [referral, unreadNotifications] = await Promise.all([
    // Only a visitor holding a partner-link cookie costs a query (and such a page is never served from the cache).
    referralToken ? getReferralBanner(deps, referralToken) : null,
    // The bell's badge: a count on the partial index of unread rows, for signed-in pages only (never cached).
    viewer ? countUnreadNotifications(deps, viewer) : 0,
  ]);
  // An administrator acting as this user (support): the banner on every page.
  const impersonating = viewer?.impersonatedBy ? { name: viewer.name } : null;
  return { requestId, publicUrl, user, referral, unreadNotifications, impersonating };
}

/** Only forms can change the signed-in user; the language changes through a full page load. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const location = useLocation();
  const { locale, href, resources } = useTranslations();
  // A bare page (a framed demo) loads nothing but its stylesheet: no script, no translations file. With no theme
  // script, its theme comes from its address.
  const bare = useBarePage();
  const bareScheme = bare ? demoSchemeClass(demoTheme(new URLSearchParams(location.search).get('theme'))) : undefined;
  return (
    <html lang={locale} className={bareScheme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {!bare && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        )}
        {/* With a precedence React emits the stylesheet before the scripts' modulepreloads: first paint waits for it only. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        {data &&
          [...locales, 'x-default' as const].map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang}
              href={`${data.publicUrl}${localizedHref(location.pathname, location.search, lang === 'x-default' ? 'fr' : lang)}`}
            />
          ))}
        <Links />
        {!bare && <link id={translationsLinkId} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />}
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <I18nProvider language={locale} resources={resources}>
          {children}
        </I18nProvider>
        {!bare && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  // Marks the document once React has taken over (tests and scripts can wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // The visit's landing is this first page: kept for the product views and orders of the visit (decision 0043).
    visitLanding();
  }, []);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <CartProvider>
        <UiStatusProvider>
          <ImpersonationBanner />
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="outline-none">
            <LandingPartnerBanner />
            {children}
          </main>
          <SiteFooter />
          <BottomBar />
          <LazyCartPanel />
          <Toasts />
        </UiStatusProvider>
      </CartProvider>
    </>
  );
}

export default function App() {
  if (useBarePage()) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <Shell>
      <RouteErrorScreen error={error} requestId={data?.requestId} />
    </Shell>
  );
}
