import { getResource } from '../../../core/content/get-resource.ts';
import { listResources } from '../../../core/content/list-resources.ts';
import { ContentArticle } from '../../components/info/content-article.tsx';
import { GuideCard } from '../../components/info/guide-card.tsx';
import { documentMeta } from '../../components/info/info-page-meta.server.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/section.tsx';
import { requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/resource';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const guide = await getResource({}, { slug: params.slug, locale });
    const others = (await listResources({}, { locale })).filter((other) => other.slug !== guide.slug);
    return {
      guide,
      others,
      meta: documentMeta(context, url, guide),
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  const { guide, others } = loaderData;
  return (
    <>
      <ContentArticle
        document={guide}
        showReadingTime
        before={
          <BackLink to="/resources" className="mb-6">
            {t('resources.back')}
          </BackLink>
        }
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-4">
        <Section
          title={t('resources.otherGuides')}
          headingId="other-guides"
          headingClassName="mb-4"
          className="lg:ml-[calc(15rem+3rem)] lg:max-w-3xl"
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <GuideCard
                  to={`/resources/${other.slug}`}
                  title={other.title}
                  text={other.description}
                  readLabel={t('resources.read')}
                />
              </li>
            ))}
          </ul>
        </Section>
        <section
          aria-labelledby="resource-cta"
          className="rounded-card bg-nav px-6 py-8 text-nav-foreground md:flex md:items-center md:justify-between md:gap-6 lg:ml-[calc(15rem+3rem)] lg:max-w-3xl"
        >
          <div>
            <h2 id="resource-cta" className="text-xl font-semibold">
              {t('resources.cta.title')}
            </h2>
            <p className="mt-1 opacity-90">{t('resources.cta.text')}</p>
          </div>
          <ButtonLink to="/market" variant="outline" className="mt-4 shrink-0 border-transparent md:mt-0">
            {t('resources.cta.button')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
