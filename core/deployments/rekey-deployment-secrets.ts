import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentSecrets } from '../../db/schema/index.ts';
import { deploymentKeyring, openSecret, type SealingKey, sealSecret } from './secret-box.ts';

/**
 * The `deployment-secrets-rekey` job: re-seals, under the keyring's current key, the secrets still sealed under an
 * older one (decision 0046: put the new key first, keep the old one until this has run, then drop it). A row is
 * updated only if it still has the key it was read with, so a run beside another (or beside a deletion) is harmless.
 * Rows sealed under a key no longer configured are left and counted: they cannot be opened.
 */
export async function rekeyDeploymentSecrets(
  deps: { db: Db; secret: string; deploymentKeys?: readonly SealingKey[] },
  { batch = 500 } = {},
): Promise<{ resealed: number; unknownKey: number }> {
  const keyring = deploymentKeyring(deps);
  const stale = await deps.db
    .select()
    .from(deploymentSecrets)
    .where(ne(deploymentSecrets.keyId, keyring.current.id))
    .limit(batch);
  let resealed = 0;
  let unknownKey = 0;
  for (const row of stale) {
    if (!keyring.all.has(row.keyId)) {
      unknownKey++;
      continue;
    }
    const value = openSecret(keyring, row);
    const updated = await deps.db
      .update(deploymentSecrets)
      .set({ ...sealSecret(keyring, row.requestId, row.name, value), updatedAt: new Date() })
      .where(and(eq(deploymentSecrets.id, row.id), eq(deploymentSecrets.keyId, row.keyId)))
      .returning({ id: deploymentSecrets.id });
    resealed += updated.length;
  }
  return { resealed, unknownKey };
}
