import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductDemo } from '../../../core/catalog/demo-framing.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { DemoPreview } from './demo-preview.tsx';

const product = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales/fr/product.json'), 'utf8'));
const render = (demo: ProductDemo, language = 'fr') =>
  renderToStaticMarkup(
    <I18nProvider language={language} resources={{ product }}>
      <DemoPreview demo={demo} title="Agent" pagePath="/product/agent" />
    </I18nProvider>,
  );
const seller = (frame: boolean): ProductDemo => ({
  url: 'https://demo.agent.example/essai',
  frame,
  origin: frame ? 'https://demo.agent.example' : null,
  internal: false,
});
const iframeOf = (html: string) => /<iframe[^>]*>/.exec(html)?.[0] ?? '';

describe('DemoPreview (server render)', () => {
  it("frames a seller's demo in a sandbox of its own origin, lazily, with no referrer and the new-tab link beside it", () => {
    const html = render(seller(true));
    const iframe = iframeOf(html);
    expect(iframe).toContain('src="https://demo.agent.example/essai"');
    expect(iframe).toContain('sandbox="allow-scripts allow-forms allow-same-origin"');
    expect(iframe).not.toMatch(/allow-top-navigation|allow-popups/);
    expect(iframe).toMatch(/referrerpolicy="no-referrer"/i);
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('title="Démonstration de Agent (site du vendeur)"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).toContain('Ouvrir la démo dans un nouvel onglet');
  });

  it('only links to a demo that may not be framed', () => {
    const html = render(seller(false));
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(
      /<a href="https:\/\/demo\.agent\.example\/essai" target="_blank" rel="noopener noreferrer nofollow"[^>]*>Voir la démo/,
    );
  });

  it("frames one of Déploia's own demos in the reader's language with a sandbox that allows nothing", () => {
    const html = render({ url: '/demos/chatbot', frame: true, origin: "'self'", internal: true }, 'en');
    const iframe = iframeOf(html);
    expect(iframe).toContain('src="/demos/chatbot?lang=en"');
    expect(iframe).toContain('sandbox=""');
    expect(iframe).toContain('title="Démonstration de Agent (servie par Déploia)"');
    expect(html).toMatch(/<a href="\/demos\/chatbot\?lang=en" target="_blank"/);
  });
});
