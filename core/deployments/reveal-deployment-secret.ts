import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, deploymentSecrets } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { findRequestFor } from './deployment-access.ts';
import { deploymentErrors } from './deployment-errors.ts';
import { revealSecretInput } from './deployments.schema.ts';
import { type ConfiguredKey, deploymentKeyring, openSecret } from './secret-box.ts';

export interface RevealDeps {
  db: Db;
  clock: Clock;
  secret: string;
  deploymentKeys?: readonly ConfiguredKey[];
}

/** The states in which the assigned creator may read the secrets: accepted, not ended. */
const readable = new Set(['accepted', 'in_progress', 'delivered']);

/** The names of a request's secrets (never their values): what the buyer and the creator see listed. */
export async function listSecretNames(db: Db, requestId: string): Promise<string[]> {
  const found = await db
    .select({ name: deploymentSecrets.name })
    .from(deploymentSecrets)
    .where(eq(deploymentSecrets.requestId, requestId))
    .orderBy(asc(deploymentSecrets.createdAt), asc(deploymentSecrets.name));
  return found.map((row) => row.name);
}

/**
 * One secret's value for the creator the request is addressed to, while it is accepted and not ended (decision
 * 0046). Each reading is written to the audit log (`deployment.secret_read`, the secret's name, never its value) in
 * the transaction that reads it. The buyer, an administrator or anyone else never gets a value.
 */
export async function revealDeploymentSecret(
  deps: RevealDeps,
  viewer: Viewer | null,
  requestId: string,
  input: unknown,
): Promise<{ name: string; value: string }> {
  return deps.db.transaction(async (tx) => {
    const { request, role } = await findRequestFor(tx, viewer, requestId);
    if (role !== 'creator') throw deploymentErrors.readOnly();
    if (!readable.has(request.status)) throw deploymentErrors.secretsClosed();
    const { name } = revealSecretInput.parse(input);
    const [row] = await tx
      .select()
      .from(deploymentSecrets)
      .where(and(eq(deploymentSecrets.requestId, request.id), eq(deploymentSecrets.name, name)));
    if (!row) throw deploymentErrors.secretNotFound();
    const value = openSecret(deploymentKeyring(deps), row);
    await tx.insert(auditLog).values({
      actorId: viewer!.userId,
      action: 'deployment.secret_read',
      targetType: 'deployment_request',
      targetId: request.id,
      data: { name },
      createdAt: deps.clock.now(),
    });
    return { name, value };
  });
}
