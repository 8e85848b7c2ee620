import type { RouterContextProvider } from 'react-router';
import { serverT } from '../../../i18n/server-t.ts';
import { requestContext } from '../../context.ts';
import { canonicalUrl, type PageMeta } from './page-meta.ts';

/** An indexed information page's meta: its title and description under `info:<page>.meta`, and its canonical URL. */
export function infoPageMeta(context: Readonly<RouterContextProvider>, url: URL, page: string): PageMeta {
  const { locale, publicUrl } = context.get(requestContext);
  const t = serverT(locale, 'info');
  return {
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
    canonical: canonicalUrl(publicUrl, url),
  };
}

/** A Markdown document's meta (a guide, a legal page): its own title and description, and its canonical URL. */
export function documentMeta(
  context: Readonly<RouterContextProvider>,
  url: URL,
  document: { title: string; description: string },
): PageMeta {
  const { publicUrl } = context.get(requestContext);
  return {
    title: `${document.title} — Déploia`,
    description: document.description,
    canonical: canonicalUrl(publicUrl, url),
  };
}
