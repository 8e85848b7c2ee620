import { useEffect } from 'react';

/**
 * Tells the server that the product page was seen, once per page shown, from the browser: a page served from a
 * cache counts too, and crawlers that run no script are not counted. Renders nothing.
 */
export function ProductViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const url = `/api/v1/products/${encodeURIComponent(slug)}/views`;
    if (!navigator.sendBeacon?.(url)) {
      fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
    }
  }, [slug]);
  return null;
}
