import type { ShouldRevalidateFunction } from 'react-router';
import { getLandingHighlights } from '../../../core/catalog/get-landing-highlights.ts';
import { getLandingDeployment } from '../../../core/deployments/stats/landing-deployment.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { canonicalUrl } from '../../components/info/page-meta.ts';
import { DeferredSection } from '../../components/landing/deferred-section.tsx';
import { Hero } from '../../components/landing/hero.tsx';
import { RecentlyViewed } from '../../components/landing/recently-viewed.tsx';
import * as sections from '../../components/landing/sections.ts';
import { depsContext, requestContext } from '../../context.ts';
import { recentlyViewedOf } from '../../lib/discovery.server.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import { openGraphMeta } from '../../lib/seo.ts';
import { defaultShareImage } from '../../lib/share-image.ts';
import type { Route } from './+types/home';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const [highlights, recentlyViewed, deployment] = await Promise.all([
      getLandingHighlights(context.get(depsContext)),
      recentlyViewedOf(context, request),
      getLandingDeployment(context.get(depsContext)),
    ]);
    const t = serverT(locale, 'landing');
    return {
      highlights,
      deployment,
      recentlyViewed,
      favoriteIds: await favoriteIdsAmong(
        context,
        [...highlights.featured, ...recentlyViewed].map((p) => p.id),
      ),
      meta: { title: t('meta.title'), description: t('meta.description') },
      canonical: canonicalUrl(publicUrl, url),
      share: { image: `${publicUrl}${defaultShareImage.path}`, imageAlt: t('themes.items.marketplace.title'), locale },
    };
  });
}

/** No form on the page changes the highlights or the viewer's favourites (the hearts keep their own state). */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData.meta.title },
  { name: 'description', content: loaderData.meta.description },
  { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ...openGraphMeta({
    type: 'website',
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    url: loaderData.canonical,
    image: { ...defaultShareImage, url: loaderData.share.image, alt: loaderData.share.imageAlt },
    locale: loaderData.share.locale,
  }),
];

/** The landing page: the sections of spec §2 in order; everything below the hero loads when scrolled near. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured, creators } = loaderData.highlights;
  const { favoriteIds, recentlyViewed, deployment } = loaderData;
  return (
    <>
      <Hero deployment={deployment} />
      <RecentlyViewed products={recentlyViewed} favoriteIds={favoriteIds} />
      <DeferredSection section={sections.themePanel} />
      <DeferredSection section={sections.socialProof} props={{ deployment }} />
      <DeferredSection section={sections.ecosystem} />
      <DeferredSection section={sections.partners} />
      <DeferredSection section={sections.categories} props={{ categories }} />
      <DeferredSection section={sections.featuredProducts} props={{ products: featured, favoriteIds }} />
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
