import { describe, expect, it } from 'vitest';
import { demoOperator } from '../legal/operator.ts';
import { buildInvoiceDocument, type InvoiceFacts } from './invoice-document.ts';
import { pdfVisibleText } from './pdf-text.test-support.ts';
import { pdfText, renderInvoicePdf } from './render-invoice-pdf.ts';

const issuedAt = new Date('2026-03-12T09:30:00Z');
const businessOrder: InvoiceFacts = {
  invoice: { reference: 'FAC-2026-000042', kind: 'invoice', totalCents: 8167, taxCents: 0, issuedAt },
  order: {
    number: 'CMD-2026-000007',
    billingName: 'Muster GmbH',
    billingAddress: 'Hauptstraße 1\n10115 Berlin',
    buyerEmail: 'achats@muster.example',
    buyerVatId: 'DE123456789',
    buyerCountry: 'DE',
    reverseCharge: true,
    paymentProvider: 'paypal',
    paidAt: issuedAt,
    discountCents: 0,
  },
  items: [
    {
      id: 'item-1',
      title: 'Agent SDR – édition « Pro » 🚀',
      sellerName: 'Studio Łódź',
      billing: 'yearly',
      quantity: 2,
      unitPriceCents: 4900,
      deploymentCents: 0,
      totalCents: 8167,
      taxCents: 0,
      refundedAt: null,
    },
  ],
  refund: null,
  corrects: null,
};

describe('invoice PDF', () => {
  it('is a valid PDF showing the mentions, the amounts with the € sign, and the document’s title', async () => {
    const pdf = await renderInvoicePdf(buildInvoiceDocument(businessOrder, demoOperator));
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toContain('(Facture FAC-2026-000042)');
    expect(raw).toMatch(/\/Lang \(fr-FR\)/);

    const text = pdfVisibleText(pdf);
    for (const expected of [
      'FACTURE',
      'N° FAC-2026-000042',
      'Date d’émission : 12/03/2026',
      'N° de TVA intracommunautaire',
      'Muster GmbH',
      'Hauptstraße 1',
      'DE123456789',
      'Commande n° CMD-2026-000007',
      'Agent SDR – édition « Pro » ?',
      'Pour le compte de Studio ?ódz',
      'Abonnement annuel, période du 12/03/2026 au 11/03/2027',
      '40,83\u00a0€',
      '81,67\u00a0€',
      'Total TTC',
      '81,67\u00a0€',
      'Autoliquidation',
      'art. 196 de la directive 2006/112/CE',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'Garantie satisfait ou remboursé',
      'payés le 12/03/2026 par PayPal',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders the same bytes for the same document', async () => {
    const model = buildInvoiceDocument(businessOrder, demoOperator);
    expect(Buffer.from(await renderInvoicePdf(model)).equals(Buffer.from(await renderInvoicePdf(model)))).toBe(true);
  });

  it('keeps what the standard font draws and replaces the rest', () => {
    expect(pdfText('Déjà payé : 1\u00a0234,56 € – « œuvre » ’')).toBe('Déjà payé : 1\u00a0234,56 € – « œuvre » ’');
    expect(pdfText('Łódź 🚀\nΩmega')).toBe('?ódz ?\n?mega');
  });
});
