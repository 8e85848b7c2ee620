/**
 * Names by which a category may be asked for in `?category=` besides its slug and its labels:
 * the four shortcuts of the green navigation bar and the marketplace names of spec §3.
 */
export const categoryAliases: Record<string, readonly string[]> = {
  automation: ['marketing', 'rpa'],
  chatbot: ['support', 'agents'],
  analytics: ['analytics'],
  integration: ['tools', 'saas'],
  'generative ai': ['generative'],
  'marketing automation': ['marketing'],
  'ai customer support': ['support'],
  'predictive analytics': ['analytics'],
  rpa: ['rpa'],
  'ai business intelligence': ['analytics'],
  'turnkey ai saas': ['saas'],
  'autonomous agents': ['agents'],
  'ai templates & tools': ['tools'],
};

/** Lower-case, accent-free, single-spaced form used to compare category names. */
export function normalizeCategoryName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}
