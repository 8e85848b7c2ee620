import type { NotificationItem } from './notification-item.ts';

/** What a live stream receives for its user (decision 0023). */
export type LiveEvent =
  | { event: 'notification'; item: NotificationItem }
  | { event: 'read'; id: string; read: boolean }
  /** The instance lost the database's announcements for a while: whatever a stream missed must be fetched again. */
  | { event: 'resync' }
  /** The instance is stopping: streams end (browsers reconnect to another instance). */
  | { event: 'closing' };

/** This instance's subscriptions to the notifications the database announces (server/realtime/notification-hub.ts). */
export interface LiveNotifications {
  /** Calls `listener` for every announcement about `userId`'s notifications until the returned function is called. */
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  /** How many streams `userId` holds open on this instance. */
  streamsOf(userId: string): number;
  /** How often a stream sends a comment line so that proxies and browsers keep it open (spec §9: 25 s). */
  readonly heartbeatMs: number;
}
