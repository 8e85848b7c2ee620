import type { Locale } from '../../i18n/config.ts';
import de from '../../i18n/locales/de/dashboard.json' with { type: 'json' };
import en from '../../i18n/locales/en/dashboard.json' with { type: 'json' };
import es from '../../i18n/locales/es/dashboard.json' with { type: 'json' };
import fr from '../../i18n/locales/fr/dashboard.json' with { type: 'json' };

/*
 * The CSV export's column names and statuses in the reader's language. The export is also served by the API, which
 * runs on Node without Vite (i18n/server-t.ts needs Vite's import.meta.glob), so the texts are imported statically,
 * as the notifications' are.
 */
const texts = { fr, en, es, de } satisfies Record<Locale, typeof fr>;

export const salesCsvText = (locale: Locale) => texts[locale].sales;
