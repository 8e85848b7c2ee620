import { and, eq, inArray } from 'drizzle-orm';
import { conversations, deploymentRequests, deploymentSecrets } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { selectRequests } from './deployment-access.ts';
import { deploymentErrors } from './deployment-errors.ts';
import { findDeploymentLine } from './deployment-line.ts';
import { openDeploymentStatuses } from './deployment-machine.ts';
import { notifyDeployment } from './deployment-notices.ts';
import { openDeploymentInput } from './deployments.schema.ts';
import type { MoveDeps } from './move-deployment-request.ts';
import { type ConfiguredKey, deploymentKeyring, sealSecret } from './secret-box.ts';

export interface OpenDeps extends MoveDeps {
  secret: string;
  deploymentKeys?: readonly ConfiguredKey[];
}

/**
 * The buyer opens a deployment request for one of their purchase lines (decision 0046): an eligible line, one of the
 * manifest's hosting options, a value for each key the manifest names and their own extra secrets, each sealed
 * (AES-256-GCM) before it is written. In one transaction: the request (one open per line), its secrets, its thread
 * (a conversation of its own) and the creator's notice (which names no secret).
 */
export async function openDeploymentRequest(
  deps: OpenDeps,
  viewer: Viewer | null,
  input: unknown,
): Promise<{ id: string }> {
  const me = requireVerifiedEmail(viewer).userId;
  // The line first: another buyer's (or none) is not found, whatever the form says.
  const line = await findDeploymentLine(deps, me, String((input as { orderItemId?: unknown } | null)?.orderItemId));
  if (!line.eligible) throw deploymentErrors.notOffered();
  const parsed = openDeploymentInput.parse(input);
  if (!line.hostingOptions.includes(parsed.hosting)) throw deploymentErrors.hostingInvalid();
  const secrets: { name: string; value: string }[] = [];
  for (const name of line.requiredKeys) {
    const value = parsed.secrets[name]?.trim() ?? '';
    if (!value) throw deploymentErrors.secretMissing(name);
    secrets.push({ name, value });
  }
  for (const extra of parsed.extraSecrets) {
    if (secrets.some((s) => s.name === extra.name.trim())) throw deploymentErrors.secretDuplicate();
    secrets.push({ name: extra.name.trim(), value: extra.value });
  }
  const keyring = deploymentKeyring(deps);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: deploymentRequests.id })
        .from(deploymentRequests)
        .where(
          and(
            eq(deploymentRequests.orderItemId, line.orderItemId),
            inArray(deploymentRequests.status, [...openDeploymentStatuses]),
          ),
        );
      if (open) throw deploymentErrors.alreadyOpen();
      const [request] = await tx
        .insert(deploymentRequests)
        .values({
          orderItemId: line.orderItemId,
          productId: line.productId,
          sellerId: line.sellerId,
          buyerId: me,
          hosting: parsed.hosting,
          notes: parsed.notes,
          deploymentHours: line.deploymentHours,
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: deploymentRequests.id });
      const id = request!.id;
      if (secrets.length > 0) {
        await tx
          .insert(deploymentSecrets)
          .values(secrets.map((s) => ({ requestId: id, name: s.name, ...sealSecret(keyring, id, s.name, s.value) })));
      }
      await tx.insert(conversations).values({
        buyerId: me,
        sellerId: line.sellerId,
        productId: line.productId,
        deploymentRequestId: id,
        createdAt: now,
      });
      // Read back like every other step's: the buyer named by their profile, as the creator sees them everywhere.
      const [opened] = await selectRequests(tx, eq(deploymentRequests.id, id));
      await notifyDeployment(tx, deps, opened!, [{ to: 'creator', kind: 'deploymentRequested', type: 'info' }]);
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deployment_requests_open_uq')) throw deploymentErrors.alreadyOpen();
    throw error;
  }
}
