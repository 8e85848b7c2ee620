/**
 * What `/media/*` may serve to anyone: the image renditions the media pipeline writes (WebP, AVIF). The same file
 * store also holds what must never be public — products' paid archives, invoices — served only through their own
 * authorised routes.
 */
export const isPublicMediaKey = (key: string): boolean => /^[\w/.-]+\.(webp|avif)$/.test(key) && !key.includes('..');
