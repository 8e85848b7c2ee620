import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../accounts/viewer.ts';
import { type CsvDialect, csvAmount, csvDocument, csvInstant } from '../../dashboard/csv.ts';
import type { Clock } from '../../ports/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { getPayoutBatch } from './get-payout-batch.ts';
import { payoutBatchUnconfirmed } from './mark-payout-batch-paid.ts';
import { demoPayoutDebtor, type PayoutDebtor } from './payout-debtor.ts';
import { sepaCreditTransferXml } from './sepa-xml.ts';

export interface ExportedFile {
  filename: string;
  body: string;
}

/** What the payee reads on their statement. */
const remittance = (reference: string) => `Deploia - reversement ${reference}`;

/**
 * The batch as a SEPA credit-transfer file (pain.001.001.03) for the platform's bank (administrators), to the account
 * holders and IBANs recorded when the batch was created. Only a payout from before that record (none since migration
 * 0019) can lack one: 409 `payout_iban_missing`.
 */
export async function payoutBatchXml(
  deps: { db: Db; clock: Clock; payoutDebtor?: PayoutDebtor },
  viewer: Viewer | null,
  id: string,
): Promise<ExportedFile> {
  const batch = await getPayoutBatch(deps, viewer, id);
  if (!batch.confirmedAt) throw payoutBatchUnconfirmed();
  if (batch.payouts.some((p) => !p.payoutIban)) {
    throw new AppError(
      'payout_iban_missing',
      409,
      'Un bénéficiaire du lot n’a plus d’IBAN : le fichier SEPA est impossible',
    );
  }
  const now = deps.clock.now();
  const body = sepaCreditTransferXml({
    reference: batch.reference,
    createdAt: now,
    executionDate: now.toISOString().slice(0, 10),
    debtor: deps.payoutDebtor ?? demoPayoutDebtor,
    transfers: batch.payouts.map((p) => ({
      id: p.id.replaceAll('-', ''),
      amountCents: p.amountCents,
      creditorName: p.payoutName ?? p.displayName,
      creditorIban: p.payoutIban as string,
      remittance: remittance(batch.reference),
    })),
  });
  return { filename: `${batch.reference}.xml`, body };
}

/** The batch as a spreadsheet in the dialect asked (every text formula-inert), one row per payout (administrators). */
export async function payoutBatchCsv(
  deps: { db: Db },
  viewer: Viewer | null,
  id: string,
  dialect: CsvDialect,
): Promise<ExportedFile> {
  const batch = await getPayoutBatch(deps, viewer, id);
  const header = ['reference', 'payee_type', 'payee', 'account_holder', 'iban', 'amount_eur', 'status', 'paid_at'];
  const lines = batch.payouts.map((p) => [
    batch.reference,
    p.kind,
    p.displayName,
    p.payoutName ?? '',
    p.payoutIban ?? '',
    csvAmount(p.amountCents),
    p.status,
    csvInstant(p.paidAt),
  ]);
  return { filename: `${batch.reference}.csv`, body: csvDocument([header, ...lines], dialect) };
}
