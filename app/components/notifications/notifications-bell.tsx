import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNotifications } from '../../lib/use-notifications.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { notify } from '../chrome/toasts.tsx';

// The panel loads its code (Radix Dialog) on first use, not with the page.
const NotificationsPanel = lazy(() =>
  import('../panels/notifications-panel.tsx').then((m) => ({ default: m.NotificationsPanel })),
);

/** The header's bell for a signed-in user: the unread badge, kept live, and the side panel (spec §2, §7). */
export function NotificationsBell({ className }: { className: string }) {
  const { t } = useTranslation();
  const atLoad = useRouteLoaderData<{ unreadNotifications?: number }>('root')?.unreadNotifications ?? 0;
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  const { unread, items, marking, markRead, markAll } = useNotifications(atLoad, open);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Bell aria-hidden="true" className="size-5" />
        {/* The name as text, not aria-label: a name given by aria-label must contain the badge's visible count
            outside parentheses (WCAG 2.5.3, axe's label-content-name-mismatch); the badge repeats it for the eye. */}
        <span className="sr-only">
          {unread > 0 ? t('notifications.title', { count: unread }) : t('notifications.open')}
        </span>
        {unread > 0 && (
          <span
            data-testid="notifications-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <Suspense fallback={null}>
        {wanted && (
          <NotificationsPanel
            open={open}
            onOpenChange={setOpen}
            items={items}
            unread={unread}
            marking={marking}
            onMarkRead={markRead}
            onMarkAll={async () => {
              if (await markAll()) notify(t('toasts.notificationsRead'), 'success');
              else notify(t('toasts.error'), 'destructive');
            }}
          />
        )}
      </Suspense>
    </>
  );
}
