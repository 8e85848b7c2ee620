import { Form, Link } from 'react-router';
import type { SellerDiscount } from '../../../core/discounts/list-seller-discounts.ts';
import { formatCount, formatDate, formatPercent, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { lastDayOf } from '../admin/promotions/promotions-table.tsx';
import { Button, buttonVariants } from '../ui/button.tsx';
import { RecordTable } from '../ui/record-table.tsx';

/** A code's status changes the row offers: pause or resume while it runs, end it for good. */
function StatusActions({ discount, busy }: { discount: SellerDiscount; busy: boolean }) {
  const { t } = useTranslation('discounts');
  if (discount.status === 'ended') return null;
  const change = discount.status === 'paused' ? 'resume' : 'pause';
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={discount.id} />
      <Button type="submit" name="intent" value={change} size="sm" variant="outline" disabled={busy}>
        {t(`list.${change}`)}
        <span className="sr-only"> {discount.code}</span>
      </Button>
      <Button type="submit" name="intent" value="end" size="sm" variant="outline" disabled={busy}>
        {t('list.end')}
        <span className="sr-only"> {discount.code}</span>
      </Button>
    </Form>
  );
}

/** A creator's codes: discount, products, days, uses against the limits, and what can be done with each. */
export function DiscountsTable({ discounts, busy }: { discounts: SellerDiscount[]; busy: boolean }) {
  const { t, i18n } = useTranslation('discounts');
  const locale = i18n.language;
  const limit = (value: number | null) => (value === null ? t('list.unlimited') : formatCount(value, locale));
  return (
    <RecordTable
      caption={t('list.caption')}
      rows={discounts}
      label={(key) => t(`list.columns.${key}`)}
      empty={t('list.empty')}
      columns={{
        code: (d) => (
          <>
            <span className="block font-mono">{d.code}</span>
            <span className="block text-xs font-normal text-muted-foreground">{t(`statuses.${d.status}`)}</span>
          </>
        ),
        discount: {
          cell: (d) =>
            d.percentOff !== null
              ? formatPercent(d.percentOff / 100, locale)
              : formatPrice(d.amountOffCents ?? 0, locale),
          numeric: true,
        },
        products: (d) =>
          d.products.length === 0 ? t('list.allProducts') : d.products.map((product) => product.title).join(', '),
        dates: {
          cell: (d) =>
            t('list.period', { from: formatDate(d.startsAt, locale), to: formatDate(lastDayOf(d.endsAt), locale) }),
          className: 'whitespace-nowrap',
        },
        uses: {
          cell: (d) => t('list.usesOf', { uses: formatCount(d.redemptions, locale), limit: limit(d.maxRedemptions) }),
          numeric: true,
        },
        perCustomer: { cell: (d) => limit(d.maxPerCustomer), numeric: true },
        actions: (d) => (
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/dashboard/discounts?edit=${d.id}#edit-heading`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('list.edit')}
              <span className="sr-only"> {d.code}</span>
            </Link>
            <StatusActions discount={d} busy={busy} />
          </div>
        ),
      }}
    />
  );
}
