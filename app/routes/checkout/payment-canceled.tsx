import CircleX from 'lucide-react/icons/circle-x';
import { getBuyerOrder } from '../../../core/orders/get-buyer-order.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink, buttonVariants } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/payment-canceled';
import { returnPageLoader } from './return-page.server.ts';

/** The buyer left the provider's page without paying: pay after all (the checkout stays open), or go back. */
export const loader = ({ context, url }: Route.LoaderArgs) => returnPageLoader(context, url, getBuyerOrder, 'canceled');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PaymentCanceledPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  const { order } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <CircleX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-4 text-3xl font-bold">{t('canceled.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('canceled.text', { number: order.number })}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {order.payUrl && (
          <a href={order.payUrl} className={buttonVariants()}>
            {t('canceled.retry')}
          </a>
        )}
        {/* A guest's cart is in their browser, in the header's cart panel, not at /checkout. */}
        {!order.guestEmail && (
          <ButtonLink to="/checkout" variant="outline">
            {t('canceled.cart')}
          </ButtonLink>
        )}
        <ButtonLink to="/market" variant="ghost">
          {t('canceled.market')}
        </ButtonLink>
      </div>
    </div>
  );
}
