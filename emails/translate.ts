import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../i18n/config.ts';
import { defaultLocale } from '../i18n/config.ts';
import de from '../i18n/locales/de/emails.json' with { type: 'json' };
import en from '../i18n/locales/en/emails.json' with { type: 'json' };
import es from '../i18n/locales/es/emails.json' with { type: 'json' };
import fr from '../i18n/locales/fr/emails.json' with { type: 'json' };

/*
 * E-mails are rendered in the server process (job worker, auth callbacks), which runs on Node without Vite, so
 * the `emails` namespace is imported statically here instead of through i18n/resources.ts (import.meta.glob).
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { fr: { emails: fr }, en: { emails: en }, es: { emails: es }, de: { emails: de } },
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  ns: ['emails'],
  defaultNS: 'emails',
  // React escapes the values when it renders the e-mail.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export type EmailT = TFunction<'emails'>;

export const emailT = (locale: Locale): EmailT => instance.getFixedT(locale, 'emails') as EmailT;
