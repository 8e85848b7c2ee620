import Store from 'lucide-react/icons/store';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** Why seller figures are not shown, and the one step that unlocks them: apply to sell, or complete the profile. */
export function SellerAccessNotice({ kind }: { kind: 'customer' | 'missingProfile' }) {
  const { t } = useTranslation('dashboard');
  const key = kind === 'customer' ? 'becomeSeller' : 'completeProfile';
  return (
    <section aria-labelledby="seller-access" className="rounded-card border border-dashed bg-card p-6 sm:p-8">
      <Store aria-hidden="true" className="size-8 text-primary" />
      <h2 id="seller-access" className="mt-3 text-xl font-bold">
        {t(`sellerAccess.${key}.title`)}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t(`sellerAccess.${key}.text`)}</p>
      <ButtonLink to={kind === 'customer' ? '/sell' : '/dashboard/seller-profile'} className="mt-5">
        {t(`sellerAccess.${key}.action`)}
      </ButtonLink>
    </section>
  );
}
