import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

const card = 'rounded-card border bg-card p-5 shadow-xs md:p-8';
const back = `?redirectTo=${encodeURIComponent('/sell#application')}`;

/** For visitors: applying needs an account; sign-in and sign-up both come back here. */
export function VisitorInvite() {
  const { t } = useTranslation('sell');
  return (
    <div className={card}>
      <h3 className="text-xl font-semibold">{t('visitor.title')}</h3>
      <p className="mt-2 text-muted-foreground">{t('visitor.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={`/auth${back}`}>{t('visitor.signIn')}</ButtonLink>
        <ButtonLink to={`/signup${back}`} variant="outline">
          {t('visitor.signUp')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** For experts and administrators: they sell already; where to go instead. */
export function SellerWelcome() {
  const { t } = useTranslation('sell');
  return (
    <div className={card}>
      <h3 className="text-xl font-semibold">{t('seller.title')}</h3>
      <p className="mt-2 text-muted-foreground">{t('seller.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/products/new">{t('seller.createProduct')}</ButtonLink>
        <ButtonLink to="/dashboard/products" variant="outline">
          {t('seller.products')}
        </ButtonLink>
        <ButtonLink to="/dashboard/seller-profile" variant="outline">
          {t('seller.profile')}
        </ButtonLink>
      </div>
    </div>
  );
}
