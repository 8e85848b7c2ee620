import { type InternalDemo, internalDemoPath } from '../../../core/catalog/internal-demos.ts';
import { CATEGORIES, type CategorySlug } from './categories.ts';
import {
  AUDIO_MODELS,
  AUDIO_TAGS,
  type CategoryContent,
  CONTENT,
  GENERIC_INCLUDED,
  HOSTING_BY_TAG,
  HOSTINGS,
  IMAGE_MODELS,
  IMAGE_TAGS,
  KEYS_BY_TAG,
  type ModelChoice,
  QUALIFIERS,
  TEXT_MODELS,
} from './fragments.ts';
import { POOL, type PoolEntry } from './pool.ts';
import { at, createRng, mixSeed, type Rng } from './random.ts';
import { type SellerSeed, sellersForCategory } from './sellers.ts';
import { slugify } from './slugify.ts';
import type { Billing, DemoProduct, DeploymentManifest } from './types.ts';

/**
 * Everything about a product that comes from its "content profile": manifest, tags,
 * deployment time and the Markdown description. Profiles are keyed by
 * (category, pool entry, variant) and cached, so a 100 000-product catalogue only
 * assembles ~1 800 distinct descriptions and shares the strings.
 */
interface Profile {
  tags: readonly string[];
  manifest: DeploymentManifest;
  deploymentHours: number;
  description: string;
}

const SALT_PROFILE = 0x51a7e;
const SALT_PRODUCT = 0x7a0d;

function modelsFor(tags: ReadonlySet<string>): readonly ModelChoice[] {
  for (const t of tags) if (IMAGE_TAGS.has(t)) return IMAGE_MODELS;
  for (const t of tags) if (AUDIO_TAGS.has(t)) return AUDIO_MODELS;
  return TEXT_MODELS;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function buildProfile(
  seed: number,
  categoryIndex: number,
  category: CategorySlug,
  entry: PoolEntry,
  entryIndex: number,
  variant: number,
): Profile {
  const rng = createRng(mixSeed(seed, SALT_PROFILE, categoryIndex, entryIndex, variant));
  const content = CONTENT[category];
  const qualifier = variant > 0 ? at(QUALIFIERS, (variant - 1) % QUALIFIERS.length) : undefined;
  const tagSet = new Set(entry.tags);

  const models = modelsFor(tagSet);
  const choice = rng.weighted(
    models,
    models.map((m) => m.weight),
  );
  const model = category === 'analytics' ? `LightGBM + ${choice.model}` : choice.model;
  const selfHostedModel = choice.keys.length === 0;

  let hostingOptions: readonly string[] = content.hostings;
  let overridden = false;
  for (const [tag, options] of HOSTING_BY_TAG) {
    if (tagSet.has(tag)) {
      hostingOptions = options;
      overridden = true;
      break;
    }
  }
  let hosting = rng.pick(hostingOptions);
  const wantsOwnInfra = selfHostedModel || qualifier?.label === 'version auto-hébergée';
  if (wantsOwnInfra && (!overridden || hosting.startsWith('n8n'))) {
    hosting = hosting.startsWith('n8n') ? 'n8n auto-hébergé (Docker)' : 'Docker sur votre serveur';
  }
  const hostingInfo = HOSTINGS[hosting] ?? { place: hosting, locations: ['UE (Francfort)'] };
  const dataLocation = rng.pick(hostingInfo.locations);

  const tagKeys = entry.tags.map((t) => KEYS_BY_TAG[t]).filter((k): k is string => k !== undefined);
  const requiredKeys = unique([...choice.keys, ...tagKeys]);

  let deploymentHours = rng.pick(content.hours);
  if (qualifier?.label === 'version express') deploymentHours = Math.min(deploymentHours, 8);
  if (qualifier?.label === 'édition grands comptes') deploymentHours = Math.max(deploymentHours, 24);

  const [costMin, costMax] = content.costRange;
  const estimatedMonthlyCostEur = Math.max(5, Math.round(rng.int(costMin, costMax) / 5) * 5);
  const aiDisclosure = rng.chance(content.disclosureRate);

  const tags = unique([...entry.tags, choice.tag, content.baseTag]).slice(0, 6);
  const manifest: DeploymentManifest = {
    model,
    requiredKeys,
    estimatedMonthlyCostEur,
    hosting,
    dataLocation,
    aiDisclosure,
  };
  const description = describe(
    rng,
    entry,
    content,
    manifest,
    hostingInfo.place,
    deploymentHours,
    selfHostedModel,
    qualifier,
  );
  return { tags, manifest, deploymentHours, description };
}

const DEPLOY_NOTES: readonly string[] = [
  'Le vendeur reste disponible pour répondre à vos questions pendant l’installation.',
  'Chaque étape est détaillée dans la documentation fournie.',
  'Une installation accompagnée peut être réservée auprès du vendeur.',
  'Une vidéo montre chaque étape de bout en bout.',
];

function describe(
  rng: Rng,
  entry: PoolEntry,
  content: CategoryContent,
  manifest: DeploymentManifest,
  place: string,
  hours: number,
  selfHostedModel: boolean,
  qualifier: { label: string; sentence: string } | undefined,
): string {
  const intro = rng.sample(content.intro, 2).join(' ');
  const variantLine = qualifier ? ` Cette déclinaison « ${qualifier.label} » ${qualifier.sentence}.` : '';
  const disclosure = manifest.aiDisclosure
    ? "Les utilisateurs finaux sont informés qu'ils échangent avec une IA, conformément à l'AI Act."
    : "L'usage est interne : aucun contenu n'est présenté à vos clients sans relecture humaine.";
  const included = [...rng.sample(content.included, 4), rng.pick(GENERIC_INCLUDED)];
  const steps = rng.pick(content.steps).map((s, i) => `${i + 1}. ${s.replace('{hosting}', place)}`);
  const timing = hours >= 24 ? ', réparties sur plusieurs jours' : hours <= 2 ? ', tests compris' : '';

  const prereq: string[] = [];
  if (manifest.requiredKeys.length > 0) {
    prereq.push(
      `Les clés d'accès suivantes, à renseigner dans les variables d'environnement : ${manifest.requiredKeys.map((k) => `\`${k}\``).join(', ')}`,
    );
  }
  if (selfHostedModel) {
    prereq.push('Un serveur équipé d’un GPU avec au moins 24 Go de mémoire pour le modèle auto-hébergé');
  }
  prereq.push(...rng.sample(content.prereq, 2));
  prereq.push(`Un budget d'usage d'environ ${manifest.estimatedMonthlyCostEur} € par mois (API et hébergement)`);

  return [
    '## Ce que fait ce produit',
    '',
    `${entry.summary} ${intro}${variantLine}`,
    '',
    `Il s'appuie sur ${manifest.model}. Hébergement recommandé : ${manifest.hosting} ; localisation des données : ${manifest.dataLocation}. ${disclosure}`,
    '',
    '## Ce qui est inclus',
    '',
    ...included.map((item) => `- ${item}`),
    '',
    '## Déploiement',
    '',
    `Comptez environ ${hours} h de mise en service${timing}. ${rng.pick(DEPLOY_NOTES)}`,
    '',
    ...steps,
    '',
    '## Prérequis',
    '',
    ...prereq.map((item) => `- ${item}`),
    '',
  ].join('\n');
}

/**
 * Hand-written products whose demo is one of Déploia's own (decision 0042), so a newcomer sees a live demo on the
 * product page with no internet. Only the first product of a title (its base slug) has it, not its variants.
 */
const BUILT_IN_DEMOS: Partial<Record<string, InternalDemo>> = {
  'chatbot-rag-pour-base-documentaire-notion': 'chatbot',
  'chatbot-faq-pour-site-vitrine': 'chatbot',
  'chatbot-de-support-technique-pour-saas': 'chatbot',
  'agent-de-gestion-de-boite-mail': 'automation',
  'assistant-de-tri-des-tickets-zendesk': 'automation',
  'robot-de-traitement-des-bons-de-commande': 'automation',
};

/** Builds all products of one category, in order. */
export class ProductFactory {
  readonly #seed: number;
  readonly #profiles = new Map<string, Profile>();
  readonly #slugs = new Set<string>();

  constructor(seed: number) {
    this.#seed = seed;
  }

  buildCategory(categoryIndex: number, count: number, out: DemoProduct[]): void {
    const category = at(CATEGORIES, categoryIndex).slug as CategorySlug;
    const pool = POOL[category];
    const content = CONTENT[category];
    const { sellers, weights } = sellersForCategory(category);
    const baseSlugs = pool.map((e) => slugify(e.title));

    for (let i = 0; i < count; i++) {
      const entryIndex = i % pool.length;
      const round = Math.floor(i / pool.length);
      const variant = round === 0 ? 0 : 1 + ((round - 1) % QUALIFIERS.length);
      const entry = at(pool, entryIndex);

      const profileKey = `${categoryIndex}:${entryIndex}:${variant}`;
      let profile = this.#profiles.get(profileKey);
      if (!profile) {
        profile = buildProfile(this.#seed, categoryIndex, category, entry, entryIndex, variant);
        this.#profiles.set(profileKey, profile);
      }

      let slug = round === 0 ? at(baseSlugs, entryIndex) : `${at(baseSlugs, entryIndex)}-${round + 1}`;
      for (let bump = 2; this.#slugs.has(slug); bump++) slug = `${slug}-${bump}`;
      this.#slugs.add(slug);

      const title = variant === 0 ? entry.title : `${entry.title} — ${at(QUALIFIERS, variant - 1).label}`;

      const rng = createRng(mixSeed(this.#seed, SALT_PRODUCT, categoryIndex, i));
      // Every seller of the category gets at least one product, then weighted picks.
      const seller: SellerSeed =
        i < sellers.length ? at(sellers, (i + categoryIndex) % sellers.length) : rng.weighted(sellers, weights);

      const roll = rng.next();
      const billing: Billing =
        roll < content.monthlyShare
          ? 'monthly'
          : roll < content.monthlyShare + content.yearlyShare
            ? 'yearly'
            : 'one_time';
      const priceCents =
        billing === 'one_time'
          ? rng.pick(content.oneTimeEuros) * 100
          : billing === 'monthly'
            ? rng.pick(content.monthlyEuros) * 100
            : rng.pick(content.monthlyEuros) * 1000; // yearly = 10 months (2 months free)

      const publishedDaysAgo = rng.int(1, Math.min(540, seller.joinedDaysAgo - 1));
      // Log-uniform sales (0–2500): most products sell little, a few are best sellers;
      // recent products sell less.
      const raw = Math.floor(Math.exp(rng.next() * Math.log(2501))) - 1;
      const ageFactor = 0.35 + 0.65 * Math.min(1, publishedDaysAgo / 180);
      const salesCount = Math.min(2500, Math.round(raw * ageFactor));
      const sellerDemo = rng.chance(0.4) ? `https://demo.${slug}.example` : null;
      const builtIn = BUILT_IN_DEMOS[slug];
      const demoUrl = builtIn ? internalDemoPath(builtIn) : sellerDemo;
      const coverHue = rng.int(0, 11);

      out.push({
        slug,
        title,
        summary: entry.summary,
        description: profile.description,
        categorySlug: category,
        sellerKey: seller.key,
        tags: profile.tags.slice(),
        priceCents,
        billing,
        deploymentHours: profile.deploymentHours,
        demoUrl,
        // The built-in demos are shown in the page; a seller's (fictitious) site stays a link.
        demoEmbed: builtIn !== undefined,
        manifest: { ...profile.manifest, requiredKeys: profile.manifest.requiredKeys.slice() },
        publishedDaysAgo,
        salesCount,
        coverHue,
      });
    }
  }
}

/** Number of hand-written products for a category (products beyond it are variants). */
export function poolSize(category: string): number {
  return POOL[category as CategorySlug]?.length ?? 0;
}
