import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { countUnreadNotifications } from '../../core/notifications/count-unread-notifications.ts';
import { listMissedNotifications } from '../../core/notifications/list-missed-notifications.ts';
import type { LiveEvent, LiveNotifications } from '../../core/notifications/live-notifications.ts';
import type { Db } from '../../db/client.ts';

/** The browser's first reconnection delay (spec §9); the panel's own retries follow 1, 2, 5, 10 s. */
const retryMs = 1_000;

type StreamEvent = LiveEvent | { event: 'ping' };

/**
 * `GET /api/v1/me/notifications/stream` (Server-Sent Events). Opens with a `retry:` hint, then what the stream missed
 * since `lastEventId` (the last notification it received) and the unread count (`unread`); then every new
 * notification (`notification`, whose id is the event id) and read change (`read`) of the viewer as the database
 * announces them, and a comment line every heartbeat. Ends when the client leaves or the instance stops.
 */
export function notificationStream(
  c: Context,
  { db, live }: { db: Db; live: LiveNotifications },
  viewer: Viewer,
  lastEventId: string | undefined,
): Response {
  const response = streamSSE(c, async (stream) => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const sent = new Set<string>();
    let lastId = lastEventId;

    const catchUp = async () => {
      if (lastId) {
        for (const item of await listMissedNotifications({ db }, viewer, lastId))
          await send({ event: 'notification', item });
      }
      const count = await countUnreadNotifications({ db }, viewer);
      await stream.writeSSE({ event: 'unread', data: JSON.stringify({ count }) });
    };
    const send = async (event: StreamEvent) => {
      switch (event.event) {
        case 'notification':
          if (sent.has(event.item.id)) return;
          sent.add(event.item.id);
          lastId = event.item.id;
          return stream.writeSSE({ event: 'notification', id: event.item.id, data: JSON.stringify(event.item) });
        case 'read':
          return stream.writeSSE({ event: 'read', data: JSON.stringify({ id: event.id, read: event.read }) });
        case 'resync':
          return catchUp();
        case 'ping':
          return stream.write(': ping\n\n');
        case 'closing':
          return finish();
      }
    };
    // Events are written one after the other, in the order they came; a failed write means the client is gone.
    let chain: Promise<void> = Promise.resolve();
    const enqueue = (work: () => unknown) => {
      chain = chain.then(work).then(() => {}, finish);
    };
    enqueue(() => stream.write(`retry: ${retryMs}\n\n`));
    enqueue(catchUp);
    const unsubscribe = live.subscribe(viewer.userId, (event) => enqueue(() => send(event)));
    const heartbeat = setInterval(() => enqueue(() => send({ event: 'ping' })), live.heartbeatMs);
    stream.onAbort(finish);
    try {
      await finished;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
  // Proxies must pass each event on at once, and nothing may transform (compress, buffer) or keep the stream.
  response.headers.set('Cache-Control', 'no-cache, no-store, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
