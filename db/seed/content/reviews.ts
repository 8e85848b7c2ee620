import type { CategorySlug } from './categories.ts';
import { createRng, mixSeed, type Rng } from './random.ts';
import type { DemoProduct, DemoReview } from './types.ts';

const SALT_REVIEWS = 0x5e71e;
export const MAX_REVIEWS_PER_PRODUCT = 12;

type Rating = DemoReview['rating'];

type Topic =
  | 'deploy'
  | 'time'
  | 'roi'
  | 'support'
  | 'quality'
  | 'adoption'
  | 'docs'
  | 'cost'
  | 'data'
  | 'integration'
  | 'vendor'
  | 'category'
  | 'refund';
type Sentence = readonly [topic: Topic, text: string];

/** Generic titles per rating, plus topic-specific ones matching the first sentence of the body. */
const TITLES: Record<Rating, readonly string[]> = {
  5: [
    'Indispensable pour notre équipe',
    "Exactement ce qu'il nous fallait",
    'Très bonne surprise',
    'Solide et bien pensé',
    'Je recommande sans hésiter',
    'Excellent rapport qualité-prix',
    'Adopté par toute l’équipe',
  ],
  4: [
    'Très bon produit',
    'Efficace, quelques réglages à prévoir',
    'Fait le travail',
    'Belle base de départ',
    'Satisfait dans l’ensemble',
    'Bon investissement',
  ],
  3: ['Correct mais perfectible', 'Utile, sans plus', 'Bonne idée, finition moyenne', 'Avis mitigé'],
  2: ['Déçu', 'Pas adapté à notre besoin', 'En dessous de nos attentes'],
  1: ['Ne fonctionne pas chez nous', 'Très déçu'],
};

const TOPIC_TITLES: Partial<Record<Topic, string>> = {
  deploy: 'Déploiement express',
  time: 'Un vrai gain de temps',
  roi: 'Vite rentabilisé',
  support: 'Support au top',
  docs: 'Bien documenté',
  adoption: 'Prise en main immédiate',
  integration: 'S’intègre parfaitement',
};

const POSITIVE: readonly Sentence[] = [
  ['deploy', 'Installé en {d} grâce au guide pas à pas, sans développeur.'],
  ['deploy', "Le déploiement a pris moins de temps qu'annoncé, la documentation est très claire."],
  ['deploy', 'Nous l’avons mis en production en {d}, tests compris.'],
  ['time', 'Nous gagnons environ {n} heures par semaine sur des tâches répétitives.'],
  ['time', 'Ce qui nous prenait une demi-journée se fait maintenant en quelques minutes.'],
  ['roi', 'Rentabilisé dès le premier mois.'],
  ['support', 'Le vendeur a répondu à nos questions en moins de deux heures.'],
  ['support', 'Le support nous a aidés à adapter les prompts à notre vocabulaire métier.'],
  ['support', 'La session de prise en main en visio a été très utile.'],
  ['quality', 'Les résultats sont fiables dès la première semaine.'],
  ['adoption', 'Très bonne prise en main par l’équipe, même par les moins technophiles.'],
  ['docs', 'La configuration des clés API est bien expliquée.'],
  ['docs', 'Les mises à jour sont régulières et bien documentées.'],
  ['cost', "Le coût d'usage reste raisonnable, autour de {c} € par mois chez nous."],
  ['data', 'Le fait que les données restent en Europe a rassuré notre DPO.'],
  ['integration', 'Branché sur nos outils existants sans la moindre difficulté.'],
  ['vendor', 'On sent que le vendeur utilise lui-même le produit au quotidien.'],
];

const BY_CATEGORY: Record<CategorySlug, readonly string[]> = {
  saas: [
    "Nos clients ont adopté l'outil dès le premier mois.",
    'La marque blanche nous a permis de le proposer sous notre propre nom.',
  ],
  agents: [
    "L'agent traite désormais seul la majorité des cas simples.",
    'Le journal des décisions rend son comportement facile à contrôler.',
  ],
  marketing: [
    "Nos taux d'ouverture ont nettement progressé.",
    'Les contenus générés respectent bien le ton de notre marque.',
  ],
  support: [
    'Notre taux de résolution au premier contact a clairement augmenté.',
    "L'équipe support respire enfin pendant les pics d'activité.",
  ],
  analytics: [
    'Les prévisions se sont révélées justes à quelques pourcents près.',
    'Les explications des prédictions convainquent nos équipes métier.',
  ],
  rpa: ['Les erreurs de saisie ont quasiment disparu.', 'La file de contrôle des cas ambigus est bien pensée.'],
  generative: [
    'Le rendu est bluffant et cohérent avec notre charte.',
    'Nous produisons en une heure ce qui nous prenait une semaine.',
  ],
  tools: ['Code propre, facile à faire évoluer.', 'Un excellent point de départ pour nos propres projets.'],
};

const MIXED: readonly Sentence[] = [
  ['docs', 'Le produit fait le travail, mais la documentation mériterait d’être étoffée.'],
  ['quality', 'Il a fallu retoucher pas mal de prompts pour obtenir un résultat satisfaisant.'],
  ['deploy', "Déploiement plus long qu'annoncé : comptez plutôt {d2}."],
  ['support', 'Le support répond, mais avec quelques jours de délai.'],
  ['quality', 'Quelques erreurs sur les cas particuliers, à surveiller.'],
  ['integration', 'Bonne base, mais il manque une intégration native avec notre outil principal.'],
  ['cost', "Le coût d'API est un peu plus élevé que l'estimation affichée."],
];

const NEGATIVE: readonly Sentence[] = [
  ['deploy', "Impossible de finaliser l'installation sans l'aide du vendeur, qui a tardé à répondre."],
  ['quality', 'Les réponses générées restaient trop génériques pour notre usage.'],
  ['cost', "Le coût d'API réel a largement dépassé l'estimation."],
  ['integration', "Plusieurs erreurs à l'import de nos données."],
  ['refund', 'Nous avons demandé un remboursement, traité correctement.'],
];

function duration(hours: number): string {
  if (hours <= 1) return 'une heure';
  if (hours < 24) return `${hours} heures`;
  if (hours < 36) return 'une journée';
  if (hours < 60) return 'deux jours';
  return 'trois jours';
}

function fill(rng: Rng, template: string, product: DemoProduct): string {
  return template
    .replace('{d}', duration(product.deploymentHours))
    .replace('{d2}', duration(product.deploymentHours * 2 + 4))
    .replace('{n}', String(rng.int(2, 12)))
    .replace('{c}', String(product.manifest.estimatedMonthlyCostEur));
}

/** Picks up to `count` sentences with distinct topics (no contradictions such as "fast" + "slow" deployment). */
function pickDistinct(rng: Rng, pool: readonly Sentence[], count: number, used: Set<Topic>): Sentence[] {
  const picked: Sentence[] = [];
  for (const sentence of rng.sample(pool, pool.length)) {
    if (picked.length >= count) break;
    if (used.has(sentence[0])) continue;
    used.add(sentence[0]);
    picked.push(sentence);
  }
  return picked;
}

function compose(rng: Rng, rating: Rating, product: DemoProduct): { title: string; body: string } {
  const outsideEurope = product.manifest.dataLocation.startsWith('États-Unis');
  const positives: Sentence[] = [
    ...POSITIVE.filter(([topic]) => !(outsideEurope && topic === 'data')),
    ...(BY_CATEGORY[product.categorySlug as CategorySlug] ?? []).map((text): Sentence => ['category', text]),
  ];
  const used = new Set<Topic>();
  let sentences: Sentence[];
  if (rating === 5) sentences = pickDistinct(rng, positives, rng.int(1, 3), used);
  else if (rating === 4) {
    sentences = pickDistinct(rng, positives, rng.int(1, 2), used);
    if (rng.chance(0.5)) sentences.push(...pickDistinct(rng, MIXED, 1, used));
  } else if (rating === 3) {
    sentences = [...pickDistinct(rng, positives, 1, used), ...pickDistinct(rng, MIXED, rng.int(1, 2), used)];
  } else {
    sentences = pickDistinct(rng, NEGATIVE, rng.int(1, 2), used);
    if (rng.chance(0.4)) sentences.push(...pickDistinct(rng, MIXED, 1, used));
  }
  const first = sentences[0];
  const topicTitle = rating >= 4 && first ? TOPIC_TITLES[first[0]] : undefined;
  const title = topicTitle && rng.chance(0.5) ? topicTitle : rng.pick(TITLES[rating]);
  return { title, body: sentences.map(([, text]) => fill(rng, text, product)).join(' ') };
}

/**
 * Reviews of one product. Deterministic per (seed, category, index in category), so a
 * product gets the same reviews whatever the catalogue size. Count grows with sales
 * (0–12, never more than sales), one review per buyer at most, written after publication.
 */
export function buildProductReviews(
  seed: number,
  categoryIndex: number,
  indexInCategory: number,
  product: DemoProduct,
  buyerCount: number,
): DemoReview[] {
  const rng = createRng(mixSeed(seed, SALT_REVIEWS, categoryIndex, indexInCategory));
  const target = Math.round(Math.log2(product.salesCount + 1) * 0.95 + rng.int(-2, 1));
  const count = Math.max(0, Math.min(MAX_REVIEWS_PER_PRODUCT, product.salesCount, buyerCount, target));
  if (count === 0) return [];

  // A few products are simply less good: their ratings skew lower.
  const weakProduct = rng.chance(0.12);
  const ratings: readonly Rating[] = [1, 2, 3, 4, 5];
  const weights = weakProduct ? [5, 8, 22, 35, 30] : [1, 2, 8, 30, 59];

  const buyerIndexes = Array.from({ length: buyerCount }, (_, i) => i);
  const buyers = rng.sample(buyerIndexes, count);
  const reviews: DemoReview[] = buyers.map((buyerIndex) => {
    const rating = rng.weighted(ratings, weights);
    const createdDaysAgo = rng.int(0, product.publishedDaysAgo - 1);
    const experiencedDaysAgo = createdDaysAgo + rng.int(0, Math.min(45, product.publishedDaysAgo - 1 - createdDaysAgo));
    return {
      productSlug: product.slug,
      buyerIndex,
      rating,
      ...compose(rng, rating, product),
      experiencedDaysAgo,
      createdDaysAgo,
    };
  });
  // Oldest review first.
  return reviews.sort((a, b) => b.createdDaysAgo - a.createdDaysAgo || a.buyerIndex - b.buyerIndex);
}
