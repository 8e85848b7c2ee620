import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productReleaseGuides, productReleases } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { AppError } from '../shared/app-error.ts';
import { editableProduct } from './product-access.ts';
import type { ReleaseGuidesData } from './release.schema.ts';

const releaseNotFound = () => new AppError('release_not_found', 404, 'Version introuvable');

/**
 * Sets the deployment guide of one of the product's releases (owner or administrator; another seller: 403 and
 * nothing changes) in the languages given: a body replaces that language's guide, an empty one removes it, the
 * languages not given are kept. Buyers read the latest published release's guide on their « Déployer » page.
 */
export async function saveReleaseGuides(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: { productId: string; releaseId: string } & ReleaseGuidesData,
): Promise<{ releaseId: string; locales: Locale[] }> {
  await editableProduct(db, viewer, input.productId);
  if (!z.uuid().safeParse(input.releaseId).success) throw releaseNotFound();
  return db.transaction(async (tx) => {
    await editableProduct(tx, viewer, input.productId, { lock: true });
    const [release] = await tx
      .select({ id: productReleases.id })
      .from(productReleases)
      .where(and(eq(productReleases.id, input.releaseId), eq(productReleases.productId, input.productId)));
    if (!release) throw releaseNotFound();
    const now = clock.now();
    for (const { locale, body } of input.guides) {
      if (body === '') {
        await tx
          .delete(productReleaseGuides)
          .where(and(eq(productReleaseGuides.releaseId, release.id), eq(productReleaseGuides.locale, locale)));
      } else {
        await tx
          .insert(productReleaseGuides)
          .values({ releaseId: release.id, locale, body, updatedAt: now })
          .onConflictDoUpdate({
            target: [productReleaseGuides.releaseId, productReleaseGuides.locale],
            set: { body, updatedAt: now },
          });
      }
    }
    const kept = await tx
      .select({ locale: productReleaseGuides.locale })
      .from(productReleaseGuides)
      .where(eq(productReleaseGuides.releaseId, release.id));
    return { releaseId: release.id, locales: kept.map((k) => k.locale).sort() };
  });
}
