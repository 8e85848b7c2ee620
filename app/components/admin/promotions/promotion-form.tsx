import type { ReactNode } from 'react';
import { Form } from 'react-router';
import {
  promotionDiscounts,
  promotionLimits,
  promotionScopes,
} from '../../../../core/admin/promotions/promotion.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RadioGroupField } from '../../ui/radio-group-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

/** The fields every promotion form has (an administrator's and a creator's). */
export interface PromotionTermsValues {
  code: string;
  discount: string;
  percentOff: string;
  amountOff: string;
  startsOn: string;
  endsOn: string;
  maxRedemptions: string;
  maxPerCustomer: string;
}

export interface PromotionFormValues extends PromotionTermsValues {
  scope: string;
  scopeId: string;
}

/** The admin's scope fields: a platform, seller or product code, with the seller's or product's id. */
export function PromotionScopeFields({
  values,
  fieldErrors,
}: {
  values: Pick<PromotionFormValues, 'scope' | 'scopeId'>;
  fieldErrors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('adminPromotions');
  const error = usePromotionError(fieldErrors);
  return (
    <>
      <SelectField
        id="promotion-scope"
        name="scope"
        label={t('create.scope')}
        error={error('scope')}
        value={values.scope}
        values={promotionScopes}
        labelOf={(scope) => t(`scopes.${scope}`)}
      />
      <Field
        id="promotion-scopeId"
        name="scopeId"
        label={t('create.scopeId')}
        description={t('create.scopeIdHint')}
        error={error('scopeId')}
      >
        <Input size="sm" autoComplete="off" defaultValue={values.scopeId} />
      </Field>
    </>
  );
}

/** A field's error, translated under `adminPromotions:errors`. */
export function usePromotionError(fieldErrors: Partial<Record<string, string>>) {
  const { t } = useTranslation('adminPromotions');
  return (field: string) =>
    fieldErrors[field] ? t(`errors.${fieldErrors[field]}`, { defaultValue: t('errors.unknown') }) : undefined;
}

/**
 * The form of a promotion code (a plain form post, without JavaScript too): a new one on /admin/promotions, a
 * creator's new or edited one on /dashboard/discounts. `scope` is what the code applies to (the admin's scope
 * fields, a creator's products); `hidden` the form's own fields (its intent, the code edited); `editing` leaves the
 * code out (it is not changed once shared).
 */
export function PromotionForm({
  values,
  fieldErrors,
  busy,
  scope,
  hidden = { intent: 'create' },
  editing = false,
  submitLabel,
}: {
  values: PromotionTermsValues;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
  scope: ReactNode;
  hidden?: Record<string, string>;
  editing?: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('adminPromotions');
  const error = usePromotionError(fieldErrors);
  /** A field's id, name, label, error and, with `hint`, its description: all read from its name. */
  const bound = (name: keyof PromotionTermsValues, hint = false) => ({
    id: `promotion-${name}`,
    name,
    label: t(`create.${name}`),
    description: hint ? t(`create.${name}Hint`) : undefined,
    error: error(name),
  });
  return (
    <Form method="post" className="space-y-4" noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!editing && (
        <Field {...bound('code', true)}>
          <Input size="sm" required maxLength={promotionLimits.codeMax} autoComplete="off" defaultValue={values.code} />
        </Field>
      )}
      <RadioGroupField
        name="discount"
        legend={t('create.discount')}
        values={promotionDiscounts}
        checked={values.discount}
        labelOf={(discount) => t(`create.discounts.${discount}`)}
        error={error('discount')}
      >
        <div className="grid gap-4 pt-2 sm:grid-cols-2">
          <Field {...bound('percentOff')}>
            <Input size="sm" inputMode="numeric" defaultValue={values.percentOff} />
          </Field>
          <Field {...bound('amountOff')}>
            <Input size="sm" inputMode="decimal" defaultValue={values.amountOff} />
          </Field>
        </div>
      </RadioGroupField>
      <div className="grid gap-4 sm:grid-cols-2">
        {scope}
        <Field {...bound('startsOn')}>
          <Input size="sm" type="date" required defaultValue={values.startsOn} />
        </Field>
        <Field {...bound('endsOn', true)}>
          <Input size="sm" type="date" required defaultValue={values.endsOn} />
        </Field>
        <Field {...bound('maxRedemptions', true)}>
          <Input size="sm" type="number" min={1} step={1} defaultValue={values.maxRedemptions} />
        </Field>
        <Field {...bound('maxPerCustomer', true)}>
          <Input size="sm" type="number" min={1} step={1} defaultValue={values.maxPerCustomer} />
        </Field>
      </div>
      <Button type="submit" disabled={busy}>
        {submitLabel ?? t('create.submit')}
      </Button>
    </Form>
  );
}
