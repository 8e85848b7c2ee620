import { Form } from 'react-router';
import { adminOrderStatuses } from '../../../../core/admin/orders/admin-orders.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Notice } from '../../info/notice.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../ui/native-select.tsx';

/** The filters as typed (strings, shown back in the form even when refused). */
export type OrderFilterValues = Partial<Record<'status' | 'from' | 'to' | 'buyer' | 'expert' | 'min' | 'max', string>>;

/** The GET form of /admin/orders: works without JavaScript; each refused field says why, next to it. */
export function OrderFilters({ values, errors }: { values: OrderFilterValues; errors: Record<string, string> | null }) {
  const { t } = useTranslation('adminOrders');
  const message = (field: string) => {
    const code = errors?.[field];
    return code ? t(`filters.errors.${code}`, { defaultValue: t('filters.errors.invalid') }) : undefined;
  };
  const field = (
    name: keyof OrderFilterValues,
    type: 'text' | 'date' | 'search',
    extra: Record<string, string> = {},
  ) => (
    <Field id={`filter-${name}`} name={name} label={t(`filters.${name}`)} error={message(name)}>
      <Input size="sm" type={type} defaultValue={values[name] ?? ''} {...extra} />
    </Field>
  );
  return (
    <Form method="get" className="space-y-3 rounded-card border bg-card p-4">
      {errors && <Notice tone="error">{t('filters.errors.title')}</Notice>}
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('filters.legend')}</legend>
        <Field id="filter-status" name="status" label={t('filters.status')} error={message('status')}>
          <NativeSelect size="sm" defaultValue={values.status ?? ''}>
            <NativeSelectOption value="">{t('filters.anyStatus')}</NativeSelectOption>
            {adminOrderStatuses.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {t(`status.${status}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        {field('from', 'date')}
        {field('to', 'date')}
        {field('buyer', 'search', { maxLength: '200' })}
        {field('expert', 'search', { maxLength: '200' })}
        {field('min', 'text', { inputMode: 'decimal', placeholder: t('filters.amountHint') })}
        {field('max', 'text', { inputMode: 'decimal', placeholder: t('filters.amountHint') })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('filters.submit')}
        </Button>
        <ButtonLink to="/admin/orders" size="sm" variant="outline">
          {t('filters.reset')}
        </ButtonLink>
      </div>
    </Form>
  );
}
