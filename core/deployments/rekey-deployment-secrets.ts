import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentSecrets } from '../../db/schema/index.ts';
import { type ConfiguredKey, deploymentKeyring, openSecret, sealSecret } from './secret-box.ts';

/** What a run did and what it left: the rows still to re-seal by key id, and those no key of the keyring opens. */
export interface RekeyReport {
  resealed: number;
  /** Rows sealed under an older key of the keyring, by key id: that key can be dropped once it is absent here. */
  remaining: Record<string, number>;
  unknownKey: number;
}

/**
 * The `deployment-secrets-rekey` job: re-seals, under the keyring's current key, up to `batch` secrets still sealed
 * under an older key of the keyring (decision 0046). It reads only rows it can open, so rows under a key no longer
 * configured never hold a batch back; they are counted. A row is updated only if it still has the key it was read
 * with, so a run beside another (or beside a deletion) is harmless.
 */
export async function rekeyDeploymentSecrets(
  deps: { db: Db; secret: string; deploymentKeys?: readonly ConfiguredKey[] },
  { batch = 500 } = {},
): Promise<RekeyReport> {
  const keyring = deploymentKeyring(deps);
  const older = [...keyring.all.keys()].filter((id) => id !== keyring.current.id);
  const stale = await deps.db
    .select()
    .from(deploymentSecrets)
    .where(inArray(deploymentSecrets.keyId, older))
    .limit(batch);
  let resealed = 0;
  for (const row of stale) {
    const value = openSecret(keyring, row);
    const updated = await deps.db
      .update(deploymentSecrets)
      .set({ ...sealSecret(keyring, row.requestId, row.name, value), updatedAt: new Date() })
      .where(and(eq(deploymentSecrets.id, row.id), eq(deploymentSecrets.keyId, row.keyId)))
      .returning({ id: deploymentSecrets.id });
    resealed += updated.length;
  }
  const left = await deps.db
    .select({ keyId: deploymentSecrets.keyId, rows: count() })
    .from(deploymentSecrets)
    .where(ne(deploymentSecrets.keyId, keyring.current.id))
    .groupBy(deploymentSecrets.keyId);
  const remaining: Record<string, number> = {};
  let unknownKey = 0;
  for (const { keyId, rows } of left) {
    if (keyring.all.has(keyId)) remaining[keyId] = rows;
    else unknownKey += rows;
  }
  return { resealed, remaining, unknownKey };
}
