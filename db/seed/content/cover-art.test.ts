import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, CATEGORIES } from './catalogue.ts';
import { avatarSvg, coverArtSvg } from './cover-art.ts';
import { galleryAlt, galleryArtSvg, galleryViewsOf } from './gallery-art.ts';

const products = buildDemoCatalogue().products;
const first = products[0]!;

/** What every piece of seeded art must be: one self-contained, text-free SVG, small enough to key the art cache. */
function expectPlainSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<text|<image|<filter|href=|NaN|undefined|Infinity/);
  expect(svg.length).toBeLessThan(16_000);
}

/** librsvg (through sharp) parses and draws it: well-formed, and not a blank page. */
async function expectDrawable(svg: string) {
  const { channels } = await sharp(Buffer.from(svg)).resize(240, 150).stats();
  expect(channels.some((c) => c.max - c.min > 100)).toBe(true);
}

describe('cover art', () => {
  it('draws every product a plain, deterministic SVG of its own', () => {
    const covers = new Set<string>();
    for (const product of products) {
      const svg = coverArtSvg(product);
      expectPlainSvg(svg);
      expect(coverArtSvg(product)).toBe(svg);
      covers.add(svg);
    }
    expect(covers.size).toBe(products.length);
  });

  it('composes a different illustration for each category, which librsvg draws', async () => {
    const byCategory = CATEGORIES.map((c) => coverArtSvg({ ...first, categorySlug: c.slug }));
    expect(new Set(byCategory).size).toBe(CATEGORIES.length);
    // The same product in another category shares its backdrop, not its picture: the scenes differ in their shapes.
    const shapes = (svg: string) => (svg.match(/<(rect|circle|path|g|ellipse)\b/g) ?? []).join(',');
    expect(new Set(byCategory.map(shapes)).size).toBe(CATEGORIES.length);
    await Promise.all(byCategory.map(expectDrawable));
  });

  it('produces square, circle-free, text-free avatars', () => {
    const svg = avatarSvg('Camille Roux — Automatisations');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="256" height="256"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<circle');
    expect(avatarSvg('Camille Roux — Automatisations')).toBe(svg);
    expect(avatarSvg('Léa Martin', 64)).not.toBe(avatarSvg('Hugo Bernard', 64));
  });
});

describe('gallery art', () => {
  it('shows four distinct screens of the kind of product of each category', () => {
    for (const { slug } of CATEGORIES) {
      const views = galleryViewsOf(slug);
      expect(views).toHaveLength(4);
      expect(new Set(views).size).toBe(4);
    }
    expect(galleryViewsOf('support')[0]).toBe('chat');
    expect(galleryViewsOf('analytics')[0]).toBe('forecast');
  });

  it('draws each screen of a product as a plain, deterministic SVG of its own', async () => {
    const screens = galleryViewsOf(first.categorySlug).map((view) => galleryArtSvg(first, view));
    for (const svg of screens) expectPlainSvg(svg);
    expect(new Set(screens).size).toBe(screens.length);
    expect(galleryArtSvg(first, 'chat')).toBe(galleryArtSvg(first, 'chat'));
    expect(galleryArtSvg(products[1]!, 'chat')).not.toBe(galleryArtSvg(first, 'chat'));
    await Promise.all(screens.map(expectDrawable));
  });

  it('names each screenshot by its position, the product and what it shows', () => {
    expect(galleryAlt('Relances IA', 'dashboard', 2)).toBe(
      'Capture d’écran 2 de Relances IA : tableau de bord avec les indicateurs et un graphique d’activité',
    );
  });
});
