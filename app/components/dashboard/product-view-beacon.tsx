import { useEffect } from 'react';
import { visitLanding } from '../../lib/visit-landing.ts';

/**
 * Tells the server that the product page was seen, once per page shown, from the browser: a page served from a
 * cache counts too, and crawlers that run no script are not counted. It carries the visit's landing (referrer, UTM),
 * which the server turns into the visit's source. Renders nothing.
 */
export function ProductViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const url = `/api/v1/products/${encodeURIComponent(slug)}/views`;
    const body = JSON.stringify(visitLanding());
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => {});
    }
  }, [slug]);
  return null;
}
