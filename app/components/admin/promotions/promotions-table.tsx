import { Form } from 'react-router';
import type { PromotionRow } from '../../../../core/admin/promotions/list-promotions.ts';
import { formatCount, formatDate, formatPercent, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { usePromotionError } from './promotion-form.tsx';

/** The last day a promotion is usable (its end is the start of the day after), as the date field writes it. */
export const lastDayOf = (endsAt: string) => new Date(new Date(endsAt).getTime() - 1).toISOString().slice(0, 10);

/** A promotion's limits and last day, changed in place; "Terminer maintenant" stops it at once. */
function ChangeForm({
  promotion,
  fieldErrors,
  busy,
}: {
  promotion: PromotionRow;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const { t } = useTranslation('adminPromotions');
  const error = usePromotionError(fieldErrors);
  const bound = (name: 'maxRedemptions' | 'maxPerCustomer' | 'endsOn') => ({
    id: `change-${promotion.id}-${name}`,
    name,
    label: t(`create.${name}`),
    error: error(name),
  });
  return (
    <details open={Object.keys(fieldErrors).length > 0}>
      <summary className="cursor-pointer text-sm font-medium">{t('list.change', { code: promotion.code })}</summary>
      <Form method="post" className="mt-2 w-64 space-y-2" noValidate>
        <input type="hidden" name="id" value={promotion.id} />
        <Field {...bound('maxRedemptions')}>
          <Input size="sm" type="number" min={1} step={1} defaultValue={promotion.maxRedemptions ?? ''} />
        </Field>
        <Field {...bound('maxPerCustomer')}>
          <Input size="sm" type="number" min={1} step={1} defaultValue={promotion.maxPerCustomer ?? ''} />
        </Field>
        <Field {...bound('endsOn')}>
          <Input size="sm" type="date" required defaultValue={lastDayOf(promotion.endsAt)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="change" size="sm" disabled={busy}>
            {t('list.save')}
          </Button>
          {promotion.status !== 'ended' && (
            <Button type="submit" name="intent" value="end" size="sm" variant="outline" disabled={busy}>
              {t('list.endNow')}
            </Button>
          )}
        </div>
      </Form>
    </details>
  );
}

/** The promotion codes: discount, scope, dates, uses against the total limit, the per-buyer limit, and their change. */
export function PromotionsTable({
  promotions,
  changing,
  busy,
}: {
  promotions: PromotionRow[];
  /** The row whose change was refused, with its fields' errors. */
  changing: { id: string; fieldErrors: Partial<Record<string, string>> } | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('adminPromotions');
  const locale = i18n.language;
  const limit = (value: number | null) => (value === null ? t('list.unlimited') : formatCount(value, locale));
  return (
    <RecordTable
      caption={t('list.caption')}
      rows={promotions}
      label={(key) => t(`list.columns.${key}`)}
      empty={t('list.empty')}
      columns={{
        code: (p) => (
          <>
            <span className="block font-mono">{p.code}</span>
            <span className="block text-xs font-normal text-muted-foreground">{t(`list.statuses.${p.status}`)}</span>
          </>
        ),
        discount: {
          cell: (p) =>
            p.percentOff !== null
              ? formatPercent(p.percentOff / 100, locale)
              : formatPrice(p.amountOffCents ?? 0, locale),
          numeric: true,
        },
        scope: (p) =>
          p.scope === 'platform'
            ? t('scopes.platform')
            : t(`list.scoped.${p.scope}`, { name: p.scopeName ?? t('list.gone') }),
        dates: {
          cell: (p) =>
            t('list.period', { from: formatDate(p.startsAt, locale), to: formatDate(lastDayOf(p.endsAt), locale) }),
          className: 'whitespace-nowrap',
        },
        uses: {
          cell: (p) => t('list.usesOf', { uses: formatCount(p.redemptions, locale), limit: limit(p.maxRedemptions) }),
          numeric: true,
        },
        perCustomer: { cell: (p) => limit(p.maxPerCustomer), numeric: true },
        actions: (p) => (
          <ChangeForm promotion={p} fieldErrors={changing?.id === p.id ? changing.fieldErrors : {}} busy={busy} />
        ),
      }}
    />
  );
}
