import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Section } from '../ui/section.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';

const columns = ['date', 'reference', 'amount', 'status', 'iban'] as const;

/** « Virements »: the payouts made to the partner (date, reference, amount, status, last four of the IBAN). */
export function PartnerPayouts({ payouts }: { payouts: PartnerDashboard['payouts'] }) {
  const { t, i18n } = useTranslation('partners');
  return (
    <Section title={t('payouts.heading')} headingId="partner-payouts" className="space-y-4">
      {payouts.length === 0 ? (
        <p className="text-muted-foreground">{t('payouts.empty')}</p>
      ) : (
        <DataTable
          caption={t('payouts.heading')}
          columns={dataColumns(columns, (key) => t(`payouts.${key}`), { amount: 'text-right' })}
        >
          {payouts.map((payout) => (
            <TableRow key={`${payout.reference}-${payout.createdAt}`}>
              <TableCell>{formatDate(payout.createdAt, i18n.language)}</TableCell>
              <TableCell className="font-mono">{payout.reference ?? '—'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPrice(payout.amountCents, i18n.language)}
              </TableCell>
              <TableCell>{t(`payouts.statuses.${payout.status}`)}</TableCell>
              <TableCell className="font-mono">
                {payout.ibanLast4 ? t('payouts.ibanLast4', { last4: payout.ibanLast4 }) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
