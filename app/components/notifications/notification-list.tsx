import BellOff from 'lucide-react/icons/bell-off';
import { Form, Link } from 'react-router';
import type { NotificationItem } from '../../../core/notifications/notification-item.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { notificationAccents } from './notification-accents.ts';

/** The /dashboard/notifications list: each notification, where it leads, and a form to mark it read. */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  const { t, i18n } = useTranslation('alerts');
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed py-12 text-center">
        <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{t('list.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('list.upToDate')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-2">
      {items.map((n) => (
        <li
          key={n.id}
          className={cn(
            'flex flex-wrap items-start gap-3 rounded-md border border-l-4 p-3',
            notificationAccents[n.type],
            !n.read && 'bg-secondary/40',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">
              {!n.read && <span className="sr-only">{t('list.unread')} — </span>}
              {n.title}
            </p>
            <p className="text-sm text-muted-foreground">{n.message}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, i18n.language)}</time>
            </p>
          </div>
          <div className="flex items-center gap-2">
            {n.metadata.redirect_url && (
              <Link to={n.metadata.redirect_url} className="rounded-lg px-3 py-2 text-sm font-medium underline">
                {t('list.open')}
              </Link>
            )}
            {!n.read && (
              <Form method="post">
                <input type="hidden" name="id" value={n.id} />
                <button
                  type="submit"
                  name="intent"
                  value="read"
                  className="rounded-lg border px-3 py-2 text-sm font-medium hover:bg-muted"
                >
                  {t('list.markRead')}
                </button>
              </Form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
