import type { Locale } from './config.ts';
import { locales } from './config.ts';

type Namespaces = Record<string, Record<string, unknown>>;

/**
 * Every `i18n/locales/<locale>/<namespace>.json`, bundled; the browser receives only its locale's. E-mail and
 * notification texts are left out: only the server writes them (emails/translate.ts,
 * core/notifications/notification-text.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/emails.json', '!./locales/*/notifications.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const resources = Object.fromEntries(locales.map((locale) => [locale, {} as Namespaces])) as Record<
  Locale,
  Namespaces
>;
for (const [file, content] of Object.entries(files)) {
  const [, locale, namespace] = file.match(/\.\/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (locale && namespace && locale in resources) resources[locale as Locale][namespace] = content;
}
