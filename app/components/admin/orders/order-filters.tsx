import { Form } from 'react-router';
import { adminOrderStatuses } from '../../../../core/admin/orders/admin-orders.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Notice } from '../../info/notice.tsx';
import { Field } from '../../ui/field.tsx';
import { FieldScope } from '../../ui/field-control.ts';
import { Input } from '../../ui/input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { FilterActions } from '../filter-form.tsx';

/** The filters as typed (strings, shown back in the form even when refused). */
export type OrderFilterValues = Partial<Record<'status' | 'from' | 'to' | 'buyer' | 'expert' | 'min' | 'max', string>>;

/** The GET form of /admin/orders: works without JavaScript; each refused field says why, next to it. */
export function OrderFilters({ values, errors }: { values: OrderFilterValues; errors: Record<string, string> | null }) {
  const { t } = useTranslation('adminOrders');
  const message = (field: string) => {
    const code = errors?.[field];
    return code ? t(`filters.errors.${code}`, { defaultValue: t('filters.errors.invalid') }) : undefined;
  };
  /** A filter's name, label and error (its id is `filter-<name>`, from the form's `FieldScope`). */
  const bound = (name: keyof OrderFilterValues) => ({ name, label: t(`filters.${name}`), error: message(name) });
  const field = (
    name: keyof OrderFilterValues,
    type: 'text' | 'date' | 'search',
    extra: Record<string, string> = {},
  ) => (
    <Field {...bound(name)}>
      <Input size="sm" type={type} defaultValue={values[name] ?? ''} {...extra} />
    </Field>
  );
  return (
    <Form method="get" className="space-y-3 rounded-card border bg-card p-4">
      {errors && <Notice tone="error">{t('filters.errors.title')}</Notice>}
      <FieldScope value="filter">
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{t('filters.legend')}</legend>
          <SelectField
            {...bound('status')}
            value={values.status}
            values={adminOrderStatuses}
            labelOf={(status) => t(`status.${status}`)}
            allLabel={t('filters.anyStatus')}
          />
          {field('from', 'date')}
          {field('to', 'date')}
          {field('buyer', 'search', { maxLength: '200' })}
          {field('expert', 'search', { maxLength: '200' })}
          {field('min', 'text', { inputMode: 'decimal', placeholder: t('filters.amountHint') })}
          {field('max', 'text', { inputMode: 'decimal', placeholder: t('filters.amountHint') })}
        </fieldset>
      </FieldScope>
      <FilterActions submit={t('filters.submit')} reset={{ to: '/admin/orders', label: t('filters.reset') }} />
    </Form>
  );
}
