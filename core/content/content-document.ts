import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLocale, type Locale } from '../../i18n/config.ts';
import { AppError } from '../shared/app-error.ts';
import { renderMarkdown } from './markdown.ts';

/** Where the Markdown content lives; tests point it at fixtures. Default: `<cwd>/content`. */
export interface ContentDeps {
  contentRoot?: string;
  /** The values of the `{{name}}` variables the documents may use (already safe as Markdown text). */
  variables?: Readonly<Record<string, string>>;
}

export interface TocEntry {
  id: string;
  title: string;
}

/** A Markdown file of our own editorial content, ready to show. */
export interface ContentDocument {
  slug: string;
  /** The language of the text served: the requested one, or French when it has no translation. */
  locale: Locale;
  title: string;
  /** The first paragraph as plain text, for meta descriptions and listings. */
  description: string;
  /** From the `<!-- updated: YYYY-MM-DD -->` line, if any. */
  updated: string | null;
  readingMinutes: number;
  html: string;
  /** The second-level sections, with the anchor ids set on their headings. */
  toc: TocEntry[];
  /** Whether it used any `{{name}}` variable (the legal pages name the operator through them). */
  hasVariables: boolean;
}

/**
 * Reads `content/<collection>/<locale>/<slug>.md`, falling back to French. The slug must be in the
 * collection's allow-list, so no request can name a path of its own.
 */
export async function readContentDocument(
  deps: ContentDeps,
  collection: string,
  allowed: readonly string[],
  input: { slug: string; locale: Locale },
): Promise<ContentDocument> {
  const notFound = new AppError('content_not_found', 404, 'Page introuvable');
  if (!allowed.includes(input.slug)) throw notFound;
  const root = path.resolve(deps.contentRoot ?? path.join(process.cwd(), 'content'), collection);
  const locales = input.locale === defaultLocale ? [defaultLocale] : [input.locale, defaultLocale];
  for (const locale of locales) {
    const file = path.join(root, locale, `${input.slug}.md`);
    if (!file.startsWith(root + path.sep)) throw notFound;
    const source = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (source !== null) {
      const text = fillVariables(source, deps.variables ?? {});
      return {
        slug: input.slug,
        locale,
        hasVariables: text !== source,
        ...parseContentDocument(locale === 'fr' ? frenchSpacing(text) : text),
      };
    }
  }
  throw notFound;
}

/** Puts each `{{name}}` variable's value in; a name without a value is a mistake in the document, not a blank. */
export function fillVariables(source: string, variables: Readonly<Record<string, string>>): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`Content variable {{${name}}} has no value`);
    return value;
  });
}

/**
 * Metadata as HTML comments (`<!-- updated: 2026-11-22 -->`: plain Markdown, invisible wherever the file is
 * shown), the first `# ` heading as title, the rest as the body.
 */
export function parseContentDocument(source: string): Omit<ContentDocument, 'slug' | 'locale' | 'hasVariables'> {
  const meta: Record<string, string> = {};
  const text = source.replace(/\r\n?/g, '\n').replace(/<!--\s*(\w+):\s*([\s\S]*?)\s*-->\n?/g, (_, key, value) => {
    meta[key] = value;
    return '';
  });
  const heading = text.match(/^# (.+)$/m);
  if (!heading) throw new Error('Content document without a "# " title');
  const body = text.replace(heading[0], '').trim();
  const { html, toc } = withSectionAnchors(renderMarkdown(body));
  return {
    title: heading[1]!.trim(),
    description: firstParagraph(body),
    updated: /^\d{4}-\d{2}-\d{2}$/.test(meta.updated ?? '') ? meta.updated! : null,
    readingMinutes: Math.max(1, Math.round(body.split(/\s+/).length / 200)),
    html,
    toc,
  };
}

/**
 * renderMarkdown shifts headings one level down because seller text sits under the page's h1. Here the
 * document's own `# ` title is that h1 and was taken out, so the body's `## ` sections come back as h2 (and
 * so on), each with an anchor id for the table of contents (its title's slug, or the `{#id}` that ends it). Our own links stay in the same tab and are
 * followed: renderMarkdown marks every link as untrusted, which only suits external ones.
 */
function withSectionAnchors(rendered: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const html = rendered
    .replace(/<h([3-6])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
      const tag = `h${Number(level) - 1}`;
      if (tag !== 'h2') return `<${tag}>${inner}</${tag}>`;
      // `## Title {#anchor}` keeps one anchor in every language (/transparency#deploiement).
      const explicit = inner.match(/\s*\{#([a-z0-9-]+)\}\s*$/);
      const heading = explicit ? inner.slice(0, explicit.index) : inner;
      const title = plainText(heading);
      const base = explicit?.[1] ?? (slugify(title) || 'section');
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      toc.push({ id, title });
      return `<h2 id="${id}">${heading}</h2>`;
    })
    .replace(/<a href="((?:\/|#|mailto:)[^"]*)"( title="[^"]*")? rel="[^"]*" target="_blank">/g, '<a href="$1"$2>');
  return { html, toc };
}

/** French typography: no line break inside « … » nor before : ; ? ! % (non-breaking spaces). */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!%»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .trim();
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The first block of prose (not a heading, list, quote or table), without Markdown syntax, at most ~160 chars. */
function firstParagraph(body: string): string {
  const block = body.split(/\n{2,}/).find((b) => !/^\s*(#|[-*+>|]|\d+[.)]\s)/.test(b)) ?? '';
  const text = block
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/'/g, '’')
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}
