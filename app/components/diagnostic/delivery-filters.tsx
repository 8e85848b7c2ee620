import { Form } from 'react-router';
import type { DiagnosticFilters } from '../../../core/payments/diagnostic-filters.schema.ts';
import { paymentProviderNames } from '../../../core/ports/payment-provider.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { providerName } from './provider-name.ts';

/** A GET form: the filters live in the URL, so a filtered view can be shared and works before hydration. */
export function DeliveryFilters({ filters }: { filters: DiagnosticFilters }) {
  const { t } = useTranslation('diagnostic');
  return (
    <Form method="get" className="rounded-card border bg-card p-4">
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-3 font-semibold">{t('filters.legend')}</legend>
        <Field id="diagnostic-provider" name="provider" label={t('filters.provider')}>
          <NativeSelect defaultValue={filters.provider ?? ''}>
            <NativeSelectOption value="">{t('filters.allProviders')}</NativeSelectOption>
            {paymentProviderNames.map((name) => (
              <NativeSelectOption key={name} value={name}>
                {providerName(name, t)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="diagnostic-failures"
          name="failures"
          label={t('filters.failures')}
          description={t('filters.failuresHint')}
          orientation="horizontal"
          className="min-h-11 max-w-md"
        >
          <Checkbox value="1" defaultChecked={filters.failures} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">{t('filters.apply')}</Button>
          {(filters.provider || filters.failures) && (
            <ButtonLink to="/diagnostic" variant="outline">
              {t('filters.reset')}
            </ButtonLink>
          )}
        </div>
      </fieldset>
    </Form>
  );
}
