import PDFDocument from 'pdfkit';
import { formatPrice, formatRate } from '../../i18n/format.ts';
import { registration } from '../legal/operator.ts';
import type { InvoiceDocument } from './invoice-document.ts';

/** Characters the standard PDF fonts draw (WinAnsiEncoding): Latin-1 and a few typographic extras, € among them. */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char)
  );
};

/**
 * Text the standard fonts can draw: accents that Latin-1 lacks are dropped from their letter (ł stays ?), other
 * characters become '?', rather than the unrelated glyphs the font would otherwise show. The narrow no-break space
 * that French number formatting puts in "1 234,56 €" and "20 %" becomes the no-break space the fonts have.
 */
export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (drawable(char)) return char;
    if (char === '\u202f') return '\u00a0';
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return Array.from(base).every(drawable) && base !== '' ? base : '?';
  }).join('');
}

const margin = 48;
const muted = '#4b5563';
const rule = '#d1d5db';
const headerFill = '#f3f4f6';

/** Renders the document model to an A4 PDF in French; pure: the same model always gives the same bytes. */
export function renderInvoicePdf(model: InvoiceDocument): Promise<Uint8Array> {
  const title = `${model.title === 'AVOIR' ? 'Avoir' : 'Facture'} ${model.reference}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: 'fr-FR',
    displayTitle: true,
    info: { Title: title, Author: model.issuer.name, Creator: model.issuer.name, CreationDate: model.issuedAt },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * margin;
  const put = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(text), options);
  const putAt = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) =>
    doc.text(pdfText(text), x, y, options);

  // Heading: who issues, and what this is.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black');
  put(model.issuer.name, { width: width / 2 });
  doc.font('Helvetica-Bold').fontSize(18);
  putAt(model.title, margin, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  put(`N° ${model.reference}`, { width, align: 'right' });
  put(`Date d’émission : ${model.issuedOn}`, { width, align: 'right' });

  // Issuer and buyer side by side.
  const partiesTop = doc.y + 18;
  const half = width / 2 - 10;
  const { issuer, buyer } = model;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(muted);
  putAt('Émetteur', margin, partiesTop, { width: half });
  doc.font('Helvetica').fontSize(9).fillColor('black');
  put(`${issuer.name}, ${issuer.legalForm} au capital de ${issuer.shareCapital}`, { width: half });
  put(`Siège : ${issuer.address}`, { width: half });
  put(`${registration(issuer)} – SIRET ${issuer.siret}`, { width: half });
  put(`N° de TVA intracommunautaire : ${issuer.vatNumber}`, { width: half });
  put(issuer.email, { width: half });
  const issuerBottom = doc.y;

  const buyerX = margin + width / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(muted);
  putAt(model.kind === 'credit_note' ? 'Client' : 'Facturé à', buyerX, partiesTop, { width: half });
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
  put(buyer.name, { width: half });
  doc.font('Helvetica').fontSize(9);
  for (const line of buyer.addressLines) put(line, { width: half });
  if (buyer.email !== buyer.name) put(buyer.email, { width: half });
  if (buyer.vatId) put(`N° de TVA intracommunautaire : ${buyer.vatId}`, { width: half });

  doc.y = Math.max(issuerBottom, doc.y) + 16;
  doc.x = margin;
  doc.fontSize(9).fillColor('black');
  for (const detail of model.details) put(detail, { width });
  doc.moveDown(1);

  // The lines.
  const cell = (text: string, align: 'left' | 'right' = 'right') => ({ text: pdfText(text), align: { x: align } });
  const header = (text: string, align: 'left' | 'right' = 'right') => ({
    ...cell(text, align),
    type: 'TH' as const,
    font: { src: 'Helvetica-Bold' },
    backgroundColor: headerFill,
  });
  doc.font('Helvetica').fontSize(9);
  doc.table({
    columnStyles: ['*', 40, 80, 48, 86],
    defaultStyle: { border: { bottom: 0.5 }, borderColor: { bottom: rule }, padding: [5, 4, 5, 4] },
    data: [
      [header('Désignation', 'left'), header('Qté'), header('PU HT'), header('TVA'), header('Total HT')],
      ...model.lines.map((line) => [
        cell(line.description.join('\n'), 'left'),
        cell(String(line.quantity)),
        cell(formatPrice(line.unitNetCents, 'fr')),
        cell(formatRate(line.vatRateBp, 'fr')),
        cell(formatPrice(line.netCents, 'fr')),
      ]),
    ],
  });

  // Totals, right-aligned.
  const { totals } = model;
  const rows: [string, string][] = [];
  if (totals.adjustment) {
    rows.push(['Total HT des lignes', formatPrice(totals.linesNetCents, 'fr')]);
    rows.push([totals.adjustment.label, formatPrice(totals.adjustment.netCents, 'fr')]);
  }
  rows.push(['Total HT', formatPrice(totals.netCents, 'fr')]);
  for (const vat of totals.vat) {
    rows.push([
      `TVA ${formatRate(vat.rateBp, 'fr')} sur ${formatPrice(vat.baseCents, 'fr')}`,
      formatPrice(vat.taxCents, 'fr'),
    ]);
  }
  doc.moveDown(0.8);
  const labelX = margin + width - 300;
  for (const [label, amount] of rows) {
    const y = doc.y;
    putAt(label, labelX, y, { width: 200, align: 'right' });
    putAt(amount, labelX + 200, y, { width: 100, align: 'right' });
  }
  doc.font('Helvetica-Bold').fontSize(11);
  const totalY = doc.y + 4;
  putAt('Total TTC', labelX, totalY, { width: 200, align: 'right' });
  putAt(formatPrice(totals.totalCents, 'fr'), labelX + 200, totalY, { width: 100, align: 'right' });

  // Payment and legal mentions.
  doc.x = margin;
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  putAt(model.payment, margin, doc.y, { width });
  doc.moveDown(1);
  doc.fontSize(8).fillColor(muted);
  for (const mention of model.mentions) {
    put(mention, { width });
    doc.moveDown(0.4);
  }

  doc.end();
  return done;
}
