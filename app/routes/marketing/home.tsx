import type { ShouldRevalidateFunction } from 'react-router';
import { getLandingHighlights } from '../../../core/catalog/get-landing-highlights.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { DeferredSection } from '../../components/landing/deferred-section.tsx';
import { Hero } from '../../components/landing/hero.tsx';
import * as sections from '../../components/landing/sections.ts';
import { depsContext, requestContext } from '../../context.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const highlights = await getLandingHighlights(context.get(depsContext));
    const t = serverT(locale, 'landing');
    return {
      highlights,
      meta: { title: t('meta.title'), description: t('meta.description') },
      canonical: `${publicUrl}/`,
    };
  });
}

/** The highlights do not depend on the visitor: nothing to reload after a form elsewhere on the page. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData.meta.title },
  { name: 'description', content: loaderData.meta.description },
  { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
];

/** The landing page: the sections of spec §2 in order; everything below the hero loads when scrolled near. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured, creators } = loaderData.highlights;
  return (
    <>
      <Hero />
      <DeferredSection section={sections.themePanel} />
      <DeferredSection section={sections.socialProof} />
      <DeferredSection section={sections.ecosystem} />
      <DeferredSection section={sections.partners} />
      <DeferredSection section={sections.categories} props={{ categories }} />
      <DeferredSection section={sections.featuredProducts} props={{ products: featured }} />
      <DeferredSection section={sections.virtuousCircle} />
      <DeferredSection section={sections.howItWorks} />
      <DeferredSection section={sections.testimonials} />
      <DeferredSection section={sections.faq} />
      <DeferredSection section={sections.featuredCreators} props={{ creators }} />
      <DeferredSection section={sections.learningResources} />
      <DeferredSection section={sections.closingCta} />
    </>
  );
}
