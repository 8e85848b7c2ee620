import { data, redirect } from 'react-router';
import { ZodError } from 'zod';
import type { Viewer } from '../../../core/accounts/viewer.ts';
import { attributionFromCookie } from '../../../core/analytics/attribution-cookie.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import type { CoreDeps } from '../../../core/deps.ts';
import { giftInput } from '../../../core/gifts/gift.schema.ts';
import { guestReturnToken } from '../../../core/orders/guest-return.ts';
import { placeOrder } from '../../../core/orders/place-order.ts';
import { type OrderQuote, quoteOrder } from '../../../core/orders/quote-order.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import type { Locale } from '../../../i18n/config.ts';
import type { CheckoutValues } from '../../components/checkout/checkout-form.tsx';
import { formText } from '../../lib/form-action.server.ts';

/** The gift fields' own errors, by field name. */
const giftFieldErrors = (gift: { recipientEmail: string; message: string }) => {
  const parsed = giftInput.safeParse(gift);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

export interface CheckoutActionResult {
  ok: boolean;
  values: CheckoutValues;
  /** The recap for the values, after 'Mettre à jour le récapitulatif'. */
  quote?: OrderQuote;
  fieldErrors?: Partial<Record<string, string>>;
  /** A code under `checkout:errors`. */
  formError?: string;
}

/**
 * The hidden lines of the form: what the page showed is what is ordered (prices are read again on the server). A
 * ticked « déploiement accompagné » box posts its line's product id.
 */
const linesOf = (form: FormData) => {
  const quantities = form.getAll('quantity');
  const deployments = new Set(form.getAll('deployment').map(String));
  return form.getAll('productId').map((productId, i) => ({
    productId: String(productId),
    quantity: Number(quantities[i]),
    deployment: deployments.has(String(productId)),
  }));
};

/**
 * The /checkout form (works without JavaScript): 'quote' prices the lines for the country, VAT number and promo
 * code typed; 'pay' places the order and sends the browser to the provider's hosted checkout.
 */
export async function checkoutAction(
  deps: CoreDeps,
  viewer: Viewer | null,
  request: Request,
  { locale, referralToken, clientIp }: { locale: Locale; referralToken?: string | null; clientIp: string | null },
) {
  const form = await request.formData();
  const values: CheckoutValues = {
    country: formText(form, 'country'),
    vatId: formText(form, 'vatId'),
    promoCode: formText(form, 'promoCode'),
    billingName: formText(form, 'billingName'),
    billingAddress: formText(form, 'billingAddress'),
    provider: formText(form, 'provider'),
    recipientEmail: formText(form, 'recipientEmail'),
    message: formText(form, 'message'),
    email: formText(form, 'email'),
  };
  const lines = linesOf(form);
  const gift =
    formText(form, 'gift') === '1'
      ? { recipientEmail: formText(form, 'recipientEmail'), message: formText(form, 'message') }
      : undefined;
  try {
    if (formText(form, 'intent') === 'quote') {
      const quote = await quoteOrder(
        deps,
        { lines, country: values.country, vatId: values.vatId, promoCode: values.promoCode },
        { buyerId: viewer?.userId },
      );
      return { ok: true, values, quote } satisfies CheckoutActionResult;
    }
    const placed = await placeOrder(
      deps,
      viewer,
      {
        ...values,
        provider: values.provider as 'sandbox',
        lines,
        acceptTerms: form.get('acceptTerms'),
        waiveWithdrawal: form.get('waiveWithdrawal'),
        startServiceNow: form.get('startServiceNow'),
        gift,
        email: viewer ? undefined : values.email,
      },
      {
        idempotencyKey: formText(form, 'idempotencyKey'),
        locale,
        referralToken,
        ip: clientIp,
        attribution: attributionFromCookie(request.headers.get('cookie')),
      },
    );
    const pass = viewer ? '' : `&guest=${guestReturnToken(deps, placed.orderId)}`;
    throw redirect(placed.redirectUrl ?? `/payment-success?order=${placed.orderId}${pass}`);
  } catch (error) {
    if (error instanceof ZodError) {
      // A gift's fields sit under `gift` in the schema; the form names them directly.
      const { gift: giftError, ...errors } = fieldErrors(error);
      const giftErrors = gift && giftError ? giftFieldErrors(gift) : {};
      return data<CheckoutActionResult>(
        { ok: false, values, fieldErrors: { ...errors, ...giftErrors } },
        { status: 400 },
      );
    }
    if (isAppError(error) && error.status < 500) {
      const field = typeof error.details?.field === 'string' ? error.details.field : null;
      return data<CheckoutActionResult>(
        field
          ? { ok: false, values, fieldErrors: { [field]: error.code } }
          : { ok: false, values, formError: error.code },
        { status: error.status },
      );
    }
    throw error;
  }
}
