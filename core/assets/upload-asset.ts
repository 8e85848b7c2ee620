import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { sellerAssets, sellerProfiles } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { checkImage } from '../media/process-image.ts';
import { maxInputPixels } from '../media/profiles.ts';
import type { FileStore } from '../ports/file-store.ts';
import { isAppError } from '../shared/app-error.ts';
import { HOUR_MS, hitRateLimit } from '../shared/rate-limit.ts';
import { assetErrors } from './asset-errors.ts';
import { assetMaxBytes, largestAssetBytes, sniffHeadBytes } from './asset-limits.ts';
import { toAssetSummary } from './asset-row.ts';
import type { AssetKind, AssetSummary } from './asset-summary.ts';
import { nameForType, sanitizeFileName } from './file-name.ts';
import { assetKeys, requireSellerLibrary, usedBytes } from './seller-library.ts';
import { type SniffedType, sniffContentType, textCheck } from './sniff-content-type.ts';
import { uploadStream } from './upload-stream.ts';

export const uploadRateLimit = { limit: 60, windowMs: HOUR_MS };

export interface UploadAssetInput {
  /** The `x-file-name` header: the file's name, URI-encoded. */
  fileName: string | null;
  body: AsyncIterable<Uint8Array> | null;
  /** The request's Content-Length, when it declared one: a body announced too large is refused unread. */
  declaredBytes: number | null;
  /** `image`: only an image will do (a cover, a gallery picture). */
  kind?: AssetKind;
  /** Administrators: another seller's library. */
  sellerId?: string;
}

/** A small WebP for the library's thumbnails, so the page never loads a 10 MB original to draw 64 px. */
const previewOf = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: maxInputPixels, animated: false, pages: 1 })
    .rotate()
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();

type Upload = ReturnType<typeof uploadStream>;
type Keys = ReturnType<typeof assetKeys>;

/** An image: held whole (10 MB at most), decoded to prove it is one and to measure it, stored with its preview. */
async function storeImage(files: FileStore, upload: Upload, head: Uint8Array, keys: Keys, contentType: string) {
  const chunks: Uint8Array[] = [head];
  for await (const chunk of upload.rest()) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const measured = await checkImage(bytes, { maxBytes: assetMaxBytes.image }).catch((error: unknown) => {
    // A PNG header over a body that is not one: the file lies about its type.
    throw isAppError(error) && error.code !== 'image_invalid' ? error : assetErrors.notImage();
  });
  const preview = await previewOf(bytes).catch(() => {
    throw assetErrors.notImage();
  });
  await files.put(keys.original, bytes, contentType);
  await files.put(keys.preview, preview, 'image/webp');
  return { width: measured.width, height: measured.height };
}

/** Any other file: streamed to storage, a text file checked to its last byte as UTF-8 without NUL. No dimensions. */
async function storeFile(files: FileStore, upload: Upload, head: Uint8Array, keys: Keys, sniffed: SniffedType) {
  const text = sniffed.text ? textCheck() : null;
  const verified = (chunk: Uint8Array) => {
    if (text && !text.push(chunk)) throw assetErrors.typeRefused();
    return chunk;
  };
  async function* checked() {
    yield verified(head);
    for await (const chunk of upload.rest()) yield verified(chunk);
    if (text && !text.end()) throw assetErrors.typeRefused();
  }
  await files.putStream(keys.original, checked(), sniffed.contentType);
  return null;
}

/**
 * Adds a file to the seller's library. Its type is read from its content (sniffContentType), images are decoded
 * (dimensions stored, a preview made), everything is hashed (SHA-256) and streamed to the file store under a key
 * of the seller's; the size limit of its kind and the room left in the quota are enforced while reading. The row
 * is written in a transaction that locks the seller's profile, so two uploads racing for the last bytes of a quota
 * cannot both pass; whatever fails after the bytes were stored removes them.
 */
export async function uploadAsset(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'files'>,
  viewer: Viewer | null,
  input: UploadAssetInput,
): Promise<AssetSummary> {
  const { db, files } = deps;
  const library = await requireSellerLibrary(db, viewer, input.sellerId);
  const limited = await hitRateLimit(deps, `asset-upload:${requireViewer(viewer).userId}`, uploadRateLimit);
  if (!limited.allowed) throw assetErrors.rateLimited(limited.retryAfterSeconds);
  const name = sanitizeFileName(input.fileName);

  // A first look at the quota, to stop reading early; the transaction below decides.
  const used = await usedBytes(db, library.sellerId);
  const room = Math.max(0, library.quotaBytes - used);
  const upTo = (max: number) =>
    room < max
      ? { bytes: room, error: () => assetErrors.quotaExceeded(library.quotaBytes, used) }
      : { bytes: max, error: () => assetErrors.tooLarge(max) };
  const before = upTo(input.kind ? assetMaxBytes[input.kind] : largestAssetBytes);
  if (input.declaredBytes !== null && input.declaredBytes > before.bytes) throw before.error();

  const upload = uploadStream(input.body);
  upload.limit(before.bytes, before.error);
  const head = Buffer.concat(await upload.head(sniffHeadBytes));
  if (head.byteLength === 0) throw assetErrors.empty();
  const sniffed = sniffContentType(head.subarray(0, sniffHeadBytes), name);
  if (!sniffed) throw assetErrors.typeRefused();
  if (input.kind === 'image' && sniffed.kind !== 'image') throw assetErrors.notImage();
  const within = upTo(assetMaxBytes[sniffed.kind]);
  upload.limit(within.bytes, within.error);

  const id = randomUUID();
  const keys = assetKeys(library.sellerId, id);
  try {
    const dimensions =
      sniffed.kind === 'image'
        ? await storeImage(files, upload, head, keys, sniffed.contentType)
        : await storeFile(files, upload, head, keys, sniffed);
    const row = await db.transaction(async (tx) => {
      await tx
        .select({ id: sellerProfiles.id })
        .from(sellerProfiles)
        .where(eq(sellerProfiles.id, library.sellerId))
        .for('update');
      const usedNow = await usedBytes(tx, library.sellerId);
      if (usedNow + upload.size() > library.quotaBytes) throw assetErrors.quotaExceeded(library.quotaBytes, usedNow);
      const [inserted] = await tx
        .insert(sellerAssets)
        .values({
          id,
          sellerId: library.sellerId,
          kind: sniffed.kind,
          fileName: nameForType(name, sniffed.contentType),
          storageKey: keys.original,
          contentType: sniffed.contentType,
          sizeBytes: upload.size(),
          sha256: upload.sha256(),
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
        })
        .returning();
      return inserted!;
    });
    return toAssetSummary(row);
  } catch (error) {
    await Promise.all([files.delete(keys.original), files.delete(keys.preview)]);
    throw error;
  }
}
