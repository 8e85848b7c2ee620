/** RFC 6266: a plain-ASCII name for old clients, the exact UTF-8 name for the others. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A personal file sent as a download: saved under its name, of the type found in its content with `nosniff` (a
 * browser never renders it as a page of this site), never kept by a cache.
 */
export function attachmentHeaders(fileName: string, contentType: string, size: number): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Content-Disposition': attachmentDisposition(fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
