import { useNonce } from '../lib/nonce.tsx';
import { jsonLdText } from '../lib/seo.ts';

/** schema.org data as an inline script, with the CSP nonce (empty in the browser, hence no hydration warning). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
