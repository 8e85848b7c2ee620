import Rocket from 'lucide-react/icons/rocket';
import { manifestHostingOptions } from '../../../core/deployments/guides/hosting-options.ts';
import type { DeploymentManifest as Manifest } from '../../../db/schema/catalog.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DescriptionItem, DescriptionList } from '../ui/description-list.tsx';
import { Section } from '../ui/section.tsx';

/** What the buyer needs to run the product: model or provider, keys, running cost, hosting, data, AI disclosure. */
export function DeploymentManifest({
  manifest,
  service,
}: {
  manifest: Manifest;
  /** Guided deployment by the creator: a line under the facts when included or offered as an option. */
  service?: { kind: 'none' | 'included' | 'paid_option'; priceCents: number | null };
}) {
  const { t, i18n } = useTranslation('product');
  const facts = [
    { term: 'model', value: manifest.model },
    {
      term: 'keys',
      value: manifest.requiredKeys.length > 0 ? manifest.requiredKeys.join(', ') : t('manifest.noKeys'),
      className: 'font-mono text-xs',
    },
    {
      term: 'cost',
      value: t('manifest.costValue', {
        amount: formatPrice(Math.round(manifest.estimatedMonthlyCostEur * 100), i18n.language),
      }),
    },
    { term: 'hosting', value: manifestHostingOptions(manifest).join(' · ') },
    { term: 'dataLocation', value: manifest.dataLocation },
    { term: 'aiDisclosure', value: manifest.aiDisclosure ? t('manifest.yes') : t('manifest.no') },
  ] as const;
  return (
    <Section
      title={t('manifest.title')}
      headingId="manifest-heading"
      size="base"
      headingClassName="mb-3"
      className="rounded-card border bg-card p-6"
    >
      <DescriptionList className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map((fact) => (
          <DescriptionItem
            key={fact.term}
            layout="cells"
            term={t(`manifest.${fact.term}`)}
            detailClassName={'className' in fact ? fact.className : undefined}
          >
            {fact.value}
          </DescriptionItem>
        ))}
      </DescriptionList>
      {service && service.kind !== 'none' && (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-secondary/50 px-3 py-2 text-sm font-medium">
          <Rocket aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {service.kind === 'included'
            ? t('manifest.guidedIncluded')
            : t('manifest.guidedOption', { price: formatPrice(service.priceCents ?? 0, i18n.language) })}
        </p>
      )}
    </Section>
  );
}
