import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Scale from 'lucide-react/icons/scale';
import Store from 'lucide-react/icons/store';
import { listResources } from '../../../core/content/list-resources.ts';
import { formatDate } from '../../../i18n/format.ts';
import { GuideCard } from '../../components/info/guide-card.tsx';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { LinkCards } from '../../components/info/link-cards.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
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
        <Section title={t('resources.guidesTitle')} headingId="guides-heading" size="2xl" className="space-y-5">
          <ul className="grid gap-5 md:grid-cols-3">
            {loaderData.guides.map((guide) => (
              <li key={guide.slug}>
                <GuideCard
                  to={`/resources/${guide.slug}`}
                  title={guide.title}
                  text={guide.description}
                  readLabel={t('resources.read')}
                  lang={guide.locale === i18n.language ? undefined : guide.locale}
                  details={
                    <>
                      {t('common.readingTime', { count: guide.readingMinutes })}
                      {guide.updated && ` · ${formatDate(guide.updated, i18n.language)}`}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('resources.more.title')} headingId="more-heading" size="2xl" className="space-y-5">
          <LinkCards
            className="gap-4 md:grid-cols-3"
            items={more.map(({ key, ...link }) => ({
              ...link,
              label: t(`resources.more.${key}`),
              text: t(`resources.more.${key}Text`),
            }))}
          />
        </Section>
      </div>
    </>
  );
}
