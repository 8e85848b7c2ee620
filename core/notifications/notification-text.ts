import i18next from 'i18next';
import { defaultLocale, type Locale } from '../../i18n/config.ts';
import de from '../../i18n/locales/de/notifications.json' with { type: 'json' };
import en from '../../i18n/locales/en/notifications.json' with { type: 'json' };
import es from '../../i18n/locales/es/notifications.json' with { type: 'json' };
import fr from '../../i18n/locales/fr/notifications.json' with { type: 'json' };

/*
 * A notification row holds finished text (spec §3), written in its recipient's language when it is created, by
 * code that runs without Vite: the namespace is imported statically, as e-mails' is.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: {
    fr: { notifications: fr },
    en: { notifications: en },
    es: { notifications: es },
    de: { notifications: de },
  },
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  ns: ['notifications'],
  defaultNS: 'notifications',
  // The panel renders the text as text, never as HTML.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type NotificationKind = keyof typeof fr;

export function notificationText(locale: Locale, kind: NotificationKind, params: Record<string, string | number>) {
  const t = instance.getFixedT(locale, 'notifications');
  return { title: t(`${kind}.title`, params), message: t(`${kind}.message`, params) };
}
