import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import type { CartLine } from '../../../core/cart/cart-view.ts';
import { giftLimits } from '../../../core/gifts/gift.schema.ts';
import type { OrderKinds } from '../../../core/orders/checkout.schema.ts';
import type { QuoteLine } from '../../../core/orders/quote-order.ts';
import type { PaymentProviderName } from '../../../core/ports/payment-provider.ts';
import { formatPrice } from '../../../i18n/format.ts';
import type { CountryOption } from '../../lib/country-options.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field, FieldError } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Radio } from '../ui/radio.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** What the buyer typed, sent back by the action so the form keeps it. */
export interface CheckoutValues {
  country: string;
  vatId: string;
  promoCode: string;
  billingName: string;
  billingAddress: string;
  provider: string;
  recipientEmail: string;
  message: string;
  /** A guest's address (no session). */
  email: string;
}

/**
 * The guided deployment a buyer may add to each line whose product sells it as an option (never ticked in advance
 * unless chosen in the cart), billing details, payment method and the consents French law requires for the kinds of
 * products bought (never ticked in advance), with the 30-day guarantee beside them. 'Mettre à jour le récapitulatif'
 * prices the order again without paying; ticking a deployment does so at once once the page is hydrated.
 */
export function CheckoutForm({
  lines,
  priced,
  kinds,
  values,
  providers,
  countries,
  idempotencyKey,
  gift,
  guest,
  fieldErrors = {},
}: {
  lines: CartLine[];
  /** The lines as the recap shows them priced: which sell the guided deployment, and whether it is added. */
  priced: readonly Pick<QuoteLine, 'productId' | 'title' | 'deploymentOptionCents' | 'deploymentCents'>[];
  /** What the lines are, which decides the consents asked for. */
  kinds: OrderKinds;
  values: CheckoutValues;
  providers: PaymentProviderName[];
  /** From the loader (see countryOptions). */
  countries: CountryOption[];
  idempotencyKey: string;
  /** Bought for someone else ("Offrir"): the recipient's address and a message. */
  gift: boolean;
  /** A visitor checks out as a guest with their e-mail address, or signs in first. */
  guest?: { signInHref: string };
  fieldErrors?: Partial<Record<string, string>>;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tGift } = useTranslation('gifts');
  const submit = useSubmit();
  const options = priced.filter((line) => line.deploymentOptionCents !== null);
  const giftError = (field: string) => (fieldErrors[field] ? tGift(`errors.${fieldErrors[field]}`) : undefined);
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const error = (field: string) => (fieldErrors[field] ? t(`errors.${fieldErrors[field]}`) : undefined);
  const provider = values.provider || providers[0];

  return (
    <Form method="post" className="space-y-6" noValidate>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {lines.map((line) => (
        <span key={line.productId} hidden>
          <input type="hidden" name="productId" value={line.productId} />
          <input type="hidden" name="quantity" value={line.quantity} />
        </span>
      ))}

      {guest && (
        <fieldset className="min-w-0 space-y-4 rounded-card border bg-card p-5 shadow-sm">
          <legend className="px-1 text-xl font-semibold">{t('guest.legend')}</legend>
          <Field name="email" label={t('guest.email')} description={t('guest.emailHint')} error={error('email')}>
            <Input type="email" defaultValue={values.email} autoComplete="email" maxLength={254} required />
          </Field>
          <p className="text-sm text-muted-foreground">
            {t('guest.haveAccount')}{' '}
            <Link to={guest.signInHref} className="font-medium text-primary underline underline-offset-4">
              {t('guest.signIn')}
            </Link>
          </p>
        </fieldset>
      )}

      {options.length > 0 && (
        <fieldset
          className="min-w-0 space-y-4 rounded-card border bg-card p-5 shadow-sm"
          aria-describedby="deployment-hint"
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (!form) return;
            const data = new FormData(form);
            data.set('intent', 'quote');
            void submit(data, { method: 'post', preventScrollReset: true });
          }}
        >
          <legend className="px-1 text-xl font-semibold">{t('deployment.legend')}</legend>
          <p id="deployment-hint" className="text-sm text-muted-foreground">
            {t('deployment.hint')}
          </p>
          {options.map((line) => (
            <Field
              key={line.productId}
              id={`deployment-${line.productId}`}
              name="deployment"
              orientation="horizontal"
              label={t('deployment.add', {
                title: line.title,
                price: formatPrice(line.deploymentOptionCents ?? 0, i18n.language),
              })}
            >
              <Checkbox value={line.productId} defaultChecked={line.deploymentCents > 0} />
            </Field>
          ))}
          <Button type="submit" name="intent" value="quote" variant="outline">
            {t('billing.apply')}
          </Button>
        </fieldset>
      )}

      {gift && (
        <fieldset className="min-w-0 space-y-4 rounded-card border bg-card p-5 shadow-sm">
          <legend className="px-1 text-xl font-semibold">{tGift('form.legend')}</legend>
          <input type="hidden" name="gift" value="1" />
          <Field
            name="recipientEmail"
            label={tGift('form.recipientEmail')}
            description={tGift('form.recipientHint')}
            error={giftError('recipientEmail')}
          >
            <Input
              type="email"
              defaultValue={values.recipientEmail}
              maxLength={giftLimits.emailMax}
              autoComplete="off"
              required
            />
          </Field>
          <Field
            name="message"
            label={tGift('form.message')}
            description={tGift('form.messageHint')}
            error={giftError('message')}
          >
            <Textarea rows={3} defaultValue={values.message} maxLength={giftLimits.messageMax} />
          </Field>
        </fieldset>
      )}

      <fieldset className="min-w-0 space-y-4 rounded-card border bg-card p-5 shadow-sm">
        <legend className="px-1 text-xl font-semibold">{t('billing.heading')}</legend>
        <Field name="billingName" label={t(guest ? 'billing.nameGuest' : 'billing.name')} error={error('billingName')}>
          <Input defaultValue={values.billingName} autoComplete="name" required={!guest} />
        </Field>
        <Field
          name="billingAddress"
          label={t('billing.address')}
          description={t('billing.addressHint')}
          error={error('billingAddress')}
        >
          <Textarea rows={2} defaultValue={values.billingAddress} autoComplete="street-address" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="country" label={t('billing.country')} error={error('country')}>
            <NativeSelect defaultValue={values.country} autoComplete="country">
              {countries.map((c) => (
                <NativeSelectOption key={c.code} value={c.code}>
                  {c.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field name="vatId" label={t('billing.vatId')} description={t('billing.vatIdHint')} error={error('vatId')}>
            <Input defaultValue={values.vatId} autoComplete="off" />
          </Field>
        </div>
        <Field name="promoCode" label={t('billing.promoCode')} error={error('promoCode')}>
          <Input
            className="uppercase sm:max-w-xs"
            defaultValue={values.promoCode}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" name="intent" value="quote" variant="outline">
          {t('billing.apply')}
        </Button>
      </fieldset>

      <fieldset
        className="min-w-0 space-y-3 rounded-card border bg-card p-5 shadow-sm"
        aria-describedby={error('provider') ? 'provider-error' : undefined}
      >
        <legend className="px-1 text-xl font-semibold">{t('payment.heading')}</legend>
        {providers.map((name) => (
          <Label
            key={name}
            className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:checked]:border-primary"
          >
            <Radio name="provider" value={name} defaultChecked={name === provider} />
            <span>{t(`payment.${name}`)}</span>
          </Label>
        ))}
        <FieldError id="provider-error">{error('provider')}</FieldError>
      </fieldset>

      <div className="space-y-3">
        <Consent name="acceptTerms" error={error('acceptTerms')}>
          <Trans
            t={t}
            i18nKey="consent.terms"
            components={{ terms: <Link to="/terms-of-service" target="_blank" className="text-primary underline" /> }}
          />
        </Consent>
        {kinds.download && (
          <Consent name="waiveWithdrawal" error={error('waiveWithdrawal')}>
            {t('consent.withdrawal')}
          </Consent>
        )}
        {kinds.subscription && (
          <Consent name="startServiceNow" error={error('startServiceNow')}>
            {t('consent.serviceStart')}
          </Consent>
        )}
        <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">{t('consent.guarantee')}</p>
      </div>

      <Button
        type="submit"
        name="intent"
        value="pay"
        size="lg"
        className="h-auto min-h-11 w-full whitespace-normal py-2.5"
        disabled={paying}
      >
        {paying ? t('paying') : t('pay')}
      </Button>
    </Form>
  );
}

/** An unticked checkbox with its text as the label and its error under it. */
function Consent({ name, error, children }: { name: string; error?: string; children: ReactNode }) {
  return (
    <Field name={name} label={children} error={error} orientation="horizontal">
      <Checkbox />
    </Field>
  );
}
