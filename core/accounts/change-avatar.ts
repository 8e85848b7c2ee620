import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaVariant, profiles } from '../../db/schema/index.ts';
import { processImage } from '../media/process-image.ts';
import { imageProfiles, largestWebp } from '../media/profiles.ts';
import { type FileStore, fileKeyOf } from '../ports/file-store.ts';
import { AppError, isAppError } from '../shared/app-error.ts';
import { requireViewer, type Viewer } from './viewer.ts';

export const avatarLimits = { maxBytes: imageProfiles.avatar.maxBytes, size: 256 } as const;

/**
 * Replaces the user's avatar through the image pipeline (core/media): the file is checked by its content
 * (magic number and what sharp decodes), not its name or declared type, then stored as 64, 128 and 256 px
 * squares in WebP and AVIF without metadata (no EXIF location leaks). `avatar_url` points at the 256 px
 * WebP, `avatar_variants` lists them all. The replaced files are deleted once the profile points at the new
 * ones: an old photo is not kept.
 */
export async function changeAvatar(
  { db, files }: { db: Db; files: FileStore },
  viewer: Viewer | null,
  upload: Uint8Array,
): Promise<string> {
  const v = requireViewer(viewer);
  const keyPrefix = `avatars/${v.userId}-${randomBytes(6).toString('hex')}`;
  const variants = await processImage({ files }, upload, { profile: imageProfiles.avatar, keyPrefix }).catch(
    (error: unknown) => {
      // The pipeline's `image_*` codes, under the names the account form translates (auth:errors.avatar_*).
      if (isAppError(error) && error.code.startsWith('image_')) {
        throw new AppError(error.code.replace('image_', 'avatar_'), error.status, error.message, error.details);
      }
      throw error;
    },
  );
  const url = files.url(largestWebp(variants)!.path);
  await setAvatar({ db, files }, v.userId, url, variants);
  return url;
}

/** Removes the avatar from the profile and deletes its files. */
export async function removeAvatar({ db, files }: { db: Db; files: FileStore }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  await setAvatar({ db, files }, v.userId, null, null);
}

/** The file keys of an avatar: its variants, and the key of its URL (a single file from before the pipeline). */
export function avatarFileKeys(
  files: Pick<FileStore, 'url'>,
  url: string | null | undefined,
  variants: MediaVariant[] | null | undefined,
): string[] {
  const key = fileKeyOf(files, url);
  return [...new Set([...(key ? [key] : []), ...(variants ?? []).map((variant) => variant.path)])];
}

/** Points the profile at the new avatar and deletes the files of the previous one (the row is locked meanwhile). */
async function setAvatar(
  { db, files }: { db: Db; files: FileStore },
  userId: string,
  url: string | null,
  variants: MediaVariant[] | null,
) {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: profiles.avatarUrl, avatarVariants: profiles.avatarVariants })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx.update(profiles).set({ avatarUrl: url, avatarVariants: variants }).where(eq(profiles.id, userId));
    return row ?? null;
  });
  const kept = new Set(avatarFileKeys(files, url, variants));
  for (const key of avatarFileKeys(files, previous?.avatarUrl, previous?.avatarVariants)) {
    if (!kept.has(key)) await files.delete(key);
  }
}
