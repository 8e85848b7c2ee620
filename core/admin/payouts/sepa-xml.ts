import { compactIban } from '../../sellers/iban.ts';
import type { PayoutDebtor } from './payout-debtor.ts';
import { sepaId, sepaText, xmlEscape } from './sepa-text.ts';

/** One credit transfer of the file. */
export interface SepaTransfer {
  /** Unique within the batch (the payout's id): the end-to-end id the payee's bank shows. */
  id: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** The unstructured remittance information (what the payee reads on their statement). */
  remittance: string;
}

export interface SepaBatch {
  /** The message and payment-information id: the batch reference. */
  reference: string;
  createdAt: Date;
  /** The requested execution date (YYYY-MM-DD). */
  executionDate: string;
  debtor: PayoutDebtor;
  transfers: SepaTransfer[];
}

/** Cents as a decimal amount with exactly two decimals (`1234.50`), without floating point. */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An element with escaped text content. */
const el = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/**
 * The batch as an ISO 20022 `pain.001.001.03` customer credit transfer initiation (SEPA): one group header, one
 * payment information block (transfer, SEPA service level, the platform as debtor, charges shared), one
 * `CdtTrfTxInf` per payout. Every text is restricted to the SEPA character set, cut to the schema's maximum length
 * (ids 35, names 70, remittance 140) and XML-escaped; amounts are in euros with two decimals.
 */
export function sepaCreditTransferXml(batch: SepaBatch): string {
  const total = batch.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  const count = String(batch.transfers.length);
  const messageId = sepaId(batch.reference);
  const createdAt = batch.createdAt.toISOString().slice(0, 19);
  const transfers = batch.transfers.map((t) =>
    [
      '<CdtTrfTxInf>',
      `<PmtId>${el('EndToEndId', sepaId(t.id))}</PmtId>`,
      `<Amt><InstdAmt Ccy="EUR">${sepaAmount(t.amountCents)}</InstdAmt></Amt>`,
      `<Cdtr>${el('Nm', sepaText(t.creditorName, 70))}</Cdtr>`,
      `<CdtrAcct><Id>${el('IBAN', compactIban(t.creditorIban).slice(0, 34))}</Id></CdtrAcct>`,
      `<RmtInf>${el('Ustrd', sepaText(t.remittance, 140))}</RmtInf>`,
      '</CdtTrfTxInf>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    el('MsgId', messageId),
    el('CreDtTm', createdAt),
    el('NbOfTxs', count),
    el('CtrlSum', sepaAmount(total)),
    `<InitgPty>${el('Nm', sepaText(batch.debtor.name, 70))}</InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    el('PmtInfId', messageId),
    el('PmtMtd', 'TRF'),
    el('BtchBookg', 'true'),
    el('NbOfTxs', count),
    el('CtrlSum', sepaAmount(total)),
    `<PmtTpInf><SvcLvl>${el('Cd', 'SEPA')}</SvcLvl></PmtTpInf>`,
    el('ReqdExctnDt', batch.executionDate),
    `<Dbtr>${el('Nm', sepaText(batch.debtor.name, 70))}</Dbtr>`,
    `<DbtrAcct><Id>${el('IBAN', compactIban(batch.debtor.iban).slice(0, 34))}</Id></DbtrAcct>`,
    `<DbtrAgt><FinInstnId>${el(
      'BIC',
      batch.debtor.bic
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 11),
    )}</FinInstnId></DbtrAgt>`,
    el('ChrgBr', 'SLEV'),
    ...transfers,
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
