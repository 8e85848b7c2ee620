import { useCallback, useEffect, useReducer, useState } from 'react';
import type { NotificationItem } from '../../core/notifications/notification-item.ts';
import { notificationsReducer } from './use-notifications-state.ts';

const streamUrl = '/api/v1/me/notifications/stream';
/** Spec §9: the realtime channel reconnects after 1, 2, 5, then every 10 s. */
export const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000];

const post = (url: string) => fetch(url, { method: 'POST', credentials: 'same-origin' });

/**
 * The signed-in user's notifications, live: the count the page came with, kept current by the event stream (which
 * reconnects by itself, resuming after the last notification it received), and the list, loaded when `open`.
 */
export function useNotifications(initialUnread: number, open: boolean) {
  const [state, dispatch] = useReducer(notificationsReducer, { unread: initialUnread, items: null });
  const [marking, setMarking] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastId = '';
    const connect = () => {
      source = new EventSource(lastId ? `${streamUrl}?lastEventId=${encodeURIComponent(lastId)}` : streamUrl);
      source.addEventListener('open', () => {
        attempt = 0;
      });
      source.addEventListener('unread', (e) => dispatch({ type: 'unreadCount', count: JSON.parse(e.data).count }));
      source.addEventListener('notification', (e) => {
        const item = JSON.parse(e.data) as NotificationItem;
        lastId = item.id;
        dispatch({ type: 'arrived', item });
      });
      source.addEventListener('read', (e) => {
        const { id, read } = JSON.parse(e.data) as { id: string; read: boolean };
        dispatch({ type: 'readChanged', id, read });
      });
      // Our own schedule rather than the browser's: it gives up for good on an error status (a server restarting).
      source.addEventListener('error', () => {
        source?.close();
        retry = setTimeout(connect, reconnectDelaysMs[Math.min(attempt++, reconnectDelaysMs.length - 1)]);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch('/api/v1/me/notifications', { signal: controller.signal, credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`notifications: ${res.status}`))))
      .then((page: { data: NotificationItem[]; unread: number }) =>
        dispatch({ type: 'loaded', items: page.data, unread: page.unread }),
      )
      // Spec §8: loading failures are only logged.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(error);
      });
    return () => controller.abort();
  }, [open]);

  const markRead = useCallback((id: string) => {
    dispatch({ type: 'readChanged', id, read: true });
    void post(`/api/v1/me/notifications/${encodeURIComponent(id)}/read`).catch(console.warn);
  }, []);

  /** Answers whether all were marked. */
  const markAll = useCallback(async () => {
    setMarking(true);
    try {
      const res = await post('/api/v1/me/notifications/read-all');
      if (res.ok) dispatch({ type: 'markedAll' });
      return res.ok;
    } catch {
      return false;
    } finally {
      setMarking(false);
    }
  }, []);

  return { ...state, marking, markRead, markAll };
}
