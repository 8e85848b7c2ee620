import { Form } from 'react-router';
import { adminOrderStatuses } from '../../../../core/admin/orders/admin-orders.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Notice } from '../../info/notice.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';

/** The filters as typed (strings, shown back in the form even when refused). */
export type OrderFilterValues = Partial<Record<'status' | 'from' | 'to' | 'buyer' | 'expert' | 'min' | 'max', string>>;

const input = 'h-9 w-full rounded-lg border border-border bg-background px-3 text-sm';

/** The GET form of /admin/orders: works without JavaScript; each refused field says why, next to it. */
export function OrderFilters({ values, errors }: { values: OrderFilterValues; errors: Record<string, string> | null }) {
  const { t } = useTranslation('adminOrders');
  const errorOf = (field: string) => errors?.[field];
  const described = (field: string) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
  const message = (field: string) => {
    const code = errorOf(field);
    return code ? (
      <p id={`${field}-error`} className="text-sm text-destructive">
        {t(`filters.errors.${code}`, { defaultValue: t('filters.errors.invalid') })}
      </p>
    ) : null;
  };
  const field = (
    name: keyof OrderFilterValues,
    type: 'text' | 'date' | 'search',
    extra: Record<string, string> = {},
  ) => (
    <div className="space-y-1">
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium">
        {t(`filters.${name}`)}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        className={input}
        {...extra}
        {...described(name)}
      />
      {message(name)}
    </div>
  );
  return (
    <Form method="get" className="space-y-3 rounded-card border bg-card p-4">
      {errors && <Notice tone="error">{t('filters.errors.title')}</Notice>}
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('filters.legend')}</legend>
        <div className="space-y-1">
          <label htmlFor="filter-status" className="block text-sm font-medium">
            {t('filters.status')}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={values.status ?? ''}
            className={input}
            {...described('status')}
          >
            <option value="">{t('filters.anyStatus')}</option>
            {adminOrderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
          {message('status')}
        </div>
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
