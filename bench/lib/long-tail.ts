import { createRng } from '../../db/seed/content/random.ts';
import { withoutAccents, withTypo } from './queries.ts';

/**
 * What a buyer wants done, in their words: each word is one the generated catalogue uses in its titles, summaries
 * or tags (db/seed/content/pool.ts; checked by long-tail.test.ts), so the queries are about products it holds.
 */
export const needs = [
  'chatbot',
  'chatbot whatsapp',
  'assistant juridique',
  'agent conversationnel',
  'relance factures',
  'facturation',
  'devis',
  'prise de rendez-vous',
  'tableau de bord',
  'compte rendu réunion',
  'transcription',
  'traduction documents',
  'sous-titres vidéo',
  'prospection linkedin',
  'newsletter',
  'articles seo',
  'fiches produits',
  'avis clients',
  'tri des candidatures',
  'recrutement',
  'notes de frais',
  'comptabilité',
  'rapprochement bancaire',
  'recouvrement',
  'trésorerie',
  'prévision des ventes',
  'gestion des stocks',
  'paniers abandonnés',
  'support client',
  'standard téléphonique',
  'veille concurrentielle',
  'veille réglementaire',
  'rgpd',
  'analyse de contrats',
  "appels d'offres",
  'agenda',
  'onboarding',
  'formation',
  'quiz',
  'base de connaissances',
  'ocr',
  'visuels',
  'logo',
  'vidéo',
  'voix off',
  'podcast',
  'présentation powerpoint',
  'menus',
  'annonces immobilières',
  'modération',
  'churn',
  'fraude',
  'leads',
  'crm',
  'automatisation',
  'workflow n8n',
  'prompts',
  'tickets',
  'e-mails',
  'planning',
];

/** Who it is for, as the generated catalogue names them (checked like `needs`). */
export const domains = [
  'restaurant',
  'hôtel',
  'cabinet comptable',
  'avocats',
  'artisans',
  'e-commerce',
  'shopify',
  'agence immobilière',
  'pme',
  'indépendants',
  'freelance',
  'agence',
  'btp',
  'assurance',
  'banque',
  'formation',
  'commerce',
  'industrie',
  'saas',
  'cabinets',
  'équipe commerciale',
  'rh',
];

/**
 * Trades the catalogue never names, typed all the same (« tableau de bord cabinet médical »): the search has to
 * leave such words out rather than widen the match (checked absent from the catalogue by long-tail.test.ts).
 */
export const unknownDomains = ['cabinet médical', 'pharmacie', 'coiffeur', 'garage', 'notaire', 'association'];

/** A word some buyers put first (one query in five). */
const leads = ['outil', 'logiciel', 'application', 'solution'];
/** What some put between the need and the domain: « pour » one query in four, « de » one in ten, else nothing. */
const connector = (roll: number) => (roll < 0.25 ? 'pour' : roll < 0.35 ? 'de' : '');
/** What some add at the end (two queries in five): price, language, where it runs. */
const modifiers = ['pas cher', 'gratuit', 'en français', 'en ligne', 'ia', 'français', 'simple'];

/** Filler and modifier words, not counted as the query's words. */
const filler = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'pour', 'en', 'pas', 'cher', 'gratuit', 'ligne']);
const modifierWords = new Set(modifiers.flatMap((m) => m.split(' ')));

/** The words of a query that say what is sought: without filler, modifiers and a lead word such as « outil ». */
export function meaningfulWords(q: string): string[] {
  const words = q
    .replace(/\bd'/g, '')
    .split(' ')
    .filter((w) => w && !filler.has(w) && !modifierWords.has(w));
  return words[0] && leads.includes(words[0]) ? words.slice(1) : words;
}

/** « de » before a vowel or a mute h is elided: « de équipe » is written « d'équipe ». */
const elide = (phrase: string) => phrase.replace(/\bde ([aeiouyàâéèêëîïôûh])/giu, "d'$1");

export interface LongTailQuery {
  /** What the buyer typed. */
  q: string;
  /** What they meant: the same words, spelled right and with their accents. */
  intended: string;
}

export const defaultQueryCount = 8000;
export const defaultQuerySeed = 15;

/**
 * `count` distinct buyer queries built as [lead] need [« pour » | « de »] domain [modifier], 2 to 4 meaningful words,
 * drawn with a seeded PRNG, so the same arguments always give the same list. One query in 12 names a trade the
 * catalogue does not know; a third are typed without accents (visible when they had some), a quarter with one typo
 * (withTypo), independently of each other.
 */
export function longTailQueries(count = defaultQueryCount, seed = defaultQuerySeed): LongTailQuery[] {
  const rng = createRng(seed);
  const seen = new Set<string>();
  const out: LongTailQuery[] = [];
  for (let attempts = 0; out.length < count; attempts++) {
    if (attempts > count * 50) throw new Error(`only ${out.length} distinct queries could be made, not ${count}`);
    const lead = rng.chance(0.2) ? rng.pick(leads) : '';
    const need = rng.pick(needs);
    const between = connector(rng.next());
    const domain = rng.chance(1 / 12) ? rng.pick(unknownDomains) : rng.pick(domains);
    const modifier = rng.chance(0.4) ? rng.pick(modifiers) : '';
    const intended = elide([lead, need, between, domain, modifier].filter(Boolean).join(' '));
    const words = meaningfulWords(intended).length;
    if (words < 2 || words > 4) continue;
    const index = out.length;
    let q = index % 3 === 0 ? withoutAccents(intended) : intended;
    if (index % 4 === 1) {
      q = withTypo(q);
      if (withoutAccents(q) === withoutAccents(intended)) continue; // no word long enough for a typo
    }
    if (seen.has(q)) continue;
    seen.add(q);
    out.push({ q, intended });
  }
  return out;
}

/**
 * What the header's search box sends while a buyer types these queries: the first 2 to 7 letters of each (a
 * trailing space dropped), each prefix once, in the queries' order.
 */
export function longTailPrefixes(queries: readonly string[], seed = defaultQuerySeed): string[] {
  const rng = createRng(seed + 1);
  const prefixes = queries.map((q) => q.slice(0, rng.int(2, 7)).trimEnd()).filter((p) => p.length >= 2);
  return [...new Set(prefixes)];
}
