import type { FileStore } from '../../core/ports/file-store.ts';
import type { Db } from '../client.ts';
import { buildDeliverable } from '../factories/delivery.ts';
import { insertMany } from '../factories/index.ts';
import { type DeploymentManifest, productFiles, productReleases } from '../schema/index.ts';

interface SeededProduct {
  id: string;
  slug: string;
  title: string;
  summary?: string;
  manifest?: DeploymentManifest | null;
  publishedAt?: Date | string | null;
}

/** Products handled at once: their archives stay small in memory, and their files are written in parallel. */
const chunkSize = 500;
const parallelWrites = 16;

/**
 * Every demo product's first release (v1.0.0, published with the product) and its deliverable: a small ZIP with
 * a README, a Docker Compose file and the keys to fill in, written through the FileStore.
 */
export async function seedDeliverables(deps: { db: Db; files: FileStore }, products: readonly SeededProduct[]) {
  for (let start = 0; start < products.length; start += chunkSize) {
    const built = products.slice(start, start + chunkSize).map((p) =>
      buildDeliverable(p, {
        changelog:
          '## Première version\n\n- Déploiement en une commande avec Docker Compose\n- Guide de démarrage et variables d’environnement documentées\n- Clé de licence à renseigner dans `.env`',
        publishedAt: p.publishedAt ? new Date(p.publishedAt) : undefined,
      }),
    );
    for (let i = 0; i < built.length; i += parallelWrites) {
      await Promise.all(
        built
          .slice(i, i + parallelWrites)
          .map(({ file, body }) => deps.files.put(file.storageKey, body, file.contentType)),
      );
    }
    await insertMany(
      deps.db,
      productReleases,
      built.map((b) => b.release),
    );
    await insertMany(
      deps.db,
      productFiles,
      built.map((b) => b.file),
    );
  }
  return products.length;
}
