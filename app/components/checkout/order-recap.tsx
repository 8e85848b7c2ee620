import type { OrderQuote } from '../../../core/orders/quote-order.ts';
import type { OwnedProduct } from '../../../core/purchases/owned-products.ts';
import { formatDecimal, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { OwnedLink } from '../purchases/owned-link.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { DescriptionItem, DescriptionList } from '../ui/description-list.tsx';
import { Section } from '../ui/section.tsx';

/**
 * The order as it will be charged: per seller, each line with its seats and the guided deployment added to it (a
 * product the buyer already has says so, with a link to it), then the totals and the VAT rule.
 */
export function OrderRecap({ quote, owned = [] }: { quote: OrderQuote; owned?: readonly OwnedProduct[] }) {
  const { t, i18n } = useTranslation('checkout');
  const price = (cents: number) => formatPrice(cents, i18n.language);
  const noVat = quote.reverseCharge || quote.outsideEu;
  const priced = (cents: number, billing: OrderQuote['lines'][number]['billing']) =>
    billing === 'one_time' ? price(cents) : t(`common:price.${billing}`, { price: price(cents) });
  const renews = quote.lines.some((line) => line.billing !== 'one_time');
  // Subscriptions only (of one interval: placeOrder refuses two): every total is paid again each period.
  const [only] = new Set(quote.lines.map((line) => line.billing));
  const period = only && quote.lines.every((line) => line.billing === only) ? only : 'one_time';
  const total = (cents: number) => priced(cents, period);
  return (
    <Section
      title={t('recap.heading')}
      headingId="recap-heading"
      headingClassName="mb-4"
      className="rounded-card border bg-card p-5 shadow-sm"
    >
      <div className="space-y-5">
        {quote.sellers.map((seller) => (
          <div key={seller.sellerId}>
            <p className="mb-2 text-sm text-muted-foreground">{t('recap.soldBy', { seller: seller.sellerName })}</p>
            <ul className="space-y-3">
              {seller.lines.map((line) => (
                <li key={line.productId} className="flex gap-3">
                  <div className="size-14 shrink-0 overflow-hidden rounded-md bg-muted">
                    {line.cover.length > 0 && (
                      <ResponsiveImage variants={line.cover} alt="" sizes="56px" className="size-full object-cover" />
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium leading-snug">{line.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('recap.seats', { count: line.quantity })} × {price(line.unitPriceCents)}
                      {line.billing !== 'one_time' && ` ${t(`recap.${line.billing}`)}`}
                    </p>
                    {line.deploymentCents > 0 && (
                      <p className="text-sm text-muted-foreground">
                        {t('recap.deployment')} <span className="tabular-nums">{price(line.deploymentCents)}</span>
                      </p>
                    )}
                    {line.discountCents > 0 && quote.promotion && (
                      <p className="text-sm font-medium text-primary">
                        {t('recap.lineDiscount', { code: quote.promotion.code, amount: price(line.discountCents) })}
                      </p>
                    )}
                    {owned
                      .filter((o) => o.productId === line.productId)
                      .map((o) => (
                        <OwnedLink key={o.productId} owned={o} />
                      ))}
                  </div>
                  <p className="shrink-0 text-right font-medium tabular-nums">
                    {line.discountCents > 0 && (
                      <span className="block text-xs text-muted-foreground line-through">
                        {price(line.unitPriceCents * line.quantity + line.deploymentCents)}
                      </span>
                    )}
                    {priced(line.totalCents, line.billing)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <DescriptionList className="mt-5 space-y-1.5 border-t pt-4 text-sm">
        <DescriptionItem layout="split" term={t('recap.subtotal')}>
          {total(quote.subtotalCents)}
        </DescriptionItem>
        {quote.discountCents > 0 && quote.promotion && (
          <DescriptionItem layout="split" term={t('recap.discount', { code: quote.promotion.code })}>
            −{total(quote.discountCents)}
          </DescriptionItem>
        )}
        {noVat && quote.subtotalCents - quote.discountCents !== quote.totalCents && (
          <DescriptionItem layout="split" term={t('recap.noVat')}>
            −{total(quote.subtotalCents - quote.discountCents - quote.totalCents)}
          </DescriptionItem>
        )}
        <DescriptionItem
          layout="split"
          term={t(noVat ? 'recap.totalNoVat' : 'recap.total')}
          className="border-t pt-2 text-base font-semibold"
        >
          {total(quote.totalCents)}
        </DescriptionItem>
        {!noVat && (
          <DescriptionItem
            layout="split"
            term={t('recap.vat', { rate: formatDecimal(quote.vatRatePercent, i18n.language, 2, false) })}
            className="text-muted-foreground"
          >
            {total(quote.taxCents)}
          </DescriptionItem>
        )}
      </DescriptionList>
      {quote.discountCents > 0 && quote.promotion && quote.lines.some((line) => line.discountCents === 0) && (
        <p className="mt-3 text-xs text-muted-foreground">
          {t('recap.discountSomeLines', { code: quote.promotion.code })}
        </p>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        {quote.reverseCharge
          ? t('recap.reverseCharge')
          : quote.outsideEu
            ? t('recap.outsideEu')
            : t('recap.pricesIncludeVat')}
      </p>
      {renews && period === 'one_time' && (
        <p className="mt-2 text-xs text-muted-foreground">{t('recap.mixedRenewal')}</p>
      )}
      {/* Renewals are priced as the first order (core/subscriptions/apply-subscription-event.ts), discount included. */}
      {renews && quote.discountCents > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">{t('recap.discountRenews')}</p>
      )}
    </Section>
  );
}
