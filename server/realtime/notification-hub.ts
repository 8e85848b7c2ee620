import type { Logger } from 'pino';
import { findNotificationItem } from '../../core/notifications/find-notification-item.ts';
import type { LiveEvent, LiveNotifications } from '../../core/notifications/live-notifications.ts';
import { toNotificationItem } from '../../core/notifications/notification-item.ts';
import type { Database } from '../../db/client.ts';
import { listenToNotifications } from './notification-channel.ts';

type Listener = (event: LiveEvent) => void;

export interface NotificationHub extends LiveNotifications {
  /** Open subscriptions (streams) on this instance. */
  readonly subscriptions: number;
  /** Ends every stream, then stops listening. */
  stop(): Promise<void>;
}

export interface NotificationHubOptions {
  database: Database;
  log: Logger;
  heartbeatMs?: number;
  /** Delays between attempts to listen again after a lost connection (tests shorten them). */
  relistenDelaysMs?: readonly number[];
}

/** The trigger's payloads (migration 0016): a whole notification, its id alone when too long, or a read change. */
type Payload =
  | {
      op: 'new';
      id: string;
      user_id: string;
      title?: string;
      message?: string;
      type?: 'success' | 'warning' | 'error' | 'info';
      read?: boolean;
      metadata?: Record<string, unknown>;
      created_at?: string;
    }
  | { op: 'read'; id: string; user_id: string; read: boolean };

/**
 * One per instance: a single LISTEN connection, whose announcements are handed to the streams open on this
 * instance for the notification's owner (decision 0023). Whichever instance wrote a notification, every instance
 * hears it, so a user's stream may be held by any of them.
 */
export async function startNotificationHub({
  database,
  log,
  heartbeatMs = 25_000,
  relistenDelaysMs,
}: NotificationHubOptions): Promise<NotificationHub> {
  const listeners = new Map<string, Set<Listener>>();
  let subscriptions = 0;

  const deliver = (userId: string, event: LiveEvent) => {
    for (const listener of listeners.get(userId) ?? []) listener(event);
  };
  const broadcast = (event: LiveEvent) => {
    for (const set of listeners.values()) for (const listener of set) listener(event);
  };

  async function route(raw: string) {
    const payload = JSON.parse(raw) as Payload;
    if (!listeners.has(payload.user_id)) return;
    if (payload.op === 'read') {
      deliver(payload.user_id, { event: 'read', id: payload.id, read: payload.read });
      return;
    }
    if (payload.title === undefined || payload.created_at === undefined) {
      const found = await findNotificationItem({ db: database.db }, payload.id);
      if (found) deliver(found.userId, { event: 'notification', item: found.item });
      return;
    }
    const item = toNotificationItem({
      id: payload.id,
      title: payload.title,
      message: payload.message ?? '',
      type: payload.type ?? 'info',
      read: payload.read ?? false,
      metadata: payload.metadata ?? {},
      createdAt: new Date(payload.created_at),
    });
    deliver(payload.user_id, { event: 'notification', item });
  }

  const unlisten = await listenToNotifications(
    database,
    {
      onPayload: (raw) =>
        void route(raw).catch((error: unknown) => log.error({ err: error }, 'a notification announcement failed')),
      onRestored: () => broadcast({ event: 'resync' }),
    },
    log,
    relistenDelaysMs,
  );

  return {
    heartbeatMs,
    get subscriptions() {
      return subscriptions;
    },
    streamsOf: (userId) => listeners.get(userId)?.size ?? 0,
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      subscriptions++;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        subscriptions--;
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async stop() {
      broadcast({ event: 'closing' });
      await unlisten();
    },
  };
}
