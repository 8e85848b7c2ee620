import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import { avatarFileKeys } from '../accounts/change-avatar.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { processImage } from '../media/process-image.ts';
import { avatarVariantsFromUrl, imageProfiles, largestWebp } from '../media/profiles.ts';
import type { FileStore } from '../ports/file-store.ts';
import { AppError } from '../shared/app-error.ts';
import { requireSellerRole } from './seller-role.ts';

/**
 * Replaces the shop's avatar on the seller profile through the image pipeline (checked by content, re-encoded as
 * 64/128/256 px WebP and AVIF without metadata); the previous files are deleted once the profile points elsewhere.
 * `upload` null removes it. The profile must exist (`seller_profile_missing`, 409).
 */
export async function changeSellerAvatar(
  { db, files }: { db: Db; files: FileStore },
  viewer: Viewer | null,
  upload: Uint8Array | null,
): Promise<string | null> {
  const v = requireSellerRole(viewer);
  const [profile] = await db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, v.userId));
  if (!profile) throw new AppError('seller_profile_missing', 409, 'Complétez d’abord votre profil vendeur');
  const url = upload
    ? files.url(
        largestWebp(
          await processImage({ files }, upload, {
            profile: imageProfiles.avatar,
            keyPrefix: `sellers/${profile.id}-${randomBytes(6).toString('hex')}`,
          }),
        )!.path,
      )
    : null;
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: sellerProfiles.avatarUrl })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.id, profile.id))
      .for('update');
    await tx.update(sellerProfiles).set({ avatarUrl: url }).where(eq(sellerProfiles.id, profile.id));
    return row?.avatarUrl ?? null;
  });
  const kept = new Set(url ? avatarFileKeys(files, url, avatarVariantsFromUrl(url, files.url(''))) : []);
  if (previous) {
    for (const key of avatarFileKeys(files, previous, avatarVariantsFromUrl(previous, files.url('')))) {
      if (!kept.has(key)) await files.delete(key);
    }
  }
  return url;
}
