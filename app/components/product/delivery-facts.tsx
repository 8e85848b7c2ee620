import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import { useTranslation } from '../../lib/i18n.tsx';

/** How a product is delivered: a digital download, deployed within its hours (product page and editor preview). */
export function DeliveryFacts({ deploymentHours }: { deploymentHours: number }) {
  const { t } = useTranslation('product');
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
        <Download aria-hidden="true" className="size-4" />
        {t('digitalDownload')}
      </li>
      <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
        <Clock aria-hidden="true" className="size-4" />
        {t('deployment', { count: deploymentHours })}
      </li>
    </ul>
  );
}
