import { describe, expect, it } from 'vitest';
import { demoOperator } from '../legal/operator.ts';
import { buildInvoiceDocument, type InvoiceFacts, marketplaceMention, mentions } from './invoice-document.ts';

const paidAt = new Date('2026-03-12T09:30:00Z');

/** A French consumer's order of 2 seats at 49 € (VAT 20 % inside) from one seller, and its invoice. */
function facts(overrides: { invoice?: Partial<InvoiceFacts['invoice']>; order?: Partial<InvoiceFacts['order']> } = {}) {
  const base: InvoiceFacts = {
    invoice: { reference: 'FAC-2026-000042', kind: 'invoice', totalCents: 9800, taxCents: 1633, issuedAt: paidAt },
    order: {
      number: 'CMD-2026-000007',
      billingName: '',
      billingAddress: null,
      buyerEmail: 'ada@example.com',
      buyerVatId: null,
      buyerCountry: 'FR',
      reverseCharge: false,
      paymentProvider: 'stripe',
      paidAt,
      discountCents: 0,
    },
    items: [
      {
        id: 'item-1',
        title: 'Agent SDR',
        sellerName: 'Studio Lumière',
        billing: 'one_time',
        quantity: 2,
        unitPriceCents: 4900,
        deploymentCents: 0,
        totalCents: 9800,
        taxCents: 1633,
        refundedAt: null,
      },
    ],
    refund: null,
    corrects: null,
  };
  return {
    ...base,
    invoice: { ...base.invoice, ...overrides.invoice },
    order: { ...base.order, ...overrides.order },
  };
}

describe('invoice document', () => {
  it('names the issuer, the buyer (their e-mail without a billing name), the number, dates and the order', () => {
    const doc = buildInvoiceDocument(facts(), demoOperator);
    expect(doc.title).toBe('FACTURE');
    expect(doc.reference).toBe('FAC-2026-000042');
    expect(doc.issuedOn).toBe('12/03/2026');
    expect(doc.issuer).toBe(demoOperator);
    expect(doc.buyer).toEqual({ name: 'ada@example.com', addressLines: [], email: 'ada@example.com', vatId: null });
    expect(doc.details).toEqual(['Commande n° CMD-2026-000007', 'Date de la vente et du paiement : 12/03/2026']);
  });

  it('dates the invoice in Paris: 31 December 23:30 UTC is already 1 January there', () => {
    const doc = buildInvoiceDocument(facts({ invoice: { issuedAt: new Date('2026-12-31T23:30:00Z') } }), demoOperator);
    expect(doc.issuedOn).toBe('01/01/2027');
  });

  it('shows each line with its seller, seats, unit price and total excluding VAT, its rate, and the totals', () => {
    const doc = buildInvoiceDocument(facts(), demoOperator);
    expect(doc.lines).toEqual([
      {
        description: ['Agent SDR', 'Pour le compte de Studio Lumière'],
        quantity: 2,
        unitNetCents: 4083,
        vatRateBp: 2000,
        netCents: 8167,
      },
    ]);
    expect(doc.totals).toEqual({
      linesNetCents: 8167,
      adjustment: null,
      netCents: 8167,
      vat: [{ rateBp: 2000, baseCents: 8167, taxCents: 1633 }],
      totalCents: 9800,
    });
    expect(doc.payment).toBe('Facture acquittée : 98,00\u00a0€ payés le 12/03/2026 par carte bancaire (Stripe).');
    expect(doc.mentions).toEqual([mentions.guarantee, marketplaceMention(demoOperator)]);
  });

  it('shows a discount as the gap between the lines and what was paid', () => {
    const f = facts({ invoice: { totalCents: 8820, taxCents: 1470 }, order: { discountCents: 980 } });
    f.items[0] = { ...f.items[0]!, totalCents: 8820, taxCents: 1470 };
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.totals.linesNetCents).toBe(8167);
    expect(doc.totals.adjustment).toEqual({ label: 'Remise', netCents: -817 });
    expect(doc.totals.netCents).toBe(7350);
  });

  it('taxes at the buyer’s country’s rate', () => {
    const f = facts({ invoice: { taxCents: 1565 }, order: { buyerCountry: 'DE' } });
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.lines[0]!.vatRateBp).toBe(1900);
    expect(doc.lines[0]!.unitNetCents).toBe(4118);
  });

  it('gives the billing period of a subscription', () => {
    const f = facts();
    f.items[0] = { ...f.items[0]!, billing: 'monthly', quantity: 1 };
    expect(buildInvoiceDocument(f, demoOperator).lines[0]!.description).toEqual([
      'Agent SDR',
      'Pour le compte de Studio Lumière',
      'Abonnement mensuel, période du 12/03/2026 au 11/04/2026',
    ]);
  });

  it('for a business elsewhere in the EU: its name, address and VAT number, reverse charge, late-payment terms', () => {
    const f = facts({
      invoice: { totalCents: 8167, taxCents: 0 },
      order: {
        billingName: 'Muster GmbH',
        billingAddress: 'Hauptstraße 1\n10115 Berlin\nAllemagne',
        buyerCountry: 'DE',
        buyerVatId: 'DE123456789',
        reverseCharge: true,
      },
    });
    f.items[0] = { ...f.items[0]!, totalCents: 8167, taxCents: 0 };
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.buyer).toEqual({
      name: 'Muster GmbH',
      addressLines: ['Hauptstraße 1', '10115 Berlin', 'Allemagne'],
      email: 'ada@example.com',
      vatId: 'DE123456789',
    });
    expect(doc.lines[0]).toMatchObject({ unitNetCents: 4083, vatRateBp: 0, netCents: 8167 });
    expect(doc.totals.vat).toEqual([{ rateBp: 0, baseCents: 8167, taxCents: 0 }]);
    expect(doc.mentions[0]).toMatch(/^Autoliquidation.*art\. 196 de la directive 2006\/112\/CE/);
    expect(doc.mentions).toContain(mentions.business);
    expect(mentions.business).toMatch(/40 €/);
    expect(doc.mentions).toContain(mentions.guarantee);
  });

  it('renders whatever VAT number the order recorded: an issued invoice is never refused', () => {
    const doc = buildInvoiceDocument(facts({ order: { buyerVatId: 'FR-pas-un-numéro' } }), demoOperator);
    expect(doc.buyer.vatId).toBe('FR-pas-un-numéro');
    expect(doc.lines[0]!.vatRateBp).toBe(2000);
    expect(doc.mentions).toContain(mentions.business);
  });

  it('for a buyer outside the EU: no VAT, art. 259-1 du CGI', () => {
    const f = facts({ invoice: { totalCents: 8167, taxCents: 0 }, order: { buyerCountry: 'CH' } });
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.mentions[0]).toBe('TVA non applicable – art. 259-1 du CGI.');
    expect(doc.mentions).not.toContain(mentions.business);
  });

  it('a credit note refers to the invoice it corrects, gives the refunded lines in negative and the reason', () => {
    const refundedAt = new Date('2026-03-20T10:00:00Z');
    const f = facts({ invoice: { reference: 'AVO-2026-000003', kind: 'credit_note', issuedAt: refundedAt } });
    f.items = [
      { ...f.items[0]!, refundedAt },
      {
        id: 'item-2',
        title: 'Chatbot support',
        sellerName: 'Atelier Nord',
        billing: 'one_time',
        quantity: 1,
        unitPriceCents: 1200,
        deploymentCents: 0,
        totalCents: 1200,
        taxCents: 200,
        refundedAt: null,
      },
    ];
    f.refund = { reason: 'Ne correspond pas à la description', orderItemId: null, processedAt: refundedAt };
    f.corrects = { reference: 'FAC-2026-000042', issuedAt: paidAt };
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.title).toBe('AVOIR');
    expect(doc.details).toEqual([
      'Avoir sur la facture n° FAC-2026-000042 du 12/03/2026',
      'Commande n° CMD-2026-000007',
      'Date de la vente et du paiement : 12/03/2026',
      'Motif du remboursement : Ne correspond pas à la description',
    ]);
    expect(doc.lines).toEqual([
      {
        description: ['Agent SDR', 'Pour le compte de Studio Lumière'],
        quantity: 2,
        unitNetCents: -4083,
        vatRateBp: 2000,
        netCents: -8167,
      },
    ]);
    expect(doc.totals).toMatchObject({ netCents: -8167, totalCents: -9800, adjustment: null });
    expect(doc.totals.vat).toEqual([{ rateBp: 2000, baseCents: -8167, taxCents: -1633 }]);
    expect(doc.payment).toBe(
      'Remboursement de 98,00\u00a0€ le 20/03/2026 sur le moyen de paiement d’origine (carte bancaire (Stripe)).',
    );
  });

  it('shows a guided deployment bought as an option as its own line, once, under the seats it came with', () => {
    // 2 seats at 49 € + a 150 € deployment: 248 € paid, 41,33 € of VAT.
    const f = facts({ invoice: { totalCents: 24_800, taxCents: 4_133 } });
    f.items = [{ ...f.items[0]!, deploymentCents: 15_000, totalCents: 24_800, taxCents: 4_133 }];
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.lines).toEqual([
      expect.objectContaining({ description: ['Agent SDR', 'Pour le compte de Studio Lumière'], netCents: 8167 }),
      {
        description: ['Déploiement accompagné — Agent SDR', 'Pour le compte de Studio Lumière'],
        quantity: 1,
        unitNetCents: 12_500,
        vatRateBp: 2000,
        netCents: 12_500,
      },
    ]);
    expect(doc.totals).toMatchObject({ linesNetCents: 20_667, adjustment: null, netCents: 20_667, totalCents: 24_800 });
  });

  it('a credit note for one line gives that line only', () => {
    const f = facts({ invoice: { kind: 'credit_note', totalCents: 1200, taxCents: 200 } });
    f.items.push({
      ...f.items[0]!,
      id: 'item-2',
      title: 'Chatbot support',
      quantity: 1,
      unitPriceCents: 1200,
      totalCents: 1200,
      taxCents: 200,
    });
    f.refund = { reason: 'Doublon', orderItemId: 'item-2', processedAt: null };
    const doc = buildInvoiceDocument(f, demoOperator);
    expect(doc.lines.map((line) => line.description[0])).toEqual(['Chatbot support']);
    expect(doc.totals.totalCents).toBe(-1200);
  });
});
