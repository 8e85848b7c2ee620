import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { getResource } from '../../../core/content/get-resource.ts';
import { listResources } from '../../../core/content/list-resources.ts';
import { ContentArticle } from '../../components/info/content-article.tsx';
import { documentMeta } from '../../components/info/info-page-meta.server.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
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
          <Link
            to="/resources"
            className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('resources.back')}
          </Link>
        }
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-4">
        <section aria-labelledby="other-guides" className="lg:ml-[calc(15rem+3rem)] lg:max-w-3xl">
          <h2 id="other-guides" className="mb-4 text-xl font-semibold">
            {t('resources.otherGuides')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/resources/${other.slug}`}
                  className="group flex h-full flex-col gap-2 rounded-card border bg-card p-5 transition-colors hover:border-primary"
                >
                  <span className="font-semibold group-hover:text-primary">{other.title}</span>
                  <span className="text-sm text-muted-foreground">{other.description}</span>
                  <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
                    {t('resources.read')}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
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
