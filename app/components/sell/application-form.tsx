import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  sellerApplicationLimits as limits,
  type SellerApplicationField,
  sellerApplicationSchema,
  traderStatuses,
} from '../../../core/sellers/seller-application.schema.ts';
import { cn } from '../../lib/cn.ts';
import type { CountryOption } from '../../lib/country-options.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field, FieldError, FieldLegend, FieldSet } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Radio } from '../ui/radio.tsx';
import { Textarea } from '../ui/textarea.tsx';

/**
 * The form's values as typed (kept when the server sends the form back without JavaScript): the schema's fields as
 * text (the portfolio one link per line), the ticked categories and the self-certification box.
 */
export type ApplicationFormValues = Record<Exclude<SellerApplicationField, 'categories' | 'selfCertified'>, string> & {
  categories: string[];
  selfCertified: boolean;
};

interface Failed {
  fieldErrors?: Partial<Record<SellerApplicationField, string>>;
  error?: string;
  values: ApplicationFormValues;
}

/** The limit an error message names ({{min}}, {{max}}). */
const limitsOf = (code: string) => ({
  min: limits.presentationMin,
  max: code.startsWith('portfolio')
    ? limits.portfolioMax
    : code.startsWith('categories')
      ? limits.categoriesMax
      : limits.presentationMax,
});

/** The application to sell: trader details (EU DSA art. 30), payouts, activity, self-certification. */
export function ApplicationForm({
  categories,
  countries,
  actionData,
  initial,
}: {
  categories: { slug: string; label: string }[];
  /** From the loader (see countryOptions). */
  countries: CountryOption[];
  actionData: Failed | undefined;
  initial: Partial<ApplicationFormValues>;
}) {
  const { t } = useTranslation('sell');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/sell') === true;
  const values: Partial<ApplicationFormValues> = actionData?.values ?? initial;
  const { errors, formProps } = useValidatedForm(sellerApplicationSchema, actionData?.fieldErrors);
  const [presentationLength, setPresentationLength] = useState(values.presentation?.length ?? 0);
  const message = (code: string | undefined) =>
    code && t(`errors.${code}`, { defaultValue: t('errors.unknown'), ...limitsOf(code) });
  const errorCount = Object.keys(errors).length;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLTextAreaElement;
    if (target.name === 'presentation') setPresentationLength(target.value.length);
    formProps.onChange(event);
  };

  const text = (
    name: SellerApplicationField,
    options: {
      autoComplete?: string;
      type?: string;
      inputMode?: 'tel' | 'email';
      hint?: string;
      className?: string;
    } = {},
  ) => (
    <Field
      name={name}
      label={t(`form.fields.${name}`)}
      description={options.hint}
      error={message(errors[name])}
      className={options.className}
    >
      <Input
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        // A register number is required of professionals only, which the schema checks with the status.
        required={name !== 'vatNumber' && name !== 'companyId'}
        defaultValue={(values[name] as string | undefined) ?? ''}
      />
    </Field>
  );

  const legend = 'text-lg font-semibold';
  return (
    <section aria-labelledby="apply-heading" className="rounded-card border bg-card p-5 shadow-xs md:p-8">
      <h3 id="apply-heading" className="text-xl font-semibold">
        {t('form.title')}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('form.intro')}</p>
      {actionData?.error && (
        <Notice tone="error" className="mt-6">
          {message(actionData.error)}
        </Notice>
      )}
      {errorCount > 0 && (
        <Notice tone="error" className="mt-6">
          {t('form.errorSummary', { count: errorCount })}
        </Notice>
      )}
      <Form
        {...formProps}
        method="post"
        action="/sell"
        onChange={onChange}
        aria-labelledby="apply-heading"
        className="mt-6 space-y-8"
      >
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className={cn(legend, 'mb-4')}>{t('form.sections.trader')}</legend>
          <FieldSet
            aria-describedby={errors.traderStatus ? 'field-traderStatus-error' : undefined}
            className="space-y-2 sm:col-span-2"
          >
            <FieldLegend>{t('form.fields.traderStatus')}</FieldLegend>
            <div className="grid gap-2 sm:grid-cols-2">
              {traderStatuses.map((status) => (
                <Label
                  key={status}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal has-[:checked]:border-primary"
                >
                  <Radio
                    name="traderStatus"
                    value={status}
                    required
                    defaultChecked={values.traderStatus === status}
                    aria-invalid={errors.traderStatus ? true : undefined}
                    className="mt-0.5"
                  />
                  <span>
                    <span className="block font-medium">{t(`form.traderStatus.${status}`)}</span>
                    <span className="block text-xs text-muted-foreground">{t(`form.traderStatus.${status}Hint`)}</span>
                  </span>
                </Label>
              ))}
            </div>
            <FieldError id="field-traderStatus-error">{message(errors.traderStatus)}</FieldError>
          </FieldSet>
          {text('legalName', { autoComplete: 'organization', className: 'sm:col-span-2' })}
          {text('addressLine', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
          {text('postalCode', { autoComplete: 'postal-code' })}
          {text('city', { autoComplete: 'address-level2' })}
          <Field name="country" label={t('form.fields.country')} error={message(errors.country)}>
            <NativeSelect autoComplete="country" required defaultValue={values.country ?? ''}>
              <NativeSelectOption value="" disabled>
                {t('form.fields.countryPlaceholder')}
              </NativeSelectOption>
              {countries.map((country) => (
                <NativeSelectOption key={country.code} value={country.code}>
                  {country.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          {text('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
          {text('email', { autoComplete: 'email', type: 'email', inputMode: 'email', className: 'sm:col-span-2' })}
          {text('companyId', { hint: t('form.fields.companyIdHint') })}
          {text('vatNumber')}
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className={cn(legend, 'mb-4')}>{t('form.sections.payout')}</legend>
          {text('iban', { hint: t('form.fields.ibanHint') })}
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className={cn(legend, 'mb-4')}>{t('form.sections.activity')}</legend>
          <Field
            name="portfolioUrls"
            label={t('form.fields.portfolioUrls')}
            description={t('form.fields.portfolioHint', { max: limits.portfolioMax })}
            error={message(errors.portfolioUrls)}
          >
            <Textarea rows={3} inputMode="url" defaultValue={values.portfolioUrls ?? ''} />
          </Field>
          <fieldset
            aria-describedby={errors.categories ? 'field-categories-error' : 'field-categories-hint'}
            className="space-y-2"
          >
            <legend className="text-sm font-medium">{t('form.fields.categories')}</legend>
            <p id="field-categories-hint" className="text-xs text-muted-foreground">
              {t('form.fields.categoriesHint', { max: limits.categoriesMax })}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {categories.map((category) => (
                <Label key={category.slug} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    name="categories"
                    value={category.slug}
                    defaultChecked={values.categories?.includes(category.slug)}
                    aria-invalid={errors.categories ? true : undefined}
                  />
                  {category.label}
                </Label>
              ))}
            </div>
            <FieldError id="field-categories-error">{message(errors.categories)}</FieldError>
          </fieldset>
          <Field
            name="presentation"
            label={t('form.fields.presentation')}
            error={message(errors.presentation)}
            description={
              <span className="flex flex-wrap justify-between gap-x-4">
                <span>
                  {t('form.fields.presentationHint', { min: limits.presentationMin, max: limits.presentationMax })}
                </span>
                <span className={cn(presentationLength > limits.presentationMax && 'text-destructive')}>
                  {t('form.fields.counter', { count: presentationLength })}
                </span>
              </span>
            }
          >
            <Textarea className="min-h-40 leading-relaxed" rows={7} required defaultValue={values.presentation ?? ''} />
          </Field>
        </fieldset>

        <Field
          name="selfCertified"
          label={t('form.fields.selfCertified')}
          error={message(errors.selfCertified)}
          orientation="horizontal"
        >
          <Checkbox required defaultChecked={values.selfCertified} />
        </Field>

        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </Form>
    </section>
  );
}
