import { isLocale } from '../../../i18n/config.ts';
import { translationBundle } from '../../../i18n/translation-bundle.ts';
import type { Route } from './+types/bundle';

/**
 * `/i18n/<locale>.<version>.json`: the UI translations the browser loads before hydrating (entry.client).
 * The current version is cached for a year; an older one (a page rendered before a deploy) gets the
 * current texts, revalidated on every use.
 */
export function loader({ params }: Route.LoaderArgs) {
  const [, locale, version] = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(params.file) ?? [];
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const bundle = translationBundle(locale);
  return new Response(bundle.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': version === bundle.version ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
