import type { Locale } from '../../../i18n/config.ts';
import de from '../../../i18n/locales/de/adminUsers.json' with { type: 'json' };
import en from '../../../i18n/locales/en/adminUsers.json' with { type: 'json' };
import es from '../../../i18n/locales/es/adminUsers.json' with { type: 'json' };
import fr from '../../../i18n/locales/fr/adminUsers.json' with { type: 'json' };
import type { Role } from '../../accounts/viewer.ts';

const labels = { fr, en, es, de } as const;

/** A role's name in a recipient's language (for the notifications written by the server). */
export const roleLabel = (locale: Locale, role: Role): string => labels[locale].roles[role];
