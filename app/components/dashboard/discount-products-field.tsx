import { useTranslation } from '../../lib/i18n.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FieldDescription, FieldError, FieldLegend, FieldSet } from '../ui/field.tsx';
import { Label } from '../ui/label.tsx';

/** Which of the creator's products a code applies to: those ticked, or all of them when none is. */
export function DiscountProductsField({
  products,
  checked,
  error,
}: {
  products: { id: string; title: string }[];
  checked: readonly string[];
  error?: string;
}) {
  const { t } = useTranslation('discounts');
  return (
    <FieldSet
      className="space-y-2 sm:col-span-2"
      aria-describedby={`discount-products-hint${error ? ' discount-products-error' : ''}`}
    >
      <FieldLegend>{t('form.products')}</FieldLegend>
      <FieldDescription id="discount-products-hint">{t('form.productsHint')}</FieldDescription>
      <ul className="grid max-h-64 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {products.map((product) => (
          <li key={product.id}>
            <Label className="flex items-center gap-2 font-normal">
              <Checkbox name="productIds" value={product.id} defaultChecked={checked.includes(product.id)} />
              {product.title}
            </Label>
          </li>
        ))}
      </ul>
      <FieldError id="discount-products-error">{error}</FieldError>
    </FieldSet>
  );
}
