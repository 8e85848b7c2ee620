import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n.tsx';
import { DemoPreview } from './demo-preview.tsx';

const product = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales/fr/product.json'), 'utf8'));
const render = (frame: boolean) =>
  renderToStaticMarkup(
    <I18nProvider language="fr" resources={{ product }}>
      <DemoPreview
        demo={{ url: 'https://demo.agent.example/essai', frame, origin: frame ? 'https://demo.agent.example' : null }}
        title="Agent"
        pagePath="/product/agent"
      />
    </I18nProvider>,
  );

describe('DemoPreview (server render)', () => {
  it('frames a framable demo in a sandbox without allow-same-origin, with the new-tab link beside it', () => {
    const html = render(true);
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('src="https://demo.agent.example/essai"');
    expect(iframe).toContain('sandbox="allow-scripts allow-forms"');
    expect(iframe).not.toContain('allow-same-origin');
    expect(iframe).toMatch(/referrerpolicy="no-referrer"/i);
    expect(iframe).toContain('title="Démonstration de Agent (site du vendeur)"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).toContain('Ouvrir la démo dans un nouvel onglet');
  });

  it('only links to a demo that may not be framed', () => {
    const html = render(false);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(
      /<a href="https:\/\/demo\.agent\.example\/essai" target="_blank" rel="noopener noreferrer nofollow"[^>]*>Voir la démo/,
    );
  });
});
