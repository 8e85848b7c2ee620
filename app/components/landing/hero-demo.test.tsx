import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n.tsx';
import { HeroDemo } from './hero-demo.tsx';

const render = (language: 'fr' | 'en') => {
  const landing = JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../i18n/locales/${language}/landing.json`), 'utf8'),
  );
  return renderToStaticMarkup(
    <I18nProvider language={language} resources={{ landing }}>
      <HeroDemo />
    </I18nProvider>,
  );
};

describe('HeroDemo (server render)', () => {
  it('tells the whole story in text, and starts still, with a play control, until it knows the reader’s motion preference', () => {
    const html = render('fr');
    expect(html).not.toContain('bientôt');
    expect(html).toMatch(/<figure[^>]*aria-labelledby="hero-demo-title"[^>]*aria-describedby="hero-demo-story"/);
    expect(html).toContain('Démonstration\u00a0: découvrir, acheter et déployer un produit IA sur Déploia');
    const story = /<ol id="hero-demo-story"[^>]*>(.*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(story.match(/<li>/g)).toHaveLength(3);
    expect(story).toContain('il est en ligne en 24\u00a0h');
    // The server assumes reduced motion: nothing moves before hydration, and the control offers to play.
    expect(html).toContain('data-paused=""');
    expect(html).toContain('Lire la démonstration');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('1. Découvrir');
  });

  it('is translated', () => {
    const html = render('en');
    expect(html).toContain('Play the demonstration');
    expect(html).toContain('3. Deploy');
  });
});
