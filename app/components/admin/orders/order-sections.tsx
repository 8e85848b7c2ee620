import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrder } from '../../../../core/admin/orders/get-admin-order.ts';
import { formatCount, formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { type DataColumn, DataTable } from '../../ui/data-table.tsx';
import { DescriptionItem, DescriptionList } from '../../ui/description-list.tsx';
import { Section } from '../../ui/section.tsx';

/** A column heading; figures are right-aligned like their cells. */
const column = (key: string, label: string, right = false): DataColumn => ({
  key,
  label,
  className: right ? 'text-right' : undefined,
});
const num = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** Buyer, dates, billing, promotion, partner, licences and downloads. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  const money = (cents: number) => formatPrice(cents, locale);
  const promotion = order.promotion;
  const item = (label: string, value: ReactNode) => (
    <DescriptionItem term={label} detailClassName="font-medium">
      {value}
    </DescriptionItem>
  );
  return (
    <Section bold headingId="summary-heading" title={t('detail.summary')}>
      <DescriptionList className="grid gap-4 rounded-card border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
        {item(
          t('detail.buyer'),
          <>
            <Link to={`/admin/users/${order.buyer.id}`} className="underline underline-offset-2 hover:no-underline">
              {order.buyer.name?.trim() || order.buyer.email || order.buyer.id}
            </Link>
            {order.buyer.email && <span className="block text-sm text-muted-foreground">{order.buyer.email}</span>}
          </>,
        )}
        {item(t('detail.placedAt'), formatDateTime(order.createdAt, locale))}
        {item(t('detail.paidAt'), order.paidAt ? formatDateTime(order.paidAt, locale) : t('detail.notPaid'))}
        {item(t('columns.status'), t(`status.${order.status}`))}
        {item(
          t('columns.provider'),
          order.provider ? t(`provider.${order.provider}`, { defaultValue: order.provider }) : t('provider.none'),
        )}
        {item(
          t('detail.billing'),
          <>
            {order.billing.name}
            <span className="block text-sm text-muted-foreground">
              {t('detail.country')} : {order.billing.country}
              {order.billing.vatId && ` · ${t('detail.vatId')} : ${order.billing.vatId}`}
              {order.billing.reverseCharge && ` · ${t('detail.reverseCharge')}`}
            </span>
          </>,
        )}
        {item(
          t('detail.promotion'),
          promotion
            ? promotion.percentOff
              ? t('detail.promotionPercent', {
                  code: promotion.code ?? t('detail.promotionNoCode'),
                  percent: promotion.percentOff,
                })
              : t('detail.promotionAmount', {
                  code: promotion.code ?? t('detail.promotionNoCode'),
                  amount: money(order.totals.discountCents),
                })
            : t('detail.promotionNone'),
        )}
        {item(
          t('detail.partner'),
          order.partner
            ? t('detail.partnerValue', { name: order.partner.name ?? '—', code: order.partner.code })
            : t('detail.partnerNone'),
        )}
        {item(
          t('detail.licences'),
          t('detail.licencesValue', { active: order.licences.active, total: order.licences.total }),
        )}
        {item(t('detail.downloads'), formatCount(order.downloads, locale))}
      </DescriptionList>
    </Section>
  );
}

/** The lines with their split (seller share, platform fee, partner commission) and whether they were refunded. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  const money = (cents: number) => formatPrice(cents, locale);
  const totals = order.totals;
  return (
    <Section bold headingId="lines-heading" title={t('lines.heading')}>
      <DataTable
        caption={t('lines.heading')}
        columns={[
          column('product', t('lines.product')),
          column('seller', t('lines.seller')),
          ...(
            ['quantity', 'unitPrice', 'vat', 'total', 'sellerShare', 'platformFee', 'partnerCommission'] as const
          ).map((key) => column(key, t(`lines.${key}`), true)),
          column('refunded', t('lines.refunded')),
        ]}
      >
        {order.lines.map((line) => (
          <tr key={line.id} className="border-b last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {line.productSlug ? (
                <Link to={`/product/${line.productSlug}`} className="underline underline-offset-2 hover:no-underline">
                  {line.title}
                </Link>
              ) : (
                line.title
              )}
            </th>
            <td className="px-3 py-2">{line.seller.publicName}</td>
            <td className={num}>{line.quantity}</td>
            <td className={num}>{money(line.unitPriceCents)}</td>
            <td className={num}>{money(line.taxCents)}</td>
            <td className={num}>{money(line.totalCents)}</td>
            <td className={num}>{money(line.sellerShareCents)}</td>
            <td className={num}>{money(line.platformFeeCents)}</td>
            <td className={num}>{money(line.partnerCommissionCents)}</td>
            <td className="px-3 py-2">
              {line.refundedAt
                ? t('lines.refundedOn', { date: formatDateTime(line.refundedAt, locale) })
                : t('lines.notRefunded')}
            </td>
          </tr>
        ))}
      </DataTable>
      <DescriptionList className="grid gap-2 rounded-card border bg-card p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ['subtotal', totals.subtotalCents],
            ['discount', totals.discountCents],
            ['tax', totals.taxCents],
            ['total', totals.totalCents],
            ['sellerShare', totals.sellerShareCents],
            ['platformFee', totals.platformFeeCents],
            ['partnerCommission', totals.partnerCommissionCents],
            ['refunded', totals.refundedCents],
          ] as const
        ).map(([key, cents]) => (
          <DescriptionItem
            key={key}
            layout="split"
            term={t(`totals.${key}`)}
            termClassName="text-muted-foreground"
            detailClassName="font-medium"
          >
            {money(cents)}
          </DescriptionItem>
        ))}
      </DescriptionList>
    </Section>
  );
}

/** Payments, refunds, invoices and credit notes (with their PDFs). */
export function OrderMoney({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <>
      <Section bold headingId="payments-heading" title={t('payments.heading')}>
        {order.payments.length === 0 ? (
          <p className="text-muted-foreground">{t('payments.none')}</p>
        ) : (
          <DataTable
            caption={t('payments.heading')}
            columns={[
              column('provider', t('payments.provider')),
              column('reference', t('payments.reference')),
              column('status', t('payments.status')),
              column('amount', t('payments.amount'), true),
              column('date', t('payments.date')),
            ]}
          >
            {order.payments.map((payment) => (
              <tr key={payment.id} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {t(`provider.${payment.provider}`, { defaultValue: payment.provider })}
                </th>
                <td className="px-3 py-2 font-mono text-xs break-all">{payment.providerRef}</td>
                <td className="px-3 py-2">{t(`paymentStatus.${payment.status}`)}</td>
                <td className={num}>{money(payment.amountCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(payment.createdAt, locale)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
      <Section bold headingId="refunds-heading" title={t('refunds.heading')}>
        {order.refunds.length === 0 ? (
          <p className="text-muted-foreground">{t('refunds.none')}</p>
        ) : (
          <DataTable
            caption={t('refunds.heading')}
            columns={[
              column('date', t('refunds.date')),
              column('scope', t('refunds.scope')),
              column('amount', t('refunds.amount'), true),
              column('reason', t('refunds.reason')),
              column('by', t('refunds.by')),
              column('status', t('refunds.status')),
            ]}
          >
            {order.refunds.map((refund) => (
              <tr key={refund.id} className="border-b last:border-0" data-refund-status={refund.status}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {formatDateTime(refund.createdAt, locale)}
                </th>
                <td className="px-3 py-2">{refund.lineTitle ?? t('refunds.all')}</td>
                <td className={num}>{money(refund.amountCents)}</td>
                <td className="px-3 py-2">{refund.reason}</td>
                <td className="px-3 py-2">{refund.requestedByName ?? '—'}</td>
                <td className="px-3 py-2">{t(`refundStatus.${refund.status}`)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
      <Section bold headingId="invoices-heading" title={t('invoices.heading')}>
        {order.invoices.length === 0 ? (
          <p className="text-muted-foreground">{t('invoices.none')}</p>
        ) : (
          <DataTable
            caption={t('invoices.heading')}
            columns={[
              column('reference', t('invoices.reference')),
              column('kind', t('invoices.kind')),
              column('date', t('invoices.date')),
              column('amount', t('invoices.amount'), true),
            ]}
          >
            {order.invoices.map((invoice) => (
              <tr key={invoice.reference} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <a
                    href={invoice.pdfUrl}
                    download
                    aria-label={t('invoices.pdf', { reference: invoice.reference })}
                    className="underline underline-offset-2 hover:no-underline"
                  >
                    {invoice.reference}
                  </a>
                </th>
                <td className="px-3 py-2">{t(`invoices.${invoice.kind}`)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invoice.issuedAt, locale)}</td>
                <td className={num}>{money(invoice.totalCents)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
    </>
  );
}
