import type { Locale } from '../../../i18n/config.ts';
import { serverT } from '../../../i18n/server-t.ts';
import type { Role } from '../../accounts/viewer.ts';

/** A role's name in a recipient's language (for the notifications written by the server). */
export const roleLabel = (locale: Locale, role: Role): string => serverT(locale, 'adminUsers')(`roles.${role}`);
