import { z } from 'zod';

/** The body of POST /api/v1/me/downloads, and the purchases page's download form. */
export const createDownloadLinkBody = z.object({ fileId: z.uuid() }).strict();
export type CreateDownloadLinkInput = z.output<typeof createDownloadLinkBody>;

/** How long a download link works. */
export const downloadLinkTtlMs = 5 * 60_000;
