import Gift from 'lucide-react/icons/gift';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { GiftCard } from './gift-card.tsx';

/** A link that gives nothing (any more): unknown, refunded, or already claimed by someone else. */
export function GiftUnavailable({ reason }: { reason: 'invalid' | 'refunded' | 'claimed' }) {
  const { t } = useTranslation('gifts');
  return (
    <GiftCard>
      <div className="space-y-3 text-center">
        <Gift aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t(`${reason}.title`)}</h1>
        <p className="text-muted-foreground">{t(`${reason}.text`)}</p>
      </div>
      <div className="text-center">
        <ButtonLink to="/market">{t('market')}</ButtonLink>
      </div>
    </GiftCard>
  );
}
