import { affiliateRateLimits } from '../../../core/affiliates/affiliate.schema.ts';
import type { SellerAffiliates } from '../../../core/affiliates/list-seller-affiliates.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/**
 * An affiliate's rates: one for all the seller's products (`defaultPercent`), and one per product over it
 * (`rate:<productId>`, empty for none). `error` is the form's rate error, shown under the first field.
 */
export function AffiliateRatesFields({
  products,
  defaultPercent,
  rates,
  error,
}: {
  products: SellerAffiliates['products'];
  defaultPercent: number | null;
  rates: { productId: string; percent: number }[];
  error?: string;
}) {
  const { t } = useTranslation('affiliates');
  const bounds = { min: affiliateRateLimits.min, max: affiliateRateLimits.max };
  return (
    <div className="space-y-3">
      <Field name="defaultPercent" label={t('rates.all')} description={t('rates.hint', bounds)} error={error}>
        <Input type="number" inputMode="numeric" {...bounds} defaultValue={defaultPercent ?? ''} className="max-w-32" />
      </Field>
      {products.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('rates.perProduct')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {products.map((product) => (
              <Field key={product.id} name={`rate:${product.id}`} label={t('rates.product', { title: product.title })}>
                <Input
                  type="number"
                  inputMode="numeric"
                  {...bounds}
                  defaultValue={rates.find((rate) => rate.productId === product.id)?.percent ?? ''}
                  className="max-w-32"
                />
              </Field>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
