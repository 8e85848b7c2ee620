import { describe, expect, it } from 'vitest';
import { guideSteps, maxGuideSteps, stepSlug } from './guide-steps.ts';

describe('stepSlug', () => {
  it('drops accents, punctuation and the step’s number', () => {
    expect(stepSlug('1. Créer la clé d’API (OpenAI)')).toBe('creer-la-cle-d-api-openai');
    expect(stepSlug('Étape 3 : Déployer sur Scaleway')).toBe('deployer-sur-scaleway');
    expect(stepSlug('12) Tester')).toBe('tester');
    expect(stepSlug('Schritt 2: Docker starten')).toBe('docker-starten');
  });

  it('never answers an empty slug, and caps its length', () => {
    expect(stepSlug('!!!')).toBe('etape');
    expect(stepSlug('a'.repeat(200))).toHaveLength(80);
  });

  it('keeps a number that is part of the title', () => {
    expect(stepSlug('Passer en HTTP/2')).toBe('passer-en-http-2');
  });
});

describe('guideSteps', () => {
  it('takes the level-2 headings, in order, with their plain text', () => {
    const steps = guideSteps(
      '# Guide\n\nIntro.\n\n## 1. Créer la clé **OpenAI**\n\nTexte.\n\n### Détail\n\n## 2. Lancer `docker compose up`\n\n1. pas une étape\n',
    );
    expect(steps).toEqual([
      { slug: 'creer-la-cle-openai', title: '1. Créer la clé OpenAI' },
      { slug: 'lancer-docker-compose-up', title: '2. Lancer docker compose up' },
    ]);
  });

  it('without level-2 headings, takes the first line of each top-level numbered item', () => {
    const steps = guideSteps(
      'Avant de commencer :\n\n1. Ouvrir un compte\n   chez Scaleway\n2. Copier le fichier `.env`\n   - sous-point\n   1. pas compté\n\n- puce ignorée\n\n3. Démarrer\n',
    );
    expect(steps.map((s) => s.title)).toEqual(['Ouvrir un compte', 'Copier le fichier .env', 'Démarrer']);
  });

  it('numbers two steps with the same title apart, stably', () => {
    const steps = guideSteps('## Tester\n\n## Tester\n\n## Tester 2\n');
    expect(steps.map((s) => s.slug)).toEqual(['tester', 'tester-2', 'tester-2-2']);
  });

  it('keeps a step’s slug when another step is inserted before it in a new release', () => {
    const before = guideSteps('## 1. Créer la clé\n\n## 2. Déployer\n');
    const after = guideSteps('## 1. Choisir l’hébergeur\n\n## 2. Créer la clé\n\n## 3. Déployer\n');
    expect(after.map((s) => s.slug)).toEqual(expect.arrayContaining(before.map((s) => s.slug)));
  });

  it('has no steps for prose only, and at most the cap', () => {
    expect(guideSteps('Rien à cocher ici.\n\n- une puce')).toEqual([]);
    expect(guideSteps('')).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => `## Étape ${i + 1} : point ${i + 1}`).join('\n\n');
    expect(guideSteps(many)).toHaveLength(maxGuideSteps);
  });

  it('renders raw HTML in a heading as text, not markup', () => {
    expect(guideSteps('## <img src=x onerror=alert(1)> Clé')[0]?.title).toBe('<img src=x onerror=alert(1)> Clé');
  });
});
