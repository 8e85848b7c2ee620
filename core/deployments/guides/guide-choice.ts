import type { Locale } from '../../../i18n/config.ts';
import { type GuideStep, guideSteps } from './guide-steps.ts';

export interface StoredGuide {
  locale: Locale;
  body: string;
}

/**
 * The guide a reader is shown among a release's: in their language when the creator translated it, otherwise in
 * the product's language, otherwise (a product whose language changed since) the first there is. Null: none.
 */
export function chooseGuide(guides: readonly StoredGuide[], reader: Locale, productLanguage: Locale) {
  return (
    guides.find((g) => g.locale === reader) ??
    guides.find((g) => g.locale === productLanguage) ??
    [...guides].sort((a, b) => a.locale.localeCompare(b.locale))[0] ??
    null
  );
}

/**
 * The checklist of the guide shown, keyed like the guide in the product's language: a translation with as many
 * steps as its source is the same steps (the i-th with the i-th), so ticks survive a change of language; one that
 * differs keeps its own slugs.
 */
export function checklistSteps(shown: StoredGuide, source: StoredGuide | null): GuideStep[] {
  const steps = guideSteps(shown.body);
  if (!source || source.locale === shown.locale) return steps;
  const sourceSteps = guideSteps(source.body);
  if (sourceSteps.length !== steps.length) return steps;
  return steps.map((step, i) => ({ slug: sourceSteps[i]!.slug, title: step.title }));
}
