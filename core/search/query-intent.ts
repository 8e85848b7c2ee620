import type { Locale } from '../../i18n/config.ts';
import type { ParsedQuery, QuerySegment } from './parse-query.ts';

/**
 * What a query asks for beyond its words: « pas cher » is an order, « en français » a filter. Every product on
 * Déploia has a price, so « gratuit » can only mean "the cheapest first".
 */
export interface QueryIntent {
  sort?: 'price_asc';
  /** « gratuit »: nothing is free here; the listing says so and shows the cheapest first. */
  free?: true;
  language?: Locale;
}

export interface InterpretedQuery extends ParsedQuery, QueryIntent {
  /** Words read as an intent or as filler, as the engine compared them (lower-case, unaccented). */
  ignored: string[];
}

type Phrase = string[];
const phrases = (...texts: string[]): Phrase[] => texts.map((text) => text.split(' '));

const cheap = phrases(
  'pas cher',
  'pas chere',
  'pas chers',
  'pas cheres',
  'peu cher',
  'bon marche',
  'petit prix',
  'petits prix',
  'moins cher',
  'low cost',
  'lowcost',
  'cheap',
  'cheapest',
  'inexpensive',
  'affordable',
  'barato',
  'barata',
  'economico',
  'economica',
  'gunstig',
  'billig',
  'preiswert',
);
const freeWords = phrases(
  'gratuit',
  'gratuite',
  'gratuits',
  'gratuites',
  'free',
  'gratis',
  'gratuito',
  'gratuita',
  'kostenlos',
);
const languageNames: Record<Locale, Phrase[]> = {
  fr: phrases(
    'en francais',
    'francais',
    'francaise',
    'french',
    'frances',
    'francesa',
    'franzosisch',
    'auf franzosisch',
  ),
  en: phrases(
    'en anglais',
    'anglais',
    'anglaise',
    'english',
    'in english',
    'ingles',
    'inglesa',
    'englisch',
    'auf englisch',
  ),
  es: phrases('en espagnol', 'espagnol', 'espagnole', 'spanish', 'espanol', 'espanola', 'en espanol', 'spanisch'),
  de: phrases('en allemand', 'allemand', 'allemande', 'german', 'aleman', 'alemana', 'deutsch', 'auf deutsch'),
};
/** A query about translating names languages as its subject, not as the product's language. */
const translationWords = new Set(
  'traduction traductions traduire traducteur translation translations translate translator traduccion traducir traductor ubersetzung ubersetzer ubersetzen multilingue multilingual bilingue bilingual'.split(
    ' ',
  ),
);
/** Filler that says nothing about the product (« en ligne »: every product here is online). */
const filler = phrases(
  'en ligne',
  'online',
  'je cherche',
  'je veux',
  'je voudrais',
  'besoin d',
  'besoin de',
  'looking for',
);
/**
 * Function words of the four languages. Each language's text-search configuration drops its own stop words, but a
 * French « pour » read in English is a word to match, and in a relaxed search it would match half the catalogue.
 * Words that mean something in another language (« sans », « die » …) are not listed.
 */
const stopWords = new Set(
  [
    'a au aux avec ce ces cet cette d dans de des du elle en est et il je l la le les leur leurs ma mes mon ne nos notre on ou par pas plus pour qu que qui sa se ses son sur ta tes ton tres un une vos votre y',
    'an and are as at be by for from in is it my of on or our that the this to with your',
    'al con del el es las los mi para por su un una unas unos',
    'das dem den der des ein eine einem einen fur im ist mit oder und von zu zum zur',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Reads the intent out of a parsed query: price and language modifiers become an order or a filter where that is
 * unambiguous (one language named, and the query is not about translating), and filler and stop words are left
 * out, so they never widen a relaxed search. Quoted phrases are kept as typed. A query made only of stop words keeps
 * them: something was asked.
 */
export function interpretQuery(parsed: ParsedQuery): InterpretedQuery {
  const words = parsed.segments.filter((s) => !s.exact).map((s) => s.words[0] as string);
  const consumed = new Set<number>();
  const intent: QueryIntent = {};
  const take = (found: { start: number; length: number }) => {
    for (let k = 0; k < found.length; k++) consumed.add(found.start + k);
  };

  for (const found of findAll(words, cheap)) {
    intent.sort = 'price_asc';
    take(found);
  }
  for (const found of findAll(words, freeWords)) {
    intent.sort = 'price_asc';
    intent.free = true;
    take(found);
  }
  const aboutTranslation = words.some((word) => translationWords.has(word));
  const named = (Object.keys(languageNames) as Locale[])
    .map((locale) => ({ locale, found: findAll(words, languageNames[locale]) }))
    .filter((l) => l.found.length > 0);
  if (!aboutTranslation && named.length === 1 && named[0]) {
    intent.language = named[0].locale;
    named[0].found.forEach(take);
  }
  for (const found of findAll(words, filler)) take(found);
  words.forEach((word, i) => {
    if (stopWords.has(word)) consumed.add(i);
  });

  const kept: QuerySegment[] = [];
  const ignored: string[] = [];
  let freeIndex = 0;
  for (const segment of parsed.segments) {
    if (segment.exact) {
      kept.push(segment);
      continue;
    }
    if (consumed.has(freeIndex)) ignored.push(segment.words[0] as string);
    else kept.push(segment);
    freeIndex++;
  }
  const onlyStopWords = kept.length === 0 && intent.sort === undefined && intent.language === undefined;
  if (onlyStopWords) return { ...parsed, ignored: [] };
  return { segments: kept, excluded: parsed.excluded, ...intent, ignored };
}

/** Non-overlapping occurrences of any of the phrases in the words, longest phrase first at each position. */
function findAll(words: string[], options: Phrase[]): { start: number; length: number }[] {
  const byLength = [...options].sort((a, b) => b.length - a.length);
  const found: { start: number; length: number }[] = [];
  for (let i = 0; i < words.length; ) {
    const match = byLength.find((phrase) => phrase.every((word, k) => words[i + k] === word));
    if (match) {
      found.push({ start: i, length: match.length });
      i += match.length;
    } else i++;
  }
  return found;
}
