import { Link } from 'react-router';
import type { AuditEntry } from '../../../../core/admin/audit/list-audit-log.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DateTime } from '../../ui/date-time.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { AuditChange, readable } from './audit-change.tsx';

/** The page of a target, when there is one: its console page, or the public page of a product or review. */
export function targetHref(type: string, id: string | null, key: string | null = null): string | null {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const base: Record<string, string> = {
    user: '/admin/users/',
    order: '/admin/orders/',
    seller_application: '/admin/applications/',
    payout_batch: '/admin/payments/batches/',
    seller_profile: '/seller/',
    seller: '/seller/',
  };
  if (base[type]) return `${base[type]}${id}`;
  const slug = key && /^[a-z0-9-]+$/.test(key) ? key : null;
  if (type === 'product' && slug) return `/product/${slug}`;
  if (type === 'review' && slug) return `/product/${slug}/reviews`;
  if (type === 'promotion') return '/admin/promotions';
  if (type === 'notification_broadcast') return '/admin/notifications';
  if (type === 'post') return `/posts/${id}`;
  if (type === 'partner_application') return '/admin/partners';
  return null;
}

/** An entry's extra details, folded under its change. */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('adminAudit');
  if (Object.keys(details).length === 0) return null;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer">{t('table.details')}</summary>
      <dl>
        {Object.entries(details).map(([key, value]) => (
          <div key={key} className="flex gap-2">
            <dt className="text-muted-foreground">{key}</dt>
            <dd className="break-all">{readable(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The audit log's entries, read-only: who, what, on which target, the change, why, from where, when. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminAudit');
  return (
    <RecordTable
      caption={t('table.caption')}
      rows={entries}
      label={(key) => t(`table.${key}`)}
      rowHeader="what"
      empty={t('table.empty')}
      columns={{
        when: {
          cell: (entry) => <DateTime value={entry.createdAt} />,
          className: 'whitespace-nowrap',
        },
        who: (entry) =>
          entry.actor ? (
            <Link to={`/admin/users/${entry.actor.id}`} className="underline underline-offset-4">
              {entry.actor.email}
            </Link>
          ) : (
            t(entry.actorId ? 'table.deletedAccount' : 'table.system')
          ),
        what: { cell: (entry) => entry.action, className: 'font-mono text-xs font-normal' },
        target: (entry) => {
          const href = targetHref(entry.targetType, entry.targetId, entry.targetKey);
          const name = entry.targetName?.trim() || entry.targetId || t('table.none');
          return (
            <>
              <span className="block text-xs text-muted-foreground">
                {t(`targetTypes.${entry.targetType}`, { defaultValue: entry.targetType })}
              </span>
              {href ? (
                <Link to={href} className="break-words underline underline-offset-4">
                  {name}
                </Link>
              ) : (
                <span className="break-words">{name}</span>
              )}
            </>
          );
        },
        change: (entry) => (
          <>
            <AuditChange before={entry.before} after={entry.after} />
            <AuditDetails details={entry.details} />
          </>
        ),
        reason: (entry) => entry.reason ?? t('table.none'),
        ip: { cell: (entry) => entry.ip ?? t('table.none'), className: 'font-mono text-xs' },
      }}
    />
  );
}
