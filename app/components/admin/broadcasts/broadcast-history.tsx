import type { BroadcastRow } from '../../../../core/admin/broadcasts/list-broadcasts.ts';
import { formatCount } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DateTime } from '../../ui/date-time.tsx';
import { RecordTable } from '../../ui/record-table.tsx';

/** The broadcasts sent, with who sent them, to whom, and how many received and read them. */
export function BroadcastHistory({ broadcasts }: { broadcasts: BroadcastRow[] }) {
  const { t, i18n } = useTranslation('adminNotifications');
  const audience = (b: BroadcastRow) =>
    b.audience === 'all'
      ? t('history.audienceAll')
      : b.audience === 'role'
        ? t('history.audienceRole', { role: t(`compose.roles.${b.role}`) })
        : t('history.audienceUser', { email: b.userEmail ?? t('history.deletedAccount') });
  return (
    <RecordTable
      caption={t('history.caption')}
      rows={broadcasts}
      label={(key) => t(`history.${key}`)}
      rowHeader="notification"
      empty={t('history.empty')}
      columns={{
        date: {
          cell: (b) => <DateTime value={b.createdAt} />,
          className: 'whitespace-nowrap',
        },
        notification: {
          cell: (b) => (
            <>
              <span className="block font-medium">{b.title}</span>
              <span className="block text-muted-foreground">{b.message}</span>
              <span className="block text-xs text-muted-foreground">
                {t(`compose.types.${b.type}`)}
                {b.redirectUrl && <> · {b.redirectUrl}</>}
                {b.emailed && <> · {t('history.emailed')}</>}
              </span>
            </>
          ),
          className: 'font-normal',
        },
        audience,
        author: (b) =>
          b.author ? <a href={`/admin/users/${b.author.id}`}>{b.author.email}</a> : t('history.deletedAccount'),
        recipients: { cell: (b) => formatCount(b.recipients, i18n.language), numeric: true },
        reads: { cell: (b) => formatCount(b.reads, i18n.language), numeric: true },
      }}
    />
  );
}
