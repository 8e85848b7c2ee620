import type { BroadcastRow } from '../../../../core/admin/broadcasts/list-broadcasts.ts';
import { formatCount, formatDateTime } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The broadcasts sent, with who sent them, to whom, and how many received and read them. */
export function BroadcastHistory({ broadcasts }: { broadcasts: BroadcastRow[] }) {
  const { t, i18n } = useTranslation('adminNotifications');
  if (broadcasts.length === 0) return <p className="text-muted-foreground">{t('history.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('history.date')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('history.notification')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('history.audience')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('history.author')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('history.recipients')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('history.reads')}
            </th>
          </tr>
        </thead>
        <tbody>
          {broadcasts.map((b) => (
            <tr key={b.id} className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={b.createdAt}>{formatDateTime(b.createdAt, i18n.language)}</time>
              </td>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-medium">{b.title}</span>
                <span className="block text-muted-foreground">{b.message}</span>
                <span className="block text-xs text-muted-foreground">
                  {t(`compose.types.${b.type}`)}
                  {b.redirectUrl && <> · {b.redirectUrl}</>}
                  {b.emailed && <> · {t('history.emailed')}</>}
                </span>
              </th>
              <td className="px-3 py-2">
                {b.audience === 'all'
                  ? t('history.audienceAll')
                  : b.audience === 'role'
                    ? t('history.audienceRole', { role: t(`compose.roles.${b.role}`) })
                    : t('history.audienceUser', { email: b.userEmail ?? t('history.deletedAccount') })}
              </td>
              <td className="px-3 py-2">
                {b.author ? <a href={`/admin/users/${b.author.id}`}>{b.author.email}</a> : t('history.deletedAccount')}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(b.recipients, i18n.language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(b.reads, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
