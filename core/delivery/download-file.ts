import { downloads } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { downloadForbidden, fileNotFound, linkExpired, linkInvalid, linkOfAnotherUser } from './delivery-errors.ts';
import { findFileAccess } from './download-rights.ts';
import { readDownloadToken } from './download-token.ts';

export interface DownloadedFile {
  body: Uint8Array;
  /** An attachment, never kept by a cache: the link is personal and short-lived. */
  headers: Record<string, string>;
}

/** RFC 6266: a plain-ASCII name for old clients, the exact UTF-8 name for the others. */
function attachmentHeaders(fileName: string, contentType: string, size: number): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Where the download came from, kept in the download log. */
export interface DownloadRequest {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Serves a signed link: its signature, expiry and user are checked, then the right it was made with is checked
 * again (a refund or a revoked licence since then closes it), and the download is logged.
 */
export async function downloadFile(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'secret' | 'files' | 'log'>,
  viewer: Viewer | null,
  token: string,
  request: DownloadRequest,
): Promise<DownloadedFile> {
  const { userId } = requireViewer(viewer);
  const read = readDownloadToken(deps.secret, token);
  if (!read.ok) throw linkInvalid();
  const { grant } = read;
  const now = deps.clock.now();
  if (grant.expiresAt <= now) throw linkExpired();
  if (grant.userId !== userId) throw linkOfAnotherUser();
  const access = await findFileAccess(deps.db, { userId, fileId: grant.fileId, now, via: grant.via });
  if (!access) throw fileNotFound();
  if (!access.via) throw downloadForbidden();
  const stored = await deps.files.get(access.storageKey);
  if (!stored) {
    deps.log.error({ fileId: access.fileId, storageKey: access.storageKey }, 'deliverable file missing from the store');
    throw fileNotFound();
  }
  await deps.db.insert(downloads).values({
    userId,
    fileId: access.fileId,
    orderItemId: 'orderItemId' in access.via ? access.via.orderItemId : null,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
  });
  return {
    body: stored.body,
    headers: attachmentHeaders(access.fileName, access.contentType, stored.body.byteLength),
  };
}
