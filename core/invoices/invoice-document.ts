import { formatNumericDate, formatPrice } from '../../i18n/format.ts';
import type { Operator } from '../legal/operator.ts';
import { isCountryCode } from '../orders/countries.ts';
import { type TaxTreatment, taxTreatment, vatMention } from '../orders/tax-treatment.ts';
import { catalogueVatRatePercent } from '../orders/vat-rates.ts';
import type { InvoiceKind } from './series.ts';

/** What the database says about one invoice or credit note (read by load-invoice-facts.ts). */
export interface InvoiceFacts {
  invoice: { reference: string; kind: InvoiceKind; totalCents: number; taxCents: number; issuedAt: Date };
  order: {
    number: string;
    billingName: string;
    billingAddress: string | null;
    buyerEmail: string;
    buyerVatId: string | null;
    buyerCountry: string;
    reverseCharge: boolean;
    paymentProvider: string | null;
    paidAt: Date | null;
    discountCents: number;
  };
  items: {
    id: string;
    title: string;
    sellerName: string;
    billing: 'one_time' | 'monthly' | 'yearly';
    quantity: number;
    /** The catalogue price of one seat, French VAT included, before any discount. */
    unitPriceCents: number;
    /** The guided deployment bought with the line, French VAT included; 0 without it. */
    deploymentCents: number;
    /** What the buyer paid for the line, discount deducted. */
    totalCents: number;
    taxCents: number;
    refundedAt: Date | null;
  }[];
  /** A credit note's refund: why, which line (none = the whole order), when it was paid back. */
  refund: { reason: string; orderItemId: string | null; processedAt: Date | null } | null;
  /** The invoice a credit note corrects. */
  corrects: { reference: string; issuedAt: Date } | null;
}

export interface InvoiceLine {
  /** Title, then "Pour le compte de …" (the creator), then the billing period of a subscription. */
  description: string[];
  quantity: number;
  unitNetCents: number;
  vatRateBp: number;
  netCents: number;
}

/** Everything the PDF shows, in French; amounts are signed (negative on a credit note). */
export interface InvoiceDocument {
  kind: InvoiceKind;
  title: 'FACTURE' | 'AVOIR';
  reference: string;
  issuedAt: Date;
  issuedOn: string;
  /** The operator issues every invoice and credit note (decision 0034: it sells in its own name). */
  issuer: Operator;
  buyer: { name: string; addressLines: string[]; email: string; vatId: string | null };
  details: string[];
  lines: InvoiceLine[];
  totals: {
    linesNetCents: number;
    /** A discount on an invoice, or the part of the lines a credit note does not give back. */
    adjustment: { label: string; netCents: number } | null;
    netCents: number;
    vat: { rateBp: number; baseCents: number; taxCents: number }[];
    totalCents: number;
  };
  payment: string;
  mentions: string[];
}

const paymentMethods: Record<string, string> = {
  stripe: 'carte bancaire (Stripe)',
  paypal: 'PayPal',
  sandbox: 'carte de test (environnement de démonstration)',
};
const methodOf = (provider: string | null) => (provider && paymentMethods[provider]) || 'paiement en ligne';

const periods = {
  monthly: { label: 'Abonnement mensuel', months: 1 },
  yearly: { label: 'Abonnement annuel', months: 12 },
};

function periodOf(billing: InvoiceFacts['items'][number]['billing'], from: Date): string | null {
  if (billing === 'one_time') return null;
  const { label, months } = periods[billing];
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  end.setUTCDate(end.getUTCDate() - 1);
  return `${label}, période du ${formatNumericDate(from, 'fr')} au ${formatNumericDate(end, 'fr')}`;
}

export const mentions = {
  business:
    'Entre professionnels : tout retard de paiement entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du code de commerce). Pas d’escompte pour paiement anticipé.',
  guarantee:
    'Garantie satisfait ou remboursé : vous pouvez demander le remboursement d’un produit dans les 30 jours suivant son paiement, depuis la page de vos achats.',
} as const;

/** Decision 0034: the operator sells in its own name, for the account of the creators the lines name. */
export const marketplaceMention = (operator: Operator) =>
  `${operator.name} vend ces produits numériques en son nom propre, pour le compte des créateurs indiqués sur chaque ligne (« pour le compte de »).`;

/**
 * How the order was taxed, from what it recorded: its country decides as at checkout, and the stored
 * `reverse_charge` stands for the VAT number checked then (never re-validated here: an issued invoice must render).
 */
function treatmentOf({ order }: InvoiceFacts): TaxTreatment {
  const country = isCountryCode(order.buyerCountry) ? order.buyerCountry : 'FR';
  if (order.reverseCharge) return { kind: 'reverse_charge', country, vatRatePercent: 0, vatId: order.buyerVatId ?? '' };
  return taxTreatment(country, null);
}

function mentionsOf(facts: InvoiceFacts, treatment: TaxTreatment, operator: Operator): string[] {
  const vat = vatMention(treatment);
  return [
    ...(vat ? [`${vat}.`] : []),
    ...(facts.order.buyerVatId ? [mentions.business] : []),
    mentions.guarantee,
    marketplaceMention(operator),
  ];
}

/**
 * The lines a credit note gives back: the refunded line, or, for a refund of the rest of the order, the lines that
 * refund marked (their `refunded_at` is the credit note's date, both written by one transaction).
 */
function linesCovered({ items, refund, invoice }: InvoiceFacts) {
  if (refund?.orderItemId) return items.filter((item) => item.id === refund.orderItemId);
  const marked = items.filter((item) => item.refundedAt?.getTime() === invoice.issuedAt.getTime());
  return marked.length > 0 ? marked : items.filter((item) => item.refundedAt !== null);
}

/** Cents less VAT at `ratePercent`, rounded as the checkout rounds (core/orders/pricing.ts). */
const withoutVat = (cents: number, ratePercent: number) => Math.round((cents * 100) / (100 + ratePercent));

function detailsOf(facts: InvoiceFacts, saleDate: Date): string[] {
  const { invoice, order, refund, corrects } = facts;
  const out = [`Commande n° ${order.number}`, `Date de la vente et du paiement : ${formatNumericDate(saleDate, 'fr')}`];
  if (invoice.kind === 'credit_note') {
    if (corrects)
      out.unshift(`Avoir sur la facture n° ${corrects.reference} du ${formatNumericDate(corrects.issuedAt, 'fr')}`);
    if (refund) out.push(`Motif du remboursement : ${refund.reason}`);
  }
  return out;
}

function paymentOf(facts: InvoiceFacts, saleDate: Date): string {
  const { invoice, order, refund } = facts;
  const method = methodOf(order.paymentProvider);
  const amount = formatPrice(invoice.totalCents, 'fr');
  if (invoice.kind === 'invoice')
    return `Facture acquittée : ${amount} payés le ${formatNumericDate(saleDate, 'fr')} par ${method}.`;
  const on = refund?.processedAt ?? invoice.issuedAt;
  return `Remboursement de ${amount} le ${formatNumericDate(on, 'fr')} sur le moyen de paiement d’origine (${method}).`;
}

function adjustmentLabel({ invoice, order }: InvoiceFacts): string {
  if (invoice.kind === 'invoice') return 'Remise';
  return order.discountCents > 0 ? 'Remise accordée sur la commande' : 'Part non remboursée';
}

/** The document model of an invoice or a credit note: pure, so every legal mention can be tested without a PDF. */
export function buildInvoiceDocument(facts: InvoiceFacts, operator: Operator): InvoiceDocument {
  const { invoice, order } = facts;
  const isCreditNote = invoice.kind === 'credit_note';
  const sign = isCreditNote ? -1 : 1;
  const saleDate = order.paidAt ?? invoice.issuedAt;
  const netCents = invoice.totalCents - invoice.taxCents;
  const treatment = treatmentOf(facts);
  const rateBp = Math.round(treatment.vatRatePercent * 100);
  // Catalogue prices include French VAT; without VAT charged, the buyer pays them less French VAT.
  const includedRate = treatment.kind === 'vat' ? treatment.vatRatePercent : catalogueVatRatePercent;

  const lines = (isCreditNote ? linesCovered(facts) : facts.items).flatMap((item): InvoiceLine[] => {
    const period = periodOf(item.billing, invoice.kind === 'invoice' ? invoice.issuedAt : saleDate);
    const forSeller = `Pour le compte de ${item.sellerName}`;
    const seats: InvoiceLine = {
      description: [item.title, forSeller, ...(period ? [period] : [])],
      quantity: item.quantity,
      unitNetCents: sign * withoutVat(item.unitPriceCents, includedRate),
      vatRateBp: rateBp,
      netCents: sign * withoutVat(item.unitPriceCents * item.quantity, includedRate),
    };
    if (item.deploymentCents === 0) return [seats];
    const deploymentNetCents = sign * withoutVat(item.deploymentCents, includedRate);
    return [
      seats,
      {
        description: [`Déploiement accompagné — ${item.title}`, forSeller],
        quantity: 1,
        unitNetCents: deploymentNetCents,
        vatRateBp: rateBp,
        netCents: deploymentNetCents,
      },
    ];
  });
  const linesNetCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const gap = linesNetCents - sign * netCents;
  const adjustment = gap === 0 ? null : { label: adjustmentLabel(facts), netCents: -gap };

  return {
    kind: invoice.kind,
    title: isCreditNote ? 'AVOIR' : 'FACTURE',
    reference: invoice.reference,
    issuedAt: invoice.issuedAt,
    issuedOn: formatNumericDate(invoice.issuedAt, 'fr'),
    issuer: operator,
    buyer: {
      name: order.billingName.trim() || order.buyerEmail,
      addressLines: (order.billingAddress ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      email: order.buyerEmail,
      vatId: order.buyerVatId,
    },
    details: detailsOf(facts, saleDate),
    lines,
    totals: {
      linesNetCents,
      adjustment,
      netCents: sign * netCents,
      vat: [{ rateBp, baseCents: sign * netCents, taxCents: sign * invoice.taxCents }],
      totalCents: sign * invoice.totalCents,
    },
    payment: paymentOf(facts, saleDate),
    mentions: mentionsOf(facts, treatment, operator),
  };
}
