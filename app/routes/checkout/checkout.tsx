import { randomUUID } from 'node:crypto';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useActionData } from 'react-router';
import { z } from 'zod';
import { parseLinesParam } from '../../../core/cart/cart-lines-param.ts';
import { orderKindsOf } from '../../../core/orders/checkout.schema.ts';
import { prepareCheckout } from '../../../core/orders/prepare-checkout.ts';
import { ownedProducts } from '../../../core/purchases/owned-products.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { CheckoutForm } from '../../components/checkout/checkout-form.tsx';
import { OrderRecap } from '../../components/checkout/order-recap.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PartnerLinkBanner } from '../../components/partners/partner-link-banner.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, signInPath } from '../../lib/auth.server.ts';
import { countryOptions } from '../../lib/country-options.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/checkout';
import { type CheckoutActionResult, checkoutAction } from './checkout-action.server.ts';

const buyParam = z.uuid().optional().catch(undefined);

/**
 * The cart (or `?buy=<productId>`, "Acheter maintenant", with `&deployment=1` when the guided deployment is ticked)
 * priced for the buyer, and the order form. A visitor checks
 * out as a guest: their cart comes from their browser as `?lines=`, and the form asks for their e-mail address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { viewer } = authOf(context);
  const { locale, referralToken } = context.get(requestContext);
  const gift = url.searchParams.get('gift') === '1';
  return guard(async () => {
    const page = await prepareCheckout(context.get(depsContext), viewer, {
      buy: buyParam.parse(url.searchParams.get('buy') ?? undefined),
      deployment: url.searchParams.get('deployment') === '1',
      lines: parseLinesParam(url.searchParams.get('lines')),
      referralToken,
    });
    return {
      page,
      guest: viewer === null,
      signInHref: signInPath(url),
      // Lines the buyer already has are flagged (a gift is for someone else: nothing to flag).
      owned: gift
        ? []
        : await ownedProducts(
            context.get(depsContext),
            viewer,
            page.lines.map((l) => l.productId),
          ),
      // One key per display of the form: a double submission or a retry places one order.
      idempotencyKey: randomUUID(),
      gift,
      countries: countryOptions(locale),
      meta: { title: serverT(locale, 'checkout')('meta.title'), noindex: true },
    };
  });
}

export async function action({ context, request }: Route.ActionArgs) {
  return checkoutAction(context.get(depsContext), authOf(context).viewer, request, context.get(requestContext));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  const result = useActionData<CheckoutActionResult>();
  const { t: tGift } = useTranslation('gifts');
  const { page, owned, idempotencyKey, gift, countries, guest, signInHref } = loaderData;
  const quote = result?.quote ?? page.quote;

  if (!quote) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-bold">{t('empty.title')}</h1>
        {page.unavailable > 0 && <p className="mt-3">{t('unavailable', { count: page.unavailable })}</p>}
        <p className="mt-3 text-muted-foreground">{t('empty.text')}</p>
        <ButtonLink to="/market" className="mt-8">
          {t('empty.cta')}
        </ButtonLink>
      </div>
    );
  }

  const values = result?.values ?? {
    country: page.country,
    vatId: '',
    promoCode: '',
    billingName: page.billingName,
    billingAddress: '',
    provider: '',
    recipientEmail: '',
    message: '',
    email: '',
  };
  const formError = result?.formError ?? result?.fieldErrors?.lines;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      {page.partnerName !== null && <PartnerLinkBanner partnerName={page.partnerName} className="mb-6" />}
      <div aria-live="polite" className="mb-6 space-y-3 empty:hidden">
        {page.unavailable > 0 && <Notice tone="error">{t('unavailable', { count: page.unavailable })}</Notice>}
        {formError && (
          <Notice tone="error">
            {formError.startsWith('gift')
              ? tGift(`errors.${formError}`)
              : t(`errors.${formError}`, { defaultValue: t('errors.unknown') })}
          </Notice>
        )}
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-24">
            <OrderRecap quote={quote} owned={owned} />
          </div>
        </div>
        <div className="lg:order-1">
          <CheckoutForm
            lines={page.lines}
            priced={quote.lines}
            kinds={orderKindsOf(quote.lines)}
            values={values}
            providers={page.providers}
            countries={countries}
            idempotencyKey={idempotencyKey}
            gift={gift}
            guest={guest ? { signInHref } : undefined}
            fieldErrors={result?.fieldErrors}
          />
        </div>
      </div>
    </div>
  );
}
