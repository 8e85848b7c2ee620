import { Link } from 'react-router';
import type { AuditEntry } from '../../../../core/admin/audit/list-audit-log.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { AuditChange, readable } from './audit-change.tsx';

/** The admin page of a target, when there is one. */
export function targetHref(type: string, id: string | null): string | null {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const base: Record<string, string> = {
    user: '/admin/users/',
    order: '/admin/orders/',
    seller_application: '/admin/applications/',
    payout_batch: '/admin/payments/batches/',
  };
  return base[type] ? `${base[type]}${id}` : null;
}

/** The audit log's entries, read-only: who, what, on which target, the change, why, from where, when. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('adminAudit');
  if (entries.length === 0) return <p className="text-muted-foreground">{t('table.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            {(['when', 'who', 'what', 'target', 'change', 'reason', 'ip'] as const).map((key) => (
              <th key={key} scope="col" className="px-3 py-2">
                {t(`table.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const href = targetHref(entry.targetType, entry.targetId);
            const details = Object.keys(entry.details).length > 0 ? entry.details : null;
            return (
              <tr key={entry.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                </td>
                <td className="px-3 py-2">
                  {entry.actor ? (
                    <Link to={`/admin/users/${entry.actor.id}`} className="underline underline-offset-4">
                      {entry.actor.email}
                    </Link>
                  ) : entry.actorId ? (
                    t('table.deletedAccount')
                  ) : (
                    t('table.system')
                  )}
                </td>
                <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                  {entry.action}
                </th>
                <td className="px-3 py-2">
                  <span className="block text-xs text-muted-foreground">{entry.targetType}</span>
                  {href ? (
                    <Link to={href} className="font-mono text-xs break-all underline underline-offset-4">
                      {entry.targetId}
                    </Link>
                  ) : (
                    <span className="font-mono text-xs break-all">{entry.targetId ?? t('table.none')}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <AuditChange before={entry.before} after={entry.after} />
                  {details && (
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
                  )}
                </td>
                <td className="px-3 py-2">{entry.reason ?? t('table.none')}</td>
                <td className="px-3 py-2 font-mono text-xs">{entry.ip ?? t('table.none')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
