import { Link } from 'react-router';
import type { PublicTrader } from '../../../core/sellers/public-trader.ts';
import { formatRegionName } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DescriptionItem, DescriptionList } from '../ui/description-list.tsx';

/**
 * « Informations sur le vendeur » (EU DSA art. 30(7), Code de la consommation L111-7): the seller's status and, for a
 * professional, who they are and how to reach them; then who the buyer deals with (Déploia, as commissionnaire) and
 * what that means for their rights. Nothing for a seller who never declared them.
 */
export function TraderDetails({ trader }: { trader: PublicTrader | null }) {
  const { t, i18n } = useTranslation('seller');
  if (!trader) return null;
  return (
    <div className="space-y-3 text-sm">
      <DescriptionList className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <DescriptionItem layout="cells" term={t('trader.status')}>
          {t(`trader.statuses.${trader.status}`)}
        </DescriptionItem>
        {'legalName' in trader && (
          <>
            <DescriptionItem layout="cells" term={t('trader.legalName')}>
              {trader.legalName}
            </DescriptionItem>
            <DescriptionItem layout="cells" term={t('trader.address')}>
              <address className="not-italic">
                {trader.addressLine}, {trader.postalCode} {trader.city},{' '}
                {formatRegionName(trader.country, i18n.language)}
              </address>
            </DescriptionItem>
            <DescriptionItem layout="cells" term={t('trader.phone')}>
              <a href={`tel:${trader.phone}`} className="underline">
                {trader.phone}
              </a>
            </DescriptionItem>
            <DescriptionItem layout="cells" term={t('trader.email')}>
              <a href={`mailto:${trader.email}`} className="break-all underline">
                {trader.email}
              </a>
            </DescriptionItem>
            {trader.companyId && (
              <DescriptionItem layout="cells" term={t('trader.companyId')}>
                {trader.companyId}
              </DescriptionItem>
            )}
            {trader.vatNumber && (
              <DescriptionItem layout="cells" term={t('trader.vatNumber')}>
                {trader.vatNumber}
              </DescriptionItem>
            )}
          </>
        )}
      </DescriptionList>
      <p className="text-muted-foreground">{t(`trader.rights.${trader.status}`)}</p>
      {trader.status === 'professional' && <p className="text-muted-foreground">{t('trader.selfCertified')}</p>}
      <Link to="/transparency" className="inline-block text-primary underline">
        {t('trader.more')}
      </Link>
    </div>
  );
}
