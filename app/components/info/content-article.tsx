import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import type { ContentDocument } from '../../../core/content/content-document.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * A Markdown page of ours (legal page, guide): title, last update, table of contents of its sections, the
 * text. The contents sit in a sticky column on large screens and in a disclosure above the text on phones.
 */
export function ContentArticle({
  document,
  before,
  showReadingTime,
}: {
  document: ContentDocument;
  /** Above the title (e.g. a link back to the list). */
  before?: ReactNode;
  showReadingTime?: boolean;
}) {
  const { t, i18n } = useTranslation('info');
  const facts = [
    document.updated ? t('common.updated', { date: formatDate(document.updated, i18n.language) }) : null,
    showReadingTime ? t('common.readingTime', { count: document.readingMinutes }) : null,
  ].filter(Boolean);
  const toc = document.toc.length > 1 && (
    <ol className="space-y-1 text-sm">
      {document.toc.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="block rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      {before}
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{document.title}</h1>
        {facts.length > 0 && <p className="mt-3 text-sm text-muted-foreground">{facts.join(' · ')}</p>}
        {document.locale !== i18n.language && (
          <p className="mt-4 rounded-lg border bg-muted px-3 py-2 text-sm">{t('common.untranslated')}</p>
        )}
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        {toc && (
          <>
            <nav aria-label={t('common.toc')} className="hidden lg:block">
              <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto">
                <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('common.toc')}
                </p>
                {toc}
              </div>
            </nav>
            <nav aria-label={t('common.toc')} className="mb-8 lg:hidden">
              <details className="group rounded-card border bg-card">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                  {t('common.toc')}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <div className="border-t px-2 py-2">{toc}</div>
              </details>
            </nav>
          </>
        )}
        <article
          lang={document.locale === i18n.language ? undefined : document.locale}
          className="prose-content max-w-3xl lg:col-start-2 [&_h2]:scroll-mt-24 [&_h2:first-child]:mt-0 [&_strong]:font-semibold [&_blockquote]:my-4 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-muted [&_blockquote]:px-4 [&_blockquote]:py-1 [&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_td]:align-top [&_th]:border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left"
          // Our own Markdown, rendered on the server by renderMarkdown (raw HTML disabled).
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
      </div>
    </div>
  );
}
