import type { SellerAnalytics } from '../../../core/dashboard/seller-analytics.ts';
import { formatPercent } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { RecordTable } from '../ui/record-table.tsx';
import { Section } from '../ui/section.tsx';
import { useFigureFormats } from './use-figure-formats.ts';
import { ValueBars } from './value-bars.tsx';

/** A traffic source as the seller reads it: « Accès direct », « Partenaire ALICE », « Campagne newsletter », a host. */
function useSourceName() {
  const { t } = useTranslation('dashboard');
  return (source: string) =>
    source === 'direct' || source === 'unknown'
      ? t(`analytics.sources.${source}`)
      : source.startsWith('ref:')
        ? t('analytics.sources.partner', { code: source.slice(4) })
        : source.startsWith('utm:')
          ? t('analytics.sources.campaign', { name: source.slice(4) })
          : source;
}

/** The sales page's analytics over its period: views → sales per product, traffic sources, partners, codes. */
export function SalesAnalytics({ analytics }: { analytics: SellerAnalytics }) {
  const { t } = useTranslation('dashboard');
  const { locale, money, count } = useFigureFormats();
  const sourceName = useSourceName();
  const percent = (ratio: number | null) => (ratio === null ? '—' : formatPercent(ratio, locale, 1));
  const label = (key: string) => t(`analytics.columns.${key}`);
  return (
    <>
      <Section title={t('analytics.conversionHeading')} headingId="conversion" bold className="space-y-4">
        {analytics.products.length > 0 && (
          <ValueBars
            label={t('analytics.viewsChart')}
            items={analytics.products.map((p) => ({
              key: p.productId,
              label: p.title,
              value: p.views,
              text: t('analytics.viewsBar', { views: count(p.views), orders: count(p.orders) }),
            }))}
          />
        )}
        <RecordTable
          caption={t('analytics.conversionHeading')}
          rows={analytics.products}
          rowKey={(p) => p.productId}
          label={label}
          empty={t('analytics.empty')}
          columns={{
            product: (p) => p.title,
            views: { cell: (p) => count(p.views), numeric: true },
            orders: { cell: (p) => count(p.orders), numeric: true },
            conversion: { cell: (p) => percent(p.conversion), numeric: true },
          }}
        />
      </Section>
      <Section title={t('analytics.sourcesHeading')} headingId="sources" bold className="space-y-4">
        <RecordTable
          caption={t('analytics.sourcesHeading')}
          rows={analytics.sources}
          rowKey={(s) => s.source}
          label={label}
          empty={t('analytics.empty')}
          columns={{
            source: (s) => sourceName(s.source),
            views: { cell: (s) => count(s.views), numeric: true },
            orders: { cell: (s) => count(s.orders), numeric: true },
            revenue: { cell: (s) => money(s.revenueCents), numeric: true },
          }}
        />
      </Section>
      <Section title={t('analytics.partnersHeading')} headingId="partners" bold className="space-y-4">
        <RecordTable
          caption={t('analytics.partnersHeading')}
          rows={analytics.partners}
          rowKey={(p) => p.partnerId}
          label={label}
          empty={t('analytics.noPartners')}
          columns={{
            partner: (p) => <span className="font-mono">{p.code}</span>,
            orders: { cell: (p) => count(p.orders), numeric: true },
            revenue: { cell: (p) => money(p.revenueCents), numeric: true },
          }}
        />
      </Section>
      <Section title={t('analytics.codesHeading')} headingId="codes" bold className="space-y-4">
        <RecordTable
          caption={t('analytics.codesHeading')}
          rows={analytics.codes}
          rowKey={(c) => c.promotionId}
          label={label}
          empty={t('analytics.noCodes')}
          columns={{
            code: (c) => <span className="font-mono">{c.code}</span>,
            orders: { cell: (c) => count(c.orders), numeric: true },
            revenue: { cell: (c) => money(c.revenueCents), numeric: true },
            discount: { cell: (c) => money(c.discountCents), numeric: true },
          }}
        />
      </Section>
    </>
  );
}
