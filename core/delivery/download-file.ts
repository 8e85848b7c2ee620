import { downloads } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { attachmentHeaders } from '../shared/attachment-disposition.ts';
import { byteRangeOf } from '../shared/byte-range.ts';
import { downloadForbidden, fileNotFound, linkExpired, linkInvalid, linkOfAnotherUser } from './delivery-errors.ts';
import { findFileAccess } from './download-rights.ts';
import { readDownloadToken } from './download-token.ts';

/** How a signed link's file reaches the browser: streamed by the app, or a redirect to the store's own short-lived link. */
export type DownloadedFile =
  | { kind: 'stream'; status: 200 | 206; body: ReadableStream<Uint8Array>; headers: Record<string, string> }
  | { kind: 'redirect'; location: string }
  /** The range asked for starts past the end of the file (416, with the file's size). */
  | { kind: 'unsatisfiable'; headers: Record<string, string> };

/** Long enough to follow a redirect and start a slow download; a resumed one asks the app for a fresh link. */
const directLinkSeconds = 300;

/** Where the download came from, kept in the download log. */
export interface DownloadRequest {
  ip: string | null;
  userAgent: string | null;
  /** The `Range` header: a download manager or a browser resuming an interrupted download asks for the rest. */
  range?: string | null;
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
  // The bucket's own link serves ranges itself; through the app, one range of the file is answered with 206.
  const direct = await deps.files.directLink(access.storageKey, {
    fileName: access.fileName,
    contentType: access.contentType,
    expiresInSeconds: directLinkSeconds,
  });
  const range = direct ? null : byteRangeOf(request.range, access.sizeBytes);
  if (range === 'unsatisfiable') {
    return { kind: 'unsatisfiable', headers: { 'Content-Range': `bytes */${access.sizeBytes}` } };
  }
  const stored = direct ? null : await deps.files.open(access.storageKey, range ?? undefined);
  if (direct ? !(await deps.files.exists(access.storageKey)) : !stored) {
    deps.log.error({ fileId: access.fileId, storageKey: access.storageKey }, 'deliverable file missing from the store');
    throw fileNotFound();
  }
  // A resumed download (a range that does not start at the first byte) is the same download: logged once.
  if (!range || range.start === 0) {
    await deps.db.insert(downloads).values({
      userId,
      fileId: access.fileId,
      orderItemId: 'orderItemId' in access.via ? access.via.orderItemId : null,
      ip: request.ip,
      userAgent: request.userAgent?.slice(0, 512) ?? null,
    });
  }
  if (direct) return { kind: 'redirect', location: direct };
  // An attachment, never kept by a cache: the link is personal and short-lived.
  const headers = { ...attachmentHeaders(access.fileName, access.contentType, stored!.size), 'Accept-Ranges': 'bytes' };
  if (!range) return { kind: 'stream', status: 200, body: stored!.body, headers };
  return {
    kind: 'stream',
    status: 206,
    body: stored!.body,
    headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${access.sizeBytes}` },
  };
}
