import { describe, expect, it } from 'vitest';
import { demoPayoutDebtor } from './payout-debtor.ts';
import { sepaText } from './sepa-text.ts';
import { type SepaTransfer, sepaAmount, sepaCreditTransferXml } from './sepa-xml.ts';
import { childrenNamed, only, readXml } from './xml-reader.test-support.ts';

const transfers: SepaTransfer[] = [
  {
    id: '0f8fad5bd9cb469fa16570867728950e',
    amountCents: 123_456,
    creditorName: `Zoë O'Brien & <Fils> "SARL" — Ærø Straße`,
    creditorIban: 'fr76 3000 6000 0112 3456 7890 189',
    remittance: 'Deploia - reversement PAY-20261124-001',
  },
  {
    id: '7c9e6679742540de944be07fc1f90ae7',
    amountCents: 5,
    creditorName: `=HYPERLINK("http://evil.example";"x") ${'très long nom '.repeat(10)}`,
    creditorIban: 'DE89370400440532013000',
    remittance: 'x'.repeat(200),
  },
  {
    id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    amountCents: 10_000,
    creditorName: 'Studio 北京 Nova',
    creditorIban: 'BE68539007547034',
    remittance: 'Réf. été',
  },
];

const build = (debtorName = demoPayoutDebtor.name) =>
  sepaCreditTransferXml({
    reference: 'PAY-20261124-001',
    createdAt: new Date('2026-11-24T03:04:05.678Z'),
    executionDate: '2026-11-24',
    debtor: { ...demoPayoutDebtor, name: debtorName },
    transfers,
  });

describe('the SEPA credit-transfer file (pain.001.001.03)', () => {
  it('is well-formed XML whose header and payment block count and sum the transfers', () => {
    const document = readXml(build());
    expect(document.name).toBe('Document');
    expect(document.attributes.xmlns).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const initiation = only(document, 'CstmrCdtTrfInitn');
    const header = only(initiation, 'GrpHdr');
    const payment = only(initiation, 'PmtInf');
    const lines = childrenNamed(payment, 'CdtTrfTxInf');
    const amounts = lines.map((line) => only(line, 'Amt', 'InstdAmt'));
    const sumCents = amounts.reduce((sum, a) => sum + Math.round(Number(a.text) * 100), 0);

    expect(only(header, 'MsgId').text).toBe('PAY-20261124-001');
    expect(only(header, 'CreDtTm').text).toBe('2026-11-24T03:04:05');
    expect(Number(only(header, 'NbOfTxs').text)).toBe(lines.length);
    expect(lines).toHaveLength(transfers.length);
    expect(Math.round(Number(only(header, 'CtrlSum').text) * 100)).toBe(sumCents);
    expect(sumCents).toBe(transfers.reduce((sum, t) => sum + t.amountCents, 0));
    expect(only(payment, 'CtrlSum').text).toBe(only(header, 'CtrlSum').text);
    expect(only(payment, 'NbOfTxs').text).toBe(String(lines.length));
    expect(only(payment, 'PmtMtd').text).toBe('TRF');
    expect(only(payment, 'PmtTpInf', 'SvcLvl', 'Cd').text).toBe('SEPA');
    expect(only(payment, 'ReqdExctnDt').text).toBe('2026-11-24');
    expect(only(payment, 'DbtrAcct', 'Id', 'IBAN').text).toBe(demoPayoutDebtor.iban);
    expect(only(payment, 'DbtrAgt', 'FinInstnId', 'BIC').text).toBe(demoPayoutDebtor.bic);
    for (const amount of amounts) {
      expect(amount.attributes.Ccy).toBe('EUR');
      expect(amount.text).toMatch(/^\d+\.\d{2}$/);
    }
    expect(amounts.map((a) => a.text)).toEqual(['1234.56', '0.05', '100.00']);
    expect(lines.map((line) => only(line, 'PmtId', 'EndToEndId').text)).toEqual(transfers.map((t) => t.id));
    expect(lines.map((line) => only(line, 'CdtrAcct', 'Id', 'IBAN').text)).toEqual([
      'FR7630006000011234567890189',
      'DE89370400440532013000',
      'BE68539007547034',
    ]);
  });

  it('escapes & < > " and apostrophes and keeps every text in the SEPA character set within its maximum length', () => {
    const xml = build(`Déploia & <Cie> "l'équipe"`);
    const document = readXml(xml);
    const lines = childrenNamed(only(document, 'CstmrCdtTrfInitn', 'PmtInf'), 'CdtTrfTxInf');
    const names = lines.map((line) => only(line, 'Cdtr', 'Nm').text);
    expect(names[0]).toBe("Zoe O'Brien + Fils SARL - AEro Strasse");
    expect(xml).toContain('Zoe O&apos;Brien + Fils SARL');
    expect(names[1]!.length).toBeLessThanOrEqual(70);
    expect(names[1]!.startsWith('HYPERLINK(')).toBe(true);
    expect(names[2]).toBe('Studio Nova');
    expect(only(lines[1]!, 'RmtInf', 'Ustrd').text).toHaveLength(140);
    expect(only(lines[2]!, 'RmtInf', 'Ustrd').text).toBe('Ref. ete');
    expect(only(document, 'CstmrCdtTrfInitn', 'PmtInf', 'Dbtr', 'Nm').text).toBe("Deploia + Cie l'equipe");
    expect(xml).toContain('Deploia + Cie l&apos;equipe');
    // No raw special character survives in any text: the only & begin entities, < and > only delimit tags.
    const texts: string[] = [];
    const walk = (e: ReturnType<typeof readXml>) => {
      if (e.children.length === 0) texts.push(e.text);
      e.children.forEach(walk);
    };
    walk(document);
    for (const text of texts) expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/);
  });

  it('writes amounts with two decimals without floating point, and refuses what is not cents', () => {
    expect(sepaAmount(0)).toBe('0.00');
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(1_999_999_999)).toBe('19999999.99');
    expect(() => sepaAmount(-1)).toThrow(RangeError);
    expect(() => sepaAmount(1.5)).toThrow(RangeError);
  });

  it('transliterates to the SEPA character set', () => {
    expect(sepaText('Élodie Müller-Łukasz Œuvre ß', 70)).toBe('Elodie Muller-Lukasz OEuvre ss');
    expect(sepaText('a\n\tb  c', 70)).toBe('a b c');
    expect(sepaText('abcdef', 3)).toBe('abc');
  });
});

describe('the test XML reader', () => {
  it('refuses malformed documents', () => {
    expect(() => readXml('<a>x & y</a>')).toThrow(/bare &/);
    expect(() => readXml('<a><b></a>')).toThrow();
    expect(() => readXml('<a>&nbsp;</a>')).toThrow(/unknown entity/);
    expect(() => readXml('<a></a><b/>')).toThrow(/after the root/);
    expect(readXml('<a x="1&amp;2">&lt;ok&gt;</a>')).toMatchObject({ attributes: { x: '1&2' }, text: '<ok>' });
  });
});
