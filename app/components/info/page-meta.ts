import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  /** Pages reached from e-mail links (tokens) stay out of search engines. */
  noindex?: boolean;
}

/** The page's URL without tracking or other parameters, keeping only a language choice (`?lang=`). */
export function canonicalUrl(publicUrl: string, url: URL): string {
  const lang = url.searchParams.get('lang');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${publicUrl}${path}${lang && /^[a-z]{2}$/.test(lang) ? `?lang=${lang}` : ''}`;
}

export function pageMeta(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    ...(meta.description ? [{ name: 'description', content: meta.description }] : []),
    ...(meta.canonical ? [{ tagName: 'link', rel: 'canonical', href: meta.canonical }] : []),
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:title', content: meta.title },
    ...(meta.description ? [{ property: 'og:description', content: meta.description }] : []),
  ];
}
