import BadgeCheck from 'lucide-react/icons/badge-check';
import { useLocation } from 'react-router';
import type { ProductDetail } from '../../../core/catalog/get-product.ts';
import type { FollowState } from '../../../core/posts/get-follow-state.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { Avatar } from '../avatar.tsx';
import { ContactSellerForm } from '../messages/contact-seller-form.tsx';
import { FollowButton } from '../posts/follow-button.tsx';
import { DeploymentRecord } from '../seller/deployment-record.tsx';
import { TraderDetails } from '../seller/trader-details.tsx';
import { Badge } from '../ui/badge.tsx';
import { ButtonLink } from '../ui/button.tsx';

/**
 * The expert card: name, certified badge, member since, bio, deployment record (on-time rate, median), profile link and contact — for a signed-in user a
 * conversation about `productId` (ContactSellerForm), for a visitor the e-mail form of /seller/:id#contact — and,
 * folded, « Informations sur le vendeur ».
 */
export function SellerCard({
  seller,
  productId,
  follow = null,
}: {
  seller: ProductDetail['seller'];
  productId?: string;
  /** Null for a visitor, whose « Suivre » leads to the sign-in. */
  follow?: FollowState | null;
}) {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('product');
  const user = useSessionUser();
  return (
    <section aria-labelledby="seller-heading" data-testid="seller-card" className="rounded-card border bg-card p-6">
      <div className="flex items-center gap-3">
        <Avatar name={seller.name} src={seller.avatarUrl} size={48} className="size-12 border bg-muted" />
        <div>
          <h2 id="seller-heading" className="flex flex-wrap items-center gap-2 font-semibold">
            {seller.name}
            {seller.certified && (
              <Badge>
                <BadgeCheck aria-hidden="true" />
                {t('seller.certified')}
              </Badge>
            )}
          </h2>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('seller:memberSince', { date: formatDate(seller.memberSince, i18n.language) })}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{seller.bio}</p>
      <DeploymentRecord stats={seller.deployment} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={`/seller/${seller.id}`} variant="outline" size="sm">
          {t('seller.profile')}
        </ButtonLink>
        {user ? (
          <ContactSellerForm sellerId={seller.id} productId={productId} variant="ghost" />
        ) : (
          <ButtonLink to={`/seller/${seller.id}#contact`} variant="ghost" size="sm">
            {t('seller.contact')}
          </ButtonLink>
        )}
        <FollowButton
          sellerId={seller.id}
          sellerName={seller.name}
          state={follow}
          returnTo={pathname}
          variant="ghost"
        />
      </div>
      {seller.trader && (
        <details className="mt-4 border-t pt-3">
          <summary className="cursor-pointer text-sm font-medium">{t('seller:trader.heading')}</summary>
          <div className="mt-3">
            <TraderDetails trader={seller.trader} />
          </div>
        </details>
      )}
    </section>
  );
}
