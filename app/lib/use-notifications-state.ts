import type { NotificationItem } from '../../core/notifications/notification-item.ts';

/** The bell and its panel: the unread count, and the list once the panel has loaded it (spec §7: the 50 newest). */
export interface NotificationsState {
  unread: number;
  items: NotificationItem[] | null;
}

export type NotificationsAction =
  | { type: 'loaded'; items: NotificationItem[]; unread: number }
  | { type: 'unreadCount'; count: number }
  | { type: 'arrived'; item: NotificationItem }
  | { type: 'readChanged'; id: string; read: boolean }
  | { type: 'markedAll' };

const maxItems = 50;

/**
 * Live events and the user's own clicks meet here: a read change already known (the user's own click, echoed by the
 * stream) counts once; one about a notification the list does not hold moves the count by one.
 */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'loaded':
      return { items: action.items.slice(0, maxItems), unread: action.unread };
    case 'unreadCount':
      return { ...state, unread: action.count };
    case 'arrived': {
      if (state.items?.some((n) => n.id === action.item.id)) return state;
      return {
        items: state.items && [action.item, ...state.items].slice(0, maxItems),
        unread: state.unread + (action.item.read ? 0 : 1),
      };
    }
    case 'readChanged': {
      const known = state.items?.find((n) => n.id === action.id);
      if (known?.read === action.read) return state;
      return {
        items: state.items?.map((n) => (n.id === action.id ? { ...n, read: action.read } : n)) ?? null,
        unread: Math.max(0, state.unread + (action.read ? -1 : 1)),
      };
    }
    case 'markedAll':
      return { items: state.items?.map((n) => ({ ...n, read: true })) ?? null, unread: 0 };
  }
}
