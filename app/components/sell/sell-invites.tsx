import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

const back = `?redirectTo=${encodeURIComponent('/sell#application')}`;

/** The card that stands where the application form would, for someone who cannot apply: why, and where to go. */
function InviteCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-card border bg-card p-5 shadow-xs md:p-8">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/** For visitors: applying needs an account; sign-in and sign-up both come back here. */
export function VisitorInvite() {
  const { t } = useTranslation('sell');
  return (
    <InviteCard title={t('visitor.title')} text={t('visitor.text')}>
      <ButtonLink to={`/auth${back}`}>{t('visitor.signIn')}</ButtonLink>
      <ButtonLink to={`/signup${back}`} variant="outline">
        {t('visitor.signUp')}
      </ButtonLink>
    </InviteCard>
  );
}

/** For experts and administrators: they sell already; where to go instead. */
export function SellerWelcome() {
  const { t } = useTranslation('sell');
  return (
    <InviteCard title={t('seller.title')} text={t('seller.text')}>
      <ButtonLink to="/products/new">{t('seller.createProduct')}</ButtonLink>
      <ButtonLink to="/dashboard/products" variant="outline">
        {t('seller.products')}
      </ButtonLink>
      <ButtonLink to="/dashboard/seller-profile" variant="outline">
        {t('seller.profile')}
      </ButtonLink>
    </InviteCard>
  );
}
