import type { DeploymentManifest } from '../../../db/schema/catalog.ts';

/** Where the buyer may run the product: the manifest's options, or its one-line summary on older manifests. */
export function manifestHostingOptions(manifest: Pick<DeploymentManifest, 'hosting' | 'hostingOptions'>): string[] {
  return manifest.hostingOptions && manifest.hostingOptions.length > 0 ? manifest.hostingOptions : [manifest.hosting];
}
