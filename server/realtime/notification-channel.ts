import type { Logger } from 'pino';
import postgres from 'postgres';
import type { Database } from '../../db/client.ts';

export const notificationChannel = 'notifications';

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost and is listening again: announcements in between were missed. */
  onRestored(): void;
}

/** Delays between attempts to listen again after the connection is lost (spec §9's reconnect delays). */
const relistenDelaysMs = [1_000, 2_000, 5_000, 10_000];

/**
 * LISTENs on the 'notifications' channel (announced by the trigger of migration 0016) on ONE dedicated connection;
 * answers the function that stops listening. On PostgreSQL the connection is our own rather than postgres.js's
 * `sql.listen`, whose re-listen after a lost connection is attempted once and dropped silently when the database is
 * still unreachable: here it is retried until it succeeds. PGlite delivers in process.
 */
export async function listenToNotifications(
  database: Database,
  handlers: ChannelHandlers,
  log: Logger,
  delaysMs: readonly number[] = relistenDelaysMs,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(notificationChannel, handlers.onPayload);
    return () => unlisten();
  }

  let stopped = false;
  let relistening = false;
  const listen = () => client`listen ${client(notificationChannel)}`;
  const relisten = async () => {
    if (relistening || stopped) return;
    relistening = true;
    for (let attempt = 0; !stopped; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, delaysMs[Math.min(attempt, delaysMs.length - 1)]));
      if (stopped) break;
      try {
        await listen();
        log.info({ attempt }, 'listening to notifications again');
        relistening = false;
        handlers.onRestored();
        return;
      } catch (error) {
        log.warn({ err: error, attempt }, 'listening to notifications failed; retrying');
      }
    }
    relistening = false;
  };
  const client = postgres(database.url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: 'deploia-notifications' },
    // Documented in postgres.js's source, not its types: every NOTIFY received on this connection.
    onnotify: (channel: string, payload: string) => {
      if (channel === notificationChannel) handlers.onPayload(payload);
    },
    onclose: () => {
      if (!stopped) {
        log.warn('the notifications listening connection closed; listening again');
        void relisten();
      }
    },
  } as postgres.Options<Record<string, postgres.PostgresType>>);
  await listen();
  return async () => {
    stopped = true;
    await client.end({ timeout: 1 });
  };
}
