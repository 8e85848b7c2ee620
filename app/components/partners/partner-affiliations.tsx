import { Form } from 'react-router';
import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Section } from '../ui/section.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';

const columns = ['seller', 'rates', 'link', 'sales', 'commission'] as const;

/**
 * The affiliate's side (decision 0044): sellers' invitations to accept, and the sellers they earn on — rates, the
 * link to the seller's page with their code, sales and commissions.
 */
export function PartnerAffiliations({
  dashboard,
  publicUrl,
}: {
  dashboard: Pick<PartnerDashboard, 'invitations' | 'affiliations' | 'code'>;
  publicUrl: string;
}) {
  const { t, i18n } = useTranslation('partners');
  const { invitations, affiliations, code } = dashboard;
  return (
    <>
      {invitations.length > 0 && (
        <Section title={t('invitations.heading')} headingId="affiliate-invitations" className="space-y-4">
          <ul className="space-y-3">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
              >
                <div>
                  <p>{t('invitations.text', { seller: invitation.sellerName })}</p>
                  <p className="text-sm text-muted-foreground">
                    {[
                      invitation.defaultPercent !== null &&
                        t('invitations.rate', { percent: invitation.defaultPercent }),
                      invitation.productRates > 0 && t('invitations.productRates', { count: invitation.productRates }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="accept" />
                  <input type="hidden" name="affiliateId" value={invitation.id} />
                  <Button type="submit" size="sm">
                    {t('invitations.accept', { seller: invitation.sellerName })}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {affiliations.length > 0 && (
        <Section title={t('affiliations.heading')} headingId="affiliations" className="space-y-4">
          <DataTable
            caption={t('affiliations.heading')}
            columns={dataColumns(columns, (key) => t(`affiliations.${key}`), {
              sales: 'text-right',
              commission: 'text-right',
            })}
          >
            {affiliations.map((affiliation) => {
              const link = `${publicUrl}/seller/${affiliation.sellerId}?ref=${code}`;
              return (
                <TableRow key={affiliation.sellerId}>
                  <TableCell>{affiliation.sellerName}</TableCell>
                  <TableCell>
                    <ul className="text-sm">
                      {affiliation.defaultPercent !== null && (
                        <li>{t('affiliations.all', { percent: affiliation.defaultPercent })}</li>
                      )}
                      {affiliation.rates.map((rate) => (
                        <li key={rate.slug}>
                          <a className="underline" href={`/product/${rate.slug}?ref=${code}`}>
                            {t('affiliations.product', { title: rate.title, percent: rate.percent })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell className="break-all font-mono text-xs">{link}</TableCell>
                  <TableCell className="text-right tabular-nums">{affiliation.sales}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatPrice(affiliation.commissionCents, i18n.language)}
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        </Section>
      )}
    </>
  );
}
