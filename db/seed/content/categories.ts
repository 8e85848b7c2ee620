import type { DemoCategory } from './types.ts';

/** The 8 marketplace categories, in display order, with their default product counts (161 in total). */
export const CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'saas',
    labels: {
      fr: 'SaaS IA Clés en Main',
      en: 'Turnkey AI SaaS',
      es: 'SaaS de IA llave en mano',
      de: 'Schlüsselfertiges KI-SaaS',
    },
    icon: 'rocket',
    count: 24,
    sort: 1,
  },
  {
    slug: 'agents',
    labels: { fr: 'Agents Autonomes', en: 'Autonomous Agents', es: 'Agentes autónomos', de: 'Autonome Agenten' },
    icon: 'bot',
    count: 18,
    sort: 2,
  },
  {
    slug: 'marketing',
    labels: {
      fr: 'Automatisation Marketing',
      en: 'Marketing Automation',
      es: 'Automatización de marketing',
      de: 'Marketing-Automatisierung',
    },
    icon: 'megaphone',
    count: 32,
    sort: 3,
  },
  {
    slug: 'support',
    labels: {
      fr: 'Support Client IA',
      en: 'AI Customer Support',
      es: 'Atención al cliente con IA',
      de: 'KI-Kundensupport',
    },
    icon: 'headset',
    count: 17,
    sort: 4,
  },
  {
    slug: 'analytics',
    labels: {
      fr: 'Analyse Prédictive',
      en: 'Predictive Analytics',
      es: 'Análisis predictivo',
      de: 'Prädiktive Analytik',
    },
    icon: 'chart-line',
    count: 12,
    sort: 5,
  },
  {
    slug: 'rpa',
    labels: { fr: 'RPA Business', en: 'Business RPA', es: 'RPA empresarial', de: 'RPA für Unternehmen' },
    icon: 'cog',
    count: 8,
    sort: 6,
  },
  {
    slug: 'generative',
    labels: { fr: 'IA Générative', en: 'Generative AI', es: 'IA generativa', de: 'Generative KI' },
    icon: 'sparkles',
    count: 21,
    sort: 7,
  },
  {
    slug: 'tools',
    labels: {
      fr: 'Templates & Outils',
      en: 'Templates & Tools',
      es: 'Plantillas y herramientas',
      de: 'Vorlagen & Tools',
    },
    icon: 'layout-template',
    count: 29,
    sort: 8,
  },
];

export type CategorySlug = 'saas' | 'agents' | 'marketing' | 'support' | 'analytics' | 'rpa' | 'generative' | 'tools';

/** Total products in the default catalogue (161). */
export const DEFAULT_PRODUCT_COUNT: number = CATEGORIES.reduce((sum, c) => sum + c.count, 0);

/**
 * Splits `total` products across categories proportionally to their default counts
 * (largest-remainder method; ties go to the earlier category). Always sums to `total`.
 */
export function distributeProducts(total: number): number[] {
  const weights = CATEGORIES.map((c) => c.count);
  const sum = DEFAULT_PRODUCT_COUNT;
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map((x) => Math.floor(x));
  let remaining = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; remaining > 0; k = (k + 1) % order.length, remaining--) {
    const slot = order[k];
    if (slot) counts[slot.i] = (counts[slot.i] ?? 0) + 1;
  }
  return counts;
}
