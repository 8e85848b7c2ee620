import type { Locale } from '../../i18n/config.ts';
import type fr from '../../i18n/locales/fr/notifications.json';
import { serverT } from '../../i18n/server-t.ts';

/*
 * A notification row holds finished text (spec §3), written in its recipient's language when it is created. The
 * panel renders it as text, never as HTML.
 */
export type NotificationKind = keyof typeof fr;

export function notificationText(locale: Locale, kind: NotificationKind, params: Record<string, string | number>) {
  const t = serverT(locale, 'notifications');
  return { title: t(`${kind}.title`, params), message: t(`${kind}.message`, params) };
}
