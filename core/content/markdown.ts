import MarkdownIt from 'markdown-it';

/*
 * Raw HTML is disabled, so any markup in the source is escaped and rendered inert; markdown-it's
 * validateLink already refuses javascript:, vbscript:, file: and non-image data: URLs.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token) {
    token.attrSet('rel', 'nofollow ugc noopener noreferrer');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Seller-written Markdown to safe HTML. Headings are shifted down one level (the page owns the h1). */
export function renderMarkdown(source: string): string {
  const tokens = md.parse(source, {});
  for (const token of tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag < 'h6') {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
    }
  }
  return md.renderer.render(tokens, md.options, {});
}
