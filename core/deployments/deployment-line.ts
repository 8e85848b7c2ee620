import type { Db } from '../../db/client.ts';
import { manifestHostingOptions } from './guides/hosting-options.ts';
import { guidedDeployment, keptLine } from './kept-line.ts';

/** A purchase line of the viewer as a deployment request reads it (decision 0046). */
export interface DeploymentLine {
  orderItemId: string;
  orderId: string;
  productId: string;
  productTitle: string;
  sellerId: string;
  sellerUserId: string;
  sellerName: string;
  deploymentHours: number;
  hostingOptions: string[];
  requiredKeys: string[];
  /** The deployment is included in the product or was bought with the line. */
  eligible: boolean;
}

/** The line `orderItemId` the buyer keeps (kept-line.ts; otherwise 404) with its manifest's hosting options and keys. */
export async function findDeploymentLine(
  deps: { db: Db; clock: { now(): Date } },
  buyerId: string,
  orderItemId: string,
): Promise<DeploymentLine> {
  const line = await keptLine(deps, buyerId, orderItemId);
  const { manifest } = line;
  return {
    orderItemId: line.id,
    orderId: line.orderId,
    productId: line.productId,
    productTitle: line.title,
    sellerId: line.sellerId,
    sellerUserId: line.sellerUserId,
    sellerName: line.sellerName,
    deploymentHours: line.deploymentHours,
    hostingOptions: manifest ? manifestHostingOptions(manifest).filter(Boolean) : [],
    requiredKeys: manifest?.requiredKeys ?? [],
    eligible: guidedDeployment(line),
  };
}
