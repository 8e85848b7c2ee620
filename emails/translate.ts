import type { TFunction } from 'i18next';
import type { Locale } from '../i18n/config.ts';
import { serverT } from '../i18n/server-t.ts';

export type EmailT = TFunction<'emails'>;

export const emailT = (locale: Locale): EmailT => serverT(locale, 'emails') as EmailT;
