import type { SellerApplicationListItem } from '../../../../core/admin/applications/list-seller-applications.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { day } from './application-details.tsx';

export type ApplicationRow = SellerApplicationListItem & { countryName: string };

const date = 'whitespace-nowrap tabular-nums';

/** The queue's table: who applied, from where, when, and a link to the detail. */
export function ApplicationsTable({ rows, decided }: { rows: ApplicationRow[]; decided: boolean }) {
  const { t, i18n } = useTranslation('adminApplications');
  const locale = i18n.language;
  return (
    <RecordTable
      caption={t('list.caption')}
      rows={rows}
      label={(key) => t(`list.columns.${key}`)}
      columns={{
        applicant: (row) => (
          <>
            {row.legalName}
            <span className="block text-xs font-normal text-muted-foreground">{row.applicantName}</span>
          </>
        ),
        email: {
          cell: (row) => (
            <>
              {row.email}
              {row.applicantEmail !== row.email && (
                <span className="block text-xs text-muted-foreground">{row.applicantEmail}</span>
              )}
            </>
          ),
          className: 'break-words',
        },
        country: (row) => row.countryName,
        submitted: { cell: (row) => day(row.createdAt, locale), className: date },
        ...(decided && {
          decided: {
            cell: (row: ApplicationRow) => (row.reviewedAt ? day(row.reviewedAt, locale) : '—'),
            className: date,
          },
        }),
        actions: (row) => (
          <ButtonLink
            to={`/admin/applications/${row.id}`}
            variant={decided ? 'outline' : 'primary'}
            size="sm"
            aria-label={t('list.openLabel', { name: row.legalName })}
          >
            {t('list.open')}
          </ButtonLink>
        ),
      }}
    />
  );
}
