import Gift from 'lucide-react/icons/gift';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import type { ProductCard } from '../../../core/catalog/product-card.ts';
import { deploymentOptionCents } from '../../../core/deployments/deployment-option.ts';
import type { OwnedProduct } from '../../../core/purchases/owned-products.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useCart } from '../cart/cart-provider.tsx';
import { OwnedLink } from '../purchases/owned-link.tsx';
import { mediaUrl } from '../responsive-image.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';

type Purchasable = Pick<ProductCard, 'id' | 'slug' | 'title' | 'priceCents' | 'billing' | 'cover' | 'seller'> & {
  deploymentService: { priceCents: number | null };
};

/**
 * The product page's 'Ajouter au panier' and 'Acheter maintenant'. Buying now skips the cart: /checkout with this
 * one product (a visitor signs in first and comes back), a plain link that works before hydration and without
 * JavaScript. Adding to the cart needs the page's script: that button is disabled until the page is hydrated. A
 * one-off licence and a subscription are added alike. A one-off product can also be offered ('Offrir'): the same
 * checkout, asking for the recipient. A product the viewer already owns is not sold to them again: « Déjà acheté —
 * Voir dans mes achats » instead, and 'Offrir' still (a gift is someone else's). A product whose creator sells the
 * guided deployment as an option gets a box « Ajouter le déploiement accompagné (+ X €) » that both buttons honour
 * ('Acheter maintenant' then links to `…&deployment=1`); like adding to the cart it needs the script, so it is
 * disabled until the page is hydrated — without JavaScript the buyer adds the option on /checkout.
 */
export function PurchaseButtons({ product, owned }: { product: Purchasable; owned: OwnedProduct | null }) {
  const { t, i18n } = useTranslation('product');
  const cart = useCart();
  const hydrated = useHydrated();
  const [withDeployment, setWithDeployment] = useState(false);
  const thumbnail = product.cover.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0];
  const deploymentPriceCents = deploymentOptionCents({
    deploymentPriceCents: product.deploymentService.priceCents,
    billing: product.billing,
  });
  const option = !owned && deploymentPriceCents !== null;
  const buttons = (
    <div className="flex flex-col gap-2 sm:flex-row">
      {owned ? (
        <OwnedLink owned={owned} as="button" />
      ) : (
        <>
          <Button
            type="button"
            className="sm:flex-1"
            disabled={!hydrated}
            onClick={() => {
              cart.add({
                productId: product.id,
                slug: product.slug,
                title: product.title,
                image: thumbnail ? mediaUrl(thumbnail.path) : null,
                sellerId: product.seller.id,
                sellerName: product.seller.name,
                priceCents: product.priceCents,
                billing: product.billing,
                deploymentPriceCents,
              });
              if (withDeployment) cart.setDeployment(product.id, true);
            }}
          >
            <ShoppingCart aria-hidden="true" />
            {t('addToCart')}
          </Button>
          <ButtonLink
            to={`/checkout?buy=${product.id}${withDeployment ? '&deployment=1' : ''}`}
            variant="outline"
            className="sm:flex-1"
          >
            {t('buyNow')}
          </ButtonLink>
        </>
      )}
      {product.billing === 'one_time' && (
        <ButtonLink to={`/checkout?buy=${product.id}&gift=1`} variant="ghost" className="sm:flex-1">
          <Gift aria-hidden="true" />
          {t('gifts:offer')}
        </ButtonLink>
      )}
    </div>
  );
  if (!option) return buttons;
  return (
    <div className="space-y-3">
      <Field
        id="product-deployment"
        name="deployment"
        orientation="horizontal"
        className="text-sm"
        label={t('common:cart.deployment', { price: formatPrice(deploymentPriceCents, i18n.language) })}
      >
        <Checkbox
          checked={withDeployment}
          disabled={!hydrated}
          onChange={(event) => setWithDeployment(event.currentTarget.checked)}
        />
      </Field>
      {buttons}
    </div>
  );
}
