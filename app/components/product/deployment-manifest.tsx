import type { DeploymentManifest as Manifest } from '../../../db/schema/catalog.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** What the buyer needs to run the product: model or provider, keys, running cost, hosting, data, AI disclosure. */
export function DeploymentManifest({ manifest }: { manifest: Manifest }) {
  const { t, i18n } = useTranslation('product');
  return (
    <section aria-labelledby="manifest-heading" className="rounded-card border bg-card p-6">
      <h2 id="manifest-heading" className="mb-3 font-semibold">
        {t('manifest.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('manifest.model')}</dt>
        <dd>{manifest.model}</dd>
        <dt className="text-muted-foreground">{t('manifest.keys')}</dt>
        <dd className="font-mono text-xs">
          {manifest.requiredKeys.length > 0 ? manifest.requiredKeys.join(', ') : t('manifest.noKeys')}
        </dd>
        <dt className="text-muted-foreground">{t('manifest.cost')}</dt>
        <dd>
          {t('manifest.costValue', {
            amount: formatPrice(Math.round(manifest.estimatedMonthlyCostEur * 100), i18n.language),
          })}
        </dd>
        <dt className="text-muted-foreground">{t('manifest.hosting')}</dt>
        <dd>{manifest.hosting}</dd>
        <dt className="text-muted-foreground">{t('manifest.dataLocation')}</dt>
        <dd>{manifest.dataLocation}</dd>
        <dt className="text-muted-foreground">{t('manifest.aiDisclosure')}</dt>
        <dd>{manifest.aiDisclosure ? t('manifest.yes') : t('manifest.no')}</dd>
      </dl>
    </section>
  );
}
