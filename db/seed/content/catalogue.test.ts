import { describe, expect, it } from 'vitest';
import { internalDemoOf } from '../../../core/catalog/internal-demos.ts';
import { buildDemoCatalogue, DEFAULT_PRODUCT_COUNT, distributeProducts } from './catalogue.ts';
import { slugify } from './slugify.ts';
import type { DemoCatalogue } from './types.ts';

const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TAG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const EXPECTED = [
  ['saas', 'SaaS IA Clés en Main', 24],
  ['agents', 'Agents Autonomes', 18],
  ['marketing', 'Automatisation Marketing', 32],
  ['support', 'Support Client IA', 17],
  ['analytics', 'Analyse Prédictive', 12],
  ['rpa', 'RPA Business', 8],
  ['generative', 'IA Générative', 21],
  ['tools', 'Templates & Outils', 29],
] as const;

const catalogue = buildDemoCatalogue();

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function expectUniqueSlugs(c: DemoCatalogue): void {
  const slugs = c.products.map((p) => p.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(SLUG_RE);
}

describe('categories', () => {
  it('has the 8 categories with exact slugs, French labels, counts and order', () => {
    expect(catalogue.categories).toHaveLength(8);
    expect(catalogue.categories.map((c) => [c.slug, c.labels.fr, c.count])).toEqual(EXPECTED.map((e) => [...e]));
    expect(catalogue.categories.map((c) => c.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DEFAULT_PRODUCT_COUNT).toBe(161);
  });

  it('has en/es/de labels and kebab-case lucide icons', () => {
    expect(catalogue.categories.map((c) => c.labels.en)).toEqual([
      'Turnkey AI SaaS',
      'Autonomous Agents',
      'Marketing Automation',
      'AI Customer Support',
      'Predictive Analytics',
      'Business RPA',
      'Generative AI',
      'Templates & Tools',
    ]);
    for (const c of catalogue.categories) {
      expect(c.labels.es.length).toBeGreaterThan(0);
      expect(c.labels.de.length).toBeGreaterThan(0);
      expect(c.icon).toMatch(SLUG_RE);
    }
  });
});

describe('default catalogue', () => {
  it('has 161 products with the per-category counts of the spec', () => {
    expect(catalogue.products).toHaveLength(161);
    const counts = countBy(catalogue.products, (p) => p.categorySlug);
    for (const [slug, , count] of EXPECTED) expect(counts.get(slug)).toBe(count);
  });

  it('is deterministic', () => {
    const again = buildDemoCatalogue();
    expect(again).toEqual(catalogue);
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(buildDemoCatalogue({ seed: 7 }))).toBe(JSON.stringify(buildDemoCatalogue({ seed: 7 })));
  });

  it('changes with the seed but keeps the hand-written titles', () => {
    const other = buildDemoCatalogue({ seed: 42 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(catalogue));
    expect(other.products.map((p) => p.title)).toEqual(catalogue.products.map((p) => p.title));
  });

  it('has unique kebab-case slugs derived from unique titles', () => {
    expectUniqueSlugs(catalogue);
    expect(new Set(catalogue.products.map((p) => p.title)).size).toBe(161);
    for (const p of catalogue.products) {
      expect(p.slug).toBe(slugify(p.title));
      expect(p.slug.length).toBeLessThanOrEqual(63); // usable as a DNS label in demo URLs
    }
  });

  it('has valid prices, billing, tags, summaries and descriptions', () => {
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.priceCents % 100).toBe(0);
      expect(['one_time', 'monthly', 'yearly']).toContain(p.billing);
      if (p.billing === 'monthly') {
        expect(p.priceCents).toBeGreaterThanOrEqual(1900);
        expect(p.priceCents).toBeLessThanOrEqual(14900);
      }
      expect(p.summary.length).toBeGreaterThan(20);
      expect(p.summary.length).toBeLessThanOrEqual(160);
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(p.tags.length).toBeLessThanOrEqual(6);
      expect(new Set(p.tags).size).toBe(p.tags.length);
      for (const tag of p.tags) expect(tag).toMatch(TAG_RE);
      for (const section of ['## Ce que fait ce produit', '## Ce qui est inclus', '## Déploiement', '## Prérequis']) {
        expect(p.description).toContain(section);
      }
      expect(p.description).toMatch(/^- /m);
      expect(p.description).toMatch(/^1\. /m);
      const words = wordCount(p.description);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(400);
      expect(p.description).not.toMatch(/lorem|ipsum|undefined|\{hosting\}/i);
    }
    const billing = countBy(catalogue.products, (p) => p.billing);
    expect(billing.get('one_time') ?? 0).toBeGreaterThan(100);
    expect(billing.get('monthly') ?? 0).toBeGreaterThan(5);
    expect(billing.get('yearly') ?? 0).toBeGreaterThan(0);
  });

  it('has plausible numbers, manifests and demo URLs', () => {
    let withDemo = 0;
    for (const p of catalogue.products) {
      expect(p.deploymentHours).toBeGreaterThanOrEqual(1);
      expect(p.deploymentHours).toBeLessThanOrEqual(72);
      expect(p.publishedDaysAgo).toBeGreaterThanOrEqual(1);
      expect(p.publishedDaysAgo).toBeLessThanOrEqual(540);
      expect(p.salesCount).toBeGreaterThanOrEqual(0);
      expect(p.salesCount).toBeLessThanOrEqual(2500);
      expect(Number.isInteger(p.coverHue) && p.coverHue >= 0 && p.coverHue <= 11).toBe(true);
      if (p.demoUrl !== null) {
        withDemo++;
        // One of Déploia's own demos, shown framed; or a fictitious seller site, a link.
        if (internalDemoOf(p.demoUrl)) expect(p.demoEmbed).toBe(true);
        else expect([p.demoUrl, p.demoEmbed]).toEqual([`https://demo.${p.slug}.example`, false]);
      }
      expect(p.manifest.model.length).toBeGreaterThan(0);
      expect(p.manifest.hosting.length).toBeGreaterThan(0);
      expect(p.manifest.dataLocation.length).toBeGreaterThan(0);
      expect(p.manifest.estimatedMonthlyCostEur).toBeGreaterThan(0);
      for (const key of p.manifest.requiredKeys) expect(key).toMatch(/^[A-Z][A-Z0-9_]+$/);
    }
    expect(withDemo / catalogue.products.length).toBeGreaterThan(0.25);
    expect(withDemo / catalogue.products.length).toBeLessThan(0.55);
    const mostlyQuick = catalogue.products.filter((p) => p.deploymentHours <= 24).length;
    expect(mostlyQuick / catalogue.products.length).toBeGreaterThan(0.7);
    expect(catalogue.products.filter((p) => p.manifest.aiDisclosure).length).toBeGreaterThan(130);
  });

  it('gives chatbot and automation products one of the built-in demos, shown framed', () => {
    const builtIn = catalogue.products.filter((p) => internalDemoOf(p.demoUrl));
    expect(builtIn.map((p) => [p.slug, p.demoUrl, p.demoEmbed])).toEqual(
      expect.arrayContaining([
        ['chatbot-faq-pour-site-vitrine', '/demos/chatbot', true],
        ['agent-de-gestion-de-boite-mail', '/demos/automation', true],
      ]),
    );
    expect(new Set(builtIn.map((p) => p.demoUrl))).toEqual(new Set(['/demos/chatbot', '/demos/automation']));
  });

  it('references existing sellers and categories, each seller in 1–3 categories', () => {
    const sellerKeys = new Set(catalogue.sellers.map((s) => s.key));
    const categorySlugs = new Set(catalogue.categories.map((c) => c.slug));
    const sellerCategories = new Map<string, Set<string>>();
    for (const p of catalogue.products) {
      expect(sellerKeys.has(p.sellerKey)).toBe(true);
      expect(categorySlugs.has(p.categorySlug)).toBe(true);
      const set = sellerCategories.get(p.sellerKey) ?? new Set<string>();
      set.add(p.categorySlug);
      sellerCategories.set(p.sellerKey, set);
    }
    expect(sellerCategories.size).toBe(20); // every seller has products
    for (const set of sellerCategories.values()) {
      expect(set.size).toBeGreaterThanOrEqual(1);
      expect(set.size).toBeLessThanOrEqual(3);
    }
    const joined = new Map(catalogue.sellers.map((s) => [s.key, s.joinedDaysAgo]));
    for (const p of catalogue.products) expect(p.publishedDaysAgo).toBeLessThan(joined.get(p.sellerKey) ?? 0);
  });

  it('has 20 credible sellers, about a third certified', () => {
    const { sellers } = catalogue;
    expect(sellers).toHaveLength(20);
    expect(new Set(sellers.map((s) => s.key)).size).toBe(20);
    expect(new Set(sellers.map((s) => s.publicName)).size).toBe(20);
    const certified = sellers.filter((s) => s.certified).length;
    expect(certified).toBeGreaterThanOrEqual(5);
    expect(certified).toBeLessThanOrEqual(9);
    for (const s of sellers) {
      expect(s.key).toMatch(SLUG_RE);
      expect(s.website ?? 'https://x.example').toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(s.contactEmail).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example$/);
      expect(s.bio.length).toBeGreaterThan(80);
      expect(s.expertise.length).toBeGreaterThan(0);
    }
  });

  it('has 60 buyers with unique demo e-mails', () => {
    const { buyers } = catalogue;
    expect(buyers).toHaveLength(60);
    expect(new Set(buyers.map((b) => b.email)).size).toBe(60);
    for (const b of buyers) expect(b.email).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*@demo\.deploia\.example$/);
  });

  it('has consistent reviews (unique per product and buyer, dates after publication)', () => {
    const { reviews, products, buyers } = catalogue;
    expect(reviews.length).toBeGreaterThanOrEqual(600);
    expect(reviews.length).toBeLessThanOrEqual(900);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const pairs = new Set<string>();
    for (const r of reviews) {
      const product = bySlug.get(r.productSlug);
      expect(product).toBeDefined();
      if (!product) continue;
      const pair = `${r.productSlug}#${r.buyerIndex}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      expect(Number.isInteger(r.buyerIndex) && r.buyerIndex >= 0 && r.buyerIndex < buyers.length).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(r.rating);
      expect(r.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(r.createdDaysAgo).toBeLessThan(product.publishedDaysAgo);
      expect(r.experiencedDaysAgo).toBeGreaterThanOrEqual(r.createdDaysAgo);
      expect(r.experiencedDaysAgo).toBeLessThan(product.publishedDaysAgo);
      expect(r.title.length).toBeGreaterThan(2);
      expect(r.body.length).toBeGreaterThan(10);
      expect(r.body).not.toMatch(/\{[a-z0-9]+\}/);
    }
    const perProduct = countBy(reviews, (r) => r.productSlug);
    for (const [slug, n] of perProduct) {
      expect(n).toBeLessThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(bySlug.get(slug)?.salesCount ?? 0);
    }
    const high = reviews.filter((r) => r.rating >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.75);
    expect(reviews.some((r) => r.rating <= 2)).toBe(true);
  });
});

describe('productCount option', () => {
  it('splits proportionally and always sums to N', () => {
    for (const n of [0, 1, 7, 100, 161, 1000, 12_345]) {
      const counts = distributeProducts(n);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
      counts.forEach((count, i) => {
        const expected = (n * (EXPECTED[i]?.[2] ?? 0)) / 161;
        expect(Math.abs(count - expected)).toBeLessThan(1);
      });
    }
    expect(distributeProducts(161)).toEqual(EXPECTED.map((e) => e[2]));
  });

  it('builds 1000 products with unique slugs, proportional split, stable prefix', () => {
    const big = buildDemoCatalogue({ productCount: 1000 });
    expect(big.products).toHaveLength(1000);
    expectUniqueSlugs(big);
    const counts = countBy(big.products, (p) => p.categorySlug);
    const expected = distributeProducts(1000);
    EXPECTED.forEach(([slug], i) => {
      expect(counts.get(slug)).toBe(expected[i]);
    });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    // The hand-written products are identical whatever the catalogue size…
    const bySlug = new Map(big.products.map((p) => [p.slug, p]));
    for (const p of catalogue.products) expect(bySlug.get(p.slug)).toEqual(p);
    // …and so are their reviews (variants get none).
    expect(big.reviews).toEqual(catalogue.reviews);
    // Variants get a numeric suffix and a qualified title.
    const variant = big.products.find((p) => /-\d+$/.test(p.slug));
    expect(variant?.title).toMatch(/ — /);
    for (const p of big.products) expect(p.summary.length).toBeLessThanOrEqual(160);
  });

  it('handles small counts', () => {
    const small = buildDemoCatalogue({ productCount: 5 });
    expect(small.products).toHaveLength(5);
    expect(buildDemoCatalogue({ productCount: 0 }).products).toHaveLength(0);
    expect(() => buildDemoCatalogue({ productCount: -1 })).toThrow(RangeError);
  });

  it('builds 100 000 products quickly', () => {
    const start = performance.now();
    const huge = buildDemoCatalogue({ productCount: 100_000 });
    const elapsed = performance.now() - start;
    expect(huge.products).toHaveLength(100_000);
    expect(new Set(huge.products.map((p) => p.slug)).size).toBe(100_000);
    expect(elapsed).toBeLessThan(10_000);
  });
});

describe('slugify', () => {
  it('strips accents and punctuation', () => {
    expect(slugify("Générateur d'articles — SEO & Réseaux")).toBe('generateur-d-articles-seo-reseaux');
    expect(slugify('  Cœur   Élan  ')).toBe('coeur-elan');
    expect(slugify('Élise Lefèvre', '.')).toBe('elise.lefevre');
  });
});
