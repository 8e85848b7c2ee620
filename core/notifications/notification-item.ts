import type { notifications } from '../../db/schema/index.ts';

/** One notification as the panel, the dashboard page, the API and the live stream show it (spec §3). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  type: 'success' | 'warning' | 'error' | 'info';
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
  metadata: { redirect_url?: string };
}

type Row = Pick<
  typeof notifications.$inferSelect,
  'id' | 'title' | 'message' | 'type' | 'read' | 'createdAt' | 'metadata'
>;

/** Only a path of this site is followed on click: a stored `redirect_url` never sends the reader elsewhere. */
const sitePath = (url: unknown) => (typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : undefined);

export function toNotificationItem(row: Row): NotificationItem {
  const redirect = sitePath(row.metadata.redirect_url);
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    metadata: redirect ? { redirect_url: redirect } : {},
  };
}

/** The columns `toNotificationItem` needs. */
export const notificationItemColumns = (t: typeof notifications) => ({
  id: t.id,
  title: t.title,
  message: t.message,
  type: t.type,
  read: t.read,
  createdAt: t.createdAt,
  metadata: t.metadata,
});
