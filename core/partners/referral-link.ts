/** The pages a partner link may lead to: a product's or a seller's. */
const linkablePath = /^\/(product|seller)\/[^/]+\/?$/;

/**
 * The partner link of a pasted address of this site (`publicUrl`): the same page with `ref=<code>` (other query
 * parameters kept), or null when the address is not a product or seller page of this site.
 */
export function referralLink(publicUrl: string, pasted: string, code: string): string | null {
  let url: URL;
  try {
    url = new URL(pasted.trim(), publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin || !linkablePath.test(url.pathname)) return null;
  url.searchParams.delete('ref');
  url.searchParams.set('ref', code);
  url.hash = '';
  return url.href;
}
