import type { ComponentProps, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../app/lib/i18n.tsx';
import type { Locale } from '../../i18n/config.ts';
import { resources } from '../../i18n/locale-resources.ts';

type Stub = ReturnType<typeof createRoutesStub>;

/** `element` rendered to HTML as the server renders it, in `locale`. */
export const renderInLocale = (element: ReactElement, locale: Locale = 'fr') =>
  renderToString(
    <I18nProvider language={locale} resources={resources[locale]}>
      {element}
    </I18nProvider>,
  );

/** `routes` rendered to HTML as the server renders them, opened at `url` in `locale`; `stub` adds hydration data. */
export function renderRoutes(
  routes: Parameters<typeof createRoutesStub>[0],
  url: string,
  locale: Locale = 'fr',
  stub: Omit<ComponentProps<Stub>, 'initialEntries'> = {},
) {
  const Stub = createRoutesStub(routes);
  return renderInLocale(<Stub initialEntries={[url]} {...stub} />, locale);
}

/**
 * A route's page rendered to HTML as the server renders it, in `locale`, with `props` (its loader's answer as
 * `loaderData`, its action's as `actionData`): under a route at `path`, opened at `url` (`path` when it has no
 * parameter). `action` is the route's action, for pages whose forms post to it.
 */
export function renderPage(
  path: string,
  Page: unknown,
  props: object,
  locale: Locale = 'fr',
  { action, url = path }: { action?: () => unknown; url?: string } = {},
) {
  const Component = Page as (props: object) => ReactElement;
  return renderRoutes(
    [{ path, Component: () => <Component {...props} />, ...(action ? { action } : {}) }],
    url,
    locale,
  );
}
