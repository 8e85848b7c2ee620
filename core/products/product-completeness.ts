import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import type { Tx } from './product-access.ts';

/** What a product must have before it is published, in the order the editor lists what is missing. */
export const publishRequirements = ['summary', 'description', 'cover', 'files', 'manifest'] as const;
export type PublishRequirement = (typeof publishRequirements)[number];

/** The French labels of the missing parts, for the error message (the UI translates the codes). */
const labels: Record<PublishRequirement, string> = {
  summary: 'un résumé',
  description: 'une description',
  cover: 'une image de couverture',
  files: 'au moins un fichier livrable',
  manifest: 'le manifeste de déploiement',
};

export const missingMessage = (missing: readonly PublishRequirement[]) =>
  `Pour publier, il manque : ${missing.map((m) => labels[m]).join(', ')}`;

/** What the product still lacks to be published (empty: it may be). One query. */
export async function missingForPublication(db: Tx, productId: string): Promise<PublishRequirement[]> {
  const [row] = await rows<{
    summary: string;
    description: string;
    has_manifest: boolean;
    has_cover: boolean;
    has_files: boolean;
  }>(
    db,
    sql`select p.summary, p.description, p.manifest is not null as has_manifest,
          exists(select 1 from product_media m where m.product_id = p.id and m.kind = 'cover') as has_cover,
          exists(select 1 from product_files f where f.product_id = p.id) as has_files
        from products p where p.id = ${productId}`,
  );
  if (!row) return [...publishRequirements];
  const present: Record<PublishRequirement, boolean> = {
    summary: row.summary.trim() !== '',
    description: row.description.trim() !== '',
    cover: row.has_cover,
    files: row.has_files,
    manifest: row.has_manifest,
  };
  return publishRequirements.filter((r) => !present[r]);
}
