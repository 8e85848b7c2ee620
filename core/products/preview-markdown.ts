import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { renderMarkdown } from '../content/markdown.ts';

/** The editor's preview of a description or changelog: the HTML the product page will show, sanitised the same way. */
export function previewMarkdown(viewer: Viewer | null, markdown: string): { html: string } {
  requireViewer(viewer);
  return { html: renderMarkdown(markdown) };
}
