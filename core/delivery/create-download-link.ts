import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type CreateDownloadLinkInput, downloadLinkTtlMs } from './delivery.schema.ts';
import { downloadForbidden, fileNotFound } from './delivery-errors.ts';
import { findFileAccess } from './download-rights.ts';
import { signDownloadToken } from './download-token.ts';

export interface DownloadLink {
  /** `/downloads/<token>`, on this site, for the signed-in user it was made for. */
  url: string;
  expiresAt: string;
}

/** A fresh signed link to a file the viewer may download: a paid, unrefunded licence or a live subscription. */
export async function createDownloadLink(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'secret'>,
  viewer: Viewer | null,
  { fileId }: CreateDownloadLinkInput,
): Promise<DownloadLink> {
  const { userId } = requireViewer(viewer);
  const now = deps.clock.now();
  const access = await findFileAccess(deps.db, { userId, fileId, now });
  if (!access) throw fileNotFound();
  if (!access.via) throw downloadForbidden();
  const expiresAt = new Date(now.getTime() + downloadLinkTtlMs);
  const token = signDownloadToken(deps.secret, { userId, fileId, via: access.via, expiresAt });
  return { url: `/downloads/${token}`, expiresAt: expiresAt.toISOString() };
}
