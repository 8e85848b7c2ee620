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

export interface PromotionFormValues {
  code: string;
  discount: string;
  percentOff: string;
  amountOff: string;
  scope: string;
  scopeId: string;
  startsOn: string;
  endsOn: string;
  maxRedemptions: string;
  maxPerCustomer: string;
}

/** A field's error, translated under `adminPromotions:errors`. */
export function usePromotionError(fieldErrors: Partial<Record<string, string>>) {
  const { t } = useTranslation('adminPromotions');
  return (field: string) =>
    fieldErrors[field] ? t(`errors.${fieldErrors[field]}`, { defaultValue: t('errors.unknown') }) : undefined;
}

/** The form of a new promotion code on /admin/promotions (a plain form post, without JavaScript too). */
export function PromotionForm({
  values,
  fieldErrors,
  busy,
}: {
  values: PromotionFormValues;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const { t } = useTranslation('adminPromotions');
  const error = usePromotionError(fieldErrors);
  /** A field's id, name, label, error and, with `hint`, its description: all read from its name. */
  const bound = (name: keyof PromotionFormValues, hint = false) => ({
    id: `promotion-${name}`,
    name,
    label: t(`create.${name}`),
    description: hint ? t(`create.${name}Hint`) : undefined,
    error: error(name),
  });
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="create" />
      <Field {...bound('code', true)}>
        <Input size="sm" required maxLength={promotionLimits.codeMax} autoComplete="off" defaultValue={values.code} />
      </Field>
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
        <SelectField
          {...bound('scope')}
          value={values.scope}
          values={promotionScopes}
          labelOf={(scope) => t(`scopes.${scope}`)}
        />
        <Field {...bound('scopeId', true)}>
          <Input size="sm" autoComplete="off" defaultValue={values.scopeId} />
        </Field>
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
        {t('create.submit')}
      </Button>
    </Form>
  );
}
