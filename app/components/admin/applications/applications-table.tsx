import type { SellerApplicationListItem } from '../../../../core/admin/applications/list-seller-applications.ts';
import { formatDate } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';

export type ApplicationRow = SellerApplicationListItem & { countryName: string };

const day = (value: Date | string, locale: string) => formatDate(new Date(value).toISOString(), locale);

/** The queue's table: who applied, from where, when, and a link to the detail. */
export function ApplicationsTable({ rows, decided }: { rows: ApplicationRow[]; decided: boolean }) {
  const { t, i18n } = useTranslation('adminApplications');
  const locale = i18n.language;
  const columns = ['applicant', 'email', 'country', 'submitted', ...(decided ? ['decided'] : []), 'actions'];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns.map((col) => ({ key: col, label: t(`list.columns.${col}`) }))}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-b align-top last:border-0">
          <th scope="row" className="px-3 py-3 font-medium">
            {row.legalName}
            <span className="block text-xs font-normal text-muted-foreground">{row.applicantName}</span>
          </th>
          <td className="px-3 py-3 break-words">
            {row.email}
            {row.applicantEmail !== row.email && (
              <span className="block text-xs text-muted-foreground">{row.applicantEmail}</span>
            )}
          </td>
          <td className="px-3 py-3">{row.countryName}</td>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">{day(row.createdAt, locale)}</td>
          {decided && (
            <td className="px-3 py-3 whitespace-nowrap tabular-nums">
              {row.reviewedAt ? day(row.reviewedAt, locale) : '—'}
            </td>
          )}
          <td className="px-3 py-3">
            <ButtonLink
              to={`/admin/applications/${row.id}`}
              variant={decided ? 'outline' : 'primary'}
              size="sm"
              aria-label={t('list.openLabel', { name: row.legalName })}
            >
              {t('list.open')}
            </ButtonLink>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
