import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Scale from 'lucide-react/icons/scale';
import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import { listResources } from '../../../core/content/list-resources.ts';
import { formatDate } from '../../../i18n/format.ts';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/resources';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return guard(async () => ({
    guides: await listResources({}, { locale }),
    meta: infoPageMeta(context, url, 'resources'),
  }));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

const more = [
  { to: '/faq', key: 'faq', icon: CircleHelp },
  { to: '/transparency', key: 'transparency', icon: Scale },
  { to: '/sell', key: 'sell', icon: Store },
] as const;

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('info');
  return (
    <>
      <PageHero eyebrow={t('resources.eyebrow')} title={t('resources.title')} lead={t('resources.lead')} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 md:py-14">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="mb-5 text-2xl font-semibold">
            {t('resources.guidesTitle')}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {loaderData.guides.map((guide) => (
              <li key={guide.slug}>
                <article className="group relative flex h-full flex-col rounded-card border bg-card p-6 shadow-xs transition-colors hover:border-primary">
                  <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <BookOpen aria-hidden="true" className="size-5" />
                  </span>
                  <h3
                    className="text-lg font-semibold leading-snug"
                    lang={guide.locale === i18n.language ? undefined : guide.locale}
                  >
                    <Link
                      to={`/resources/${guide.slug}`}
                      className="after:absolute after:inset-0 group-hover:text-primary"
                    >
                      {guide.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-muted-foreground">{guide.description}</p>
                  <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-5 text-xs text-muted-foreground">
                    <span>
                      {t('common.readingTime', { count: guide.readingMinutes })}
                      {guide.updated && ` · ${formatDate(guide.updated, i18n.language)}`}
                    </span>
                    <span
                      aria-hidden="true"
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary"
                    >
                      {t('resources.read')}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="mb-5 text-2xl font-semibold">
            {t('resources.more.title')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {more.map(({ to, key, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-3 rounded-card border p-5 transition-colors hover:bg-muted"
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>
                    <span className="block font-medium">{t(`resources.more.${key}`)}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{t(`resources.more.${key}Text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
