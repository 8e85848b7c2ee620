import Handshake from 'lucide-react/icons/handshake';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Transparency: the buyer came through a partner's link, and the partner's commission comes out of Déploia's share,
 * not the buyer's price. Shown on the page the link led to and on /checkout while the order would be attributed.
 */
export function PartnerLinkBanner({ partnerName, className }: { partnerName: string; className?: string }) {
  const { t } = useTranslation('partners');
  return (
    <aside
      aria-label={t('banner.label')}
      className={cn(
        'flex items-start gap-3 rounded-card border border-primary/40 bg-secondary px-4 py-3 text-sm text-secondary-foreground',
        className,
      )}
    >
      <Handshake aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{t('banner.text', { name: partnerName })}</p>
    </aside>
  );
}
