import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrder } from '../../../../core/admin/orders/get-admin-order.ts';
import { formatCount, formatDateTime } from '../../../../i18n/format.ts';
import { DescriptionItem, DescriptionList } from '../../ui/description-list.tsx';
import { type RecordColumns, RecordTable } from '../../ui/record-table.tsx';
import { Section } from '../../ui/section.tsx';
import { useOrderFormat } from './use-order-format.ts';

const link = 'underline underline-offset-2 hover:no-underline';

/** Buyer, dates, billing, promotion, partner, licences and downloads. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const { t, locale, money } = useOrderFormat();
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
            <Link to={`/admin/users/${order.buyer.id}`} className={link}>
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
  const { t, locale, money } = useOrderFormat();
  const totals = order.totals;
  return (
    <Section bold headingId="lines-heading" title={t('lines.heading')}>
      <RecordTable
        caption={t('lines.heading')}
        rows={order.lines}
        label={(key) => t(`lines.${key}`)}
        columns={{
          product: (line) =>
            line.productSlug ? (
              <Link to={`/product/${line.productSlug}`} className={link}>
                {line.title}
              </Link>
            ) : (
              line.title
            ),
          seller: (line) => line.seller.publicName,
          quantity: { cell: (line) => line.quantity, numeric: true },
          unitPrice: { cell: (line) => money(line.unitPriceCents), numeric: true },
          vat: { cell: (line) => money(line.taxCents), numeric: true },
          total: { cell: (line) => money(line.totalCents), numeric: true },
          sellerShare: { cell: (line) => money(line.sellerShareCents), numeric: true },
          platformFee: { cell: (line) => money(line.platformFeeCents), numeric: true },
          partnerCommission: { cell: (line) => money(line.partnerCommissionCents), numeric: true },
          refunded: (line) =>
            line.refundedAt
              ? t('lines.refundedOn', { date: formatDateTime(line.refundedAt, locale) })
              : t('lines.notRefunded'),
        }}
      />
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
  const { t, locale, money } = useOrderFormat();
  /** One of the order's money records: a section with its table, named by its heading, or a line saying there is none. */
  const list = <Row,>(
    key: 'payments' | 'refunds' | 'invoices',
    rows: readonly Row[],
    columns: RecordColumns<Row>,
    rowKey?: (row: Row) => string,
  ) => (
    <Section bold headingId={`${key}-heading`} title={t(`${key}.heading`)}>
      <RecordTable
        caption={t(`${key}.heading`)}
        rows={rows}
        rowKey={rowKey}
        label={(column) => t(`${key}.${column}`)}
        empty={t(`${key}.none`)}
        columns={columns}
      />
    </Section>
  );
  return (
    <>
      {list('payments', order.payments, {
        provider: (payment) => t(`provider.${payment.provider}`, { defaultValue: payment.provider }),
        reference: { cell: (payment) => payment.providerRef, className: 'font-mono text-xs break-all' },
        status: (payment) => t(`paymentStatus.${payment.status}`),
        amount: { cell: (payment) => money(payment.amountCents), numeric: true },
        date: { cell: (payment) => formatDateTime(payment.createdAt, locale), className: 'whitespace-nowrap' },
      })}
      {list('refunds', order.refunds, {
        date: {
          cell: (refund) => formatDateTime(refund.createdAt, locale),
          className: 'whitespace-nowrap font-medium',
        },
        scope: (refund) => refund.lineTitle ?? t('refunds.all'),
        amount: { cell: (refund) => money(refund.amountCents), numeric: true },
        reason: (refund) => refund.reason,
        by: (refund) => refund.requestedByName ?? '—',
        status: (refund) => t(`refundStatus.${refund.status}`),
      })}
      {list(
        'invoices',
        order.invoices,
        {
          reference: (invoice) => (
            <a
              href={invoice.pdfUrl}
              download
              aria-label={t('invoices.pdf', { reference: invoice.reference })}
              className={link}
            >
              {invoice.reference}
            </a>
          ),
          kind: (invoice) => t(`invoices.${invoice.kind}`),
          date: { cell: (invoice) => formatDateTime(invoice.issuedAt, locale), className: 'whitespace-nowrap' },
          amount: { cell: (invoice) => money(invoice.totalCents), numeric: true },
        },
        (invoice) => invoice.reference,
      )}
    </>
  );
}
