import BellOff from 'lucide-react/icons/bell-off';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../../core/notifications/notification-item.ts';
import { formatDate } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { notificationAccents } from '../notifications/notification-accents.ts';
import { Button } from '../ui/button.tsx';
import { Sheet } from '../ui/sheet.tsx';

/**
 * Spec §2/§4: 'Notifications (n non lues)', at most 50 (null while they load), click marks read and follows
 * redirect_url; `unread` counts beyond the 50 shown.
 */
export function NotificationsPanel({
  open,
  onOpenChange,
  items,
  unread,
  marking,
  onMarkRead,
  onMarkAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NotificationItem[] | null;
  unread: number;
  marking: boolean;
  onMarkRead: (id: string) => void;
  onMarkAll: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.title', { count: unread })}
      closeLabel={t('actions.close')}
      footer={
        unread > 0 && (
          <Button type="button" variant="outline" className="w-full" disabled={marking} onClick={onMarkAll}>
            {marking ? t('notifications.marking') : t('notifications.markAll')}
          </Button>
        )
      }
    >
      {items === null ? (
        <p role="status" className="py-12 text-center text-sm text-muted-foreground">
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center">
          <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('notifications.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('notifications.upToDate')}</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {items.slice(0, 50).map((n) => (
            <li key={n.id}>
              <NotificationPanelItem
                item={n}
                onSelect={() => {
                  if (!n.read) onMarkRead(n.id);
                  if (n.metadata.redirect_url) {
                    onOpenChange(false);
                    navigate(n.metadata.redirect_url);
                  }
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}

/** One notification of the panel (also /admin/notifications' preview, so that it shows exactly as the bell does). */
export function NotificationPanelItem({ item: n, onSelect }: { item: NotificationItem; onSelect?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      onClick={onSelect}
      className={cn(
        'w-full rounded-md border border-l-4 p-3 text-left hover:bg-muted',
        notificationAccents[n.type],
        !n.read && 'bg-secondary/40',
      )}
    >
      <span className="block text-sm font-medium">
        {!n.read && <span className="sr-only">{t('alerts:list.unread')} — </span>}
        {n.title}
      </span>
      <span className="block text-sm text-muted-foreground">{n.message}</span>
      <span className="mt-1 block text-xs text-muted-foreground">{formatDate(n.createdAt, i18n.language)}</span>
    </button>
  );
}
