import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../core/notifications/notification-item.ts';
import { type NotificationsState, notificationsReducer } from './use-notifications-state.ts';

const item = (id: string, read = false): NotificationItem => ({
  id,
  title: `t${id}`,
  message: 'm',
  type: 'info',
  read,
  createdAt: '2026-11-23T10:00:00.000Z',
  metadata: {},
});

describe('notificationsReducer', () => {
  const closed: NotificationsState = { unread: 2, items: null };
  const loaded: NotificationsState = { unread: 3, items: [item('a'), item('b', true)] };

  it('counts a new unread notification once, and puts it first in a loaded list', () => {
    expect(notificationsReducer(closed, { type: 'arrived', item: item('c') })).toEqual({ unread: 3, items: null });
    const once = notificationsReducer(loaded, { type: 'arrived', item: item('c') });
    expect(once.items?.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(notificationsReducer(once, { type: 'arrived', item: item('c') })).toBe(once);
    expect(once.unread).toBe(4);
  });

  it('keeps at most 50', () => {
    const full = { unread: 50, items: Array.from({ length: 50 }, (_, i) => item(String(i))) };
    expect(notificationsReducer(full, { type: 'arrived', item: item('new') }).items).toHaveLength(50);
  });

  it('counts the user’s own click once although the stream echoes it', () => {
    const clicked = notificationsReducer(loaded, { type: 'readChanged', id: 'a', read: true });
    expect(clicked.unread).toBe(2);
    expect(notificationsReducer(clicked, { type: 'readChanged', id: 'a', read: true })).toBe(clicked);
  });

  it('counts a read change about a notification it does not hold, never below zero', () => {
    expect(notificationsReducer(closed, { type: 'readChanged', id: 'x', read: true }).unread).toBe(1);
    expect(notificationsReducer({ unread: 0, items: null }, { type: 'readChanged', id: 'x', read: true }).unread).toBe(
      0,
    );
  });

  it('marks all read, and takes the server’s count and list as they come', () => {
    expect(notificationsReducer(loaded, { type: 'markedAll' })).toEqual({
      unread: 0,
      items: [item('a', true), item('b', true)],
    });
    expect(notificationsReducer(loaded, { type: 'unreadCount', count: 7 }).unread).toBe(7);
    expect(notificationsReducer(closed, { type: 'loaded', items: [item('z')], unread: 9 })).toEqual({
      unread: 9,
      items: [item('z')],
    });
  });
});
