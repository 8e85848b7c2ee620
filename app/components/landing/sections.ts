/**
 * The landing's sections below the hero, in the spec's order (§2), each loading its code only when scrolled
 * near (see deferred-section.tsx). The placeholder classes approximate each section's height for client-side
 * navigations.
 */
import { deferred } from './deferred-section.tsx';

export const themePanel = deferred(
  'themes',
  () => import('./theme-panel.tsx').then((m) => m.ThemePanel),
  'h-[48rem] md:h-[44rem]',
);
export const socialProof = deferred(
  'stats',
  () => import('./social-proof.tsx').then((m) => m.SocialProof),
  'h-[44rem] md:h-[32rem] lg:h-96',
);
export const ecosystem = deferred(
  'ecosystem',
  () => import('./ecosystem.tsx').then((m) => m.Ecosystem),
  'h-[68rem] sm:h-[40rem] lg:h-[28rem]',
);
/** Not in the spec's list of sections; its 2.5 s carousel is in §9. After the ecosystem, which introduces partners. */
export const partners = deferred(
  'partners',
  () => import('./partners.tsx').then((m) => m.Partners),
  'h-[18rem] md:h-[16rem]',
);
export const categories = deferred(
  'categories',
  () => import('./categories.tsx').then((m) => m.Categories),
  'h-[52rem] sm:h-[32rem] lg:h-[26rem]',
);
export const featuredProducts = deferred(
  'featured',
  () => import('./featured-products.tsx').then((m) => m.FeaturedProducts),
  'h-[40rem]',
);
export const virtuousCircle = deferred(
  'circle',
  () => import('./virtuous-circle.tsx').then((m) => m.VirtuousCircle),
  'h-[52rem] sm:h-[36rem] lg:h-[28rem]',
);
export const howItWorks = deferred(
  'steps',
  () => import('./how-it-works.tsx').then((m) => m.HowItWorks),
  'h-[56rem] md:h-[30rem]',
);
export const testimonials = deferred(
  'testimonials',
  () => import('./testimonials.tsx').then((m) => m.Testimonials),
  'h-[40rem]',
);
export const faq = deferred('faq', () => import('./faq.tsx').then((m) => m.Faq), 'h-[56rem]');
export const featuredCreators = deferred(
  'creators',
  () => import('./featured-creators.tsx').then((m) => m.FeaturedCreators),
  'h-[88rem] sm:h-[48rem] lg:h-[32rem]',
);
export const learningResources = deferred(
  'resources',
  () => import('./learning-resources.tsx').then((m) => m.LearningResources),
  'h-[64rem] md:h-[28rem]',
);
export const closingCta = deferred('cta', () => import('./closing-cta.tsx').then((m) => m.ClosingCta), 'h-96');
