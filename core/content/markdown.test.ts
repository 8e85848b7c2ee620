import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown with headings shifted below the page title', () => {
    const html = renderMarkdown('# Titre\n\n## Section\n\n- un\n- deux');
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<h3>Section</h3>');
    expect(html).toContain('<li>un</li>');
  });

  it('renders raw HTML and script inert', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops dangerous link targets and marks links as untrusted', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href="javascript:');
    expect(renderMarkdown('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('href="data:');
    const link = renderMarkdown('[site](https://example.com)');
    expect(link).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(link).toContain('target="_blank"');
  });
});
