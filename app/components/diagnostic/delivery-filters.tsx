import { Form } from 'react-router';
import type { DiagnosticFilters } from '../../../core/payments/diagnostic-filters.schema.ts';
import { paymentProviderNames } from '../../../core/ports/payment-provider.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { providerName } from './provider-name.ts';

/** A GET form: the filters live in the URL, so a filtered view can be shared and works before hydration. */
export function DeliveryFilters({ filters }: { filters: DiagnosticFilters }) {
  const { t } = useTranslation('diagnostic');
  return (
    <Form method="get" className="rounded-card border bg-card p-4">
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-3 font-semibold">{t('filters.legend')}</legend>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('filters.provider')}
          <select
            name="provider"
            defaultValue={filters.provider ?? ''}
            className="h-11 rounded-lg border border-input bg-background px-3 font-normal"
          >
            <option value="">{t('filters.allProviders')}</option>
            {paymentProviderNames.map((name) => (
              <option key={name} value={name}>
                {providerName(name, t)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex min-h-11 max-w-md items-start gap-2 text-sm">
          <input
            id="diagnostic-failures"
            type="checkbox"
            name="failures"
            value="1"
            defaultChecked={filters.failures}
            aria-describedby="diagnostic-failures-hint"
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div>
            <label htmlFor="diagnostic-failures" className="font-medium">
              {t('filters.failures')}
            </label>
            <p id="diagnostic-failures-hint" className="text-muted-foreground">
              {t('filters.failuresHint')}
            </p>
          </div>
        </div>
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
