import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { type FileStore, fileKeyOf } from '../ports/file-store.ts';
import { AppError } from '../shared/app-error.ts';
import { requireViewer, type Viewer } from './viewer.ts';

export const avatarLimits = { maxBytes: 5 * 1024 * 1024, size: 256 } as const;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

/**
 * Replaces the user's avatar. The file is checked by its content (what sharp decodes), not its name or
 * declared type, then re-encoded as a 256 px square WebP without metadata (no EXIF location leaks). The
 * replaced file is deleted once the profile points at the new one: an old photo is not kept.
 */
export async function changeAvatar(
  { db, files }: { db: Db; files: FileStore },
  viewer: Viewer | null,
  upload: Uint8Array,
): Promise<string> {
  const v = requireViewer(viewer);
  if (upload.byteLength === 0) throw new AppError('avatar_missing', 400, 'Choisissez une image');
  if (upload.byteLength > avatarLimits.maxBytes)
    throw new AppError('avatar_too_large', 400, 'Image trop lourde (5 Mo maximum)');
  const format = await sharp(upload)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !acceptedFormats.has(format)) {
    throw new AppError('avatar_invalid', 400, 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF ou GIF');
  }
  const body = await sharp(upload, { animated: false })
    .rotate()
    .resize(avatarLimits.size, avatarLimits.size, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${v.userId}-${randomBytes(6).toString('hex')}.webp`;
  await files.put(key, body, 'image/webp');
  const url = files.url(key);
  await setAvatar({ db, files }, v.userId, url);
  return url;
}

/** Removes the avatar from the profile and deletes its file. */
export async function removeAvatar({ db, files }: { db: Db; files: FileStore }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  await setAvatar({ db, files }, v.userId, null);
}

/** Points the profile at `url` and deletes the file it pointed at before (the row is locked meanwhile). */
async function setAvatar({ db, files }: { db: Db; files: FileStore }, userId: string, url: string | null) {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, userId));
    return row?.avatarUrl ?? null;
  });
  const key = previous === url ? null : fileKeyOf(files, previous);
  if (key) await files.delete(key);
}
