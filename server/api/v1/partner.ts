import { z } from '@hono/zod-openapi';
import { getPartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { date, dateTime, int } from './api-fields.ts';
import { dataAnswer, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const figure = z
  .object({ days30: int, allTime: int })
  .openapi({ description: 'Over the last 30 days and since the start' });
const series = z
  .array(z.object({ date, value: int }))
  .openapi({ description: 'One point per UTC day, the last 30 days' });

const PartnerDashboard = z
  .object({
    isPartner: z.boolean().openapi({ description: 'Holds the `partner` role (else a seller’s affiliate only)' }),
    code: z.string().openapi({ examples: ['7KQ2M9XD'], description: 'The `ref` value of the partner’s links' }),
    commissionPercent: int.min(0).max(30),
    attributionDays: int.openapi({ examples: [30] }),
    clicks: figure,
    orders: figure.openapi({ description: 'Paid orders attributed to the partner' }),
    earningsCents: figure.openapi({ description: 'Commissions less refunds, euro cents' }),
    series: z.object({ clicks: series, orders: series, earningsCents: series }),
    balance: z.object({
      pendingCents: int.openapi({ description: 'Orders paid less than 30 days ago' }),
      availableCents: int.openapi({ description: 'Payable with the next payout' }),
      paidOutCents: int,
    }),
    recentOrders: z.array(z.object({ number: z.string(), paidAt: dateTime, status: z.string(), commissionCents: int })),
    payout: z.object({
      name: z.string().nullable(),
      iban: z.string().nullable().openapi({ description: 'Masked: country, key and last four characters' }),
    }),
    payouts: z
      .array(
        z.object({
          createdAt: dateTime,
          reference: z.string().nullable().openapi({ description: 'The batch reference, `PAY-YYYYMMDD-NNN`' }),
          amountCents: int,
          status: z.enum(['pending', 'paid', 'failed']),
          ibanLast4: z.string().nullable(),
        }),
      )
      .openapi({ description: 'The payouts made to the partner, newest first' }),
    invitations: z
      .array(
        z.object({
          id: z.uuid(),
          sellerName: z.string(),
          defaultPercent: int.nullable(),
          productRates: int.openapi({ description: 'How many products have a rate of their own' }),
        }),
      )
      .openapi({ description: 'Sellers’ invitations to become their affiliate, waiting for an answer' }),
    affiliations: z
      .array(
        z.object({
          sellerId: z.uuid(),
          sellerName: z.string(),
          defaultPercent: int.nullable().openapi({ description: '% on every product without a rate of its own' }),
          rates: z.array(z.object({ title: z.string(), slug: z.string(), percent: int })),
          sales: int.openapi({ description: 'Paid, unrefunded lines of the seller earned on' }),
          commissionCents: int,
        }),
      )
      .openapi({ description: 'The sellers the user is an affiliate of (paid out of the seller’s share)' }),
  })
  .openapi('PartnerDashboard');

/** `GET /api/v1/me/partner`: the signed-in business partner's code, clicks, orders, earnings and balances. */
// A signed-in non-partner is answered 403.
export const partnerApi = signedInRouter().openapi(
  signedInRoute({
    method: 'get',
    path: '/',
    operationId: 'getPartnerDashboard',
    summary: 'The business partner’s code, clicks, attributed orders, commissions and balances',
    description:
      'Business partners (role `partner`) and sellers’ affiliates (invited or accepted). An order placed within 30 days of the buyer’s last click on the partner’s `?ref=CODE` link earns `commissionPercent` % of its amount excluding VAT, taken from the platform’s share. Money is in euro cents; commissions become available 30 days after the order was paid (refund period).',
    responses: { 200: dataAnswer('The partner’s figures', PartnerDashboard) },
    refusals: { 403: 'Not a business partner (code not_a_partner)' },
  }),
  async (c) => c.json({ data: await getPartnerDashboard(c.var.deps, c.var.viewer) }, 200),
);
