import { Link } from 'react-router';
import { FaqAccordion } from '../../components/info/faq-accordion.tsx';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/faq';

export function loader({ url, context }: Route.LoaderArgs) {
  return { meta: infoPageMeta(context, url, 'faq') };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The groups and their questions, in reading order; the texts are under `info:faq.groups.<group>.<item>`. */
const groups = [
  { id: 'buyers', items: ['whatIs', 'choose', 'deploy', 'reviews'] },
  { id: 'creators', items: ['become', 'commission', 'products'] },
  { id: 'payments', items: ['methods', 'prices', 'invoices'] },
  { id: 'refunds', items: ['guarantee', 'withdrawal', 'defect'] },
  { id: 'data', items: ['collected', 'rights'] },
] as const;

export default function FaqPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <PageHero
        eyebrow={t('faq.eyebrow')}
        title={t('faq.title')}
        lead={
          <>
            {t('faq.lead')}{' '}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
              {t('faq.contactLink')}
            </Link>
          </>
        }
      >
        <nav aria-label={t('common.toc')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex h-9 items-center rounded-full border bg-background px-4 text-sm transition-colors hover:bg-muted"
                >
                  {t(`faq.groups.${group.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 md:py-14">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="scroll-mt-24">
            <h2 id={group.id} className="mb-4 scroll-mt-24 text-2xl font-semibold">
              {t(`faq.groups.${group.id}.title`)}
            </h2>
            <FaqAccordion
              items={group.items.map((item) => ({
                id: `${group.id}-${item}`,
                question: t(`faq.groups.${group.id}.${item}.question`),
                answer: t(`faq.groups.${group.id}.${item}.answer`),
              }))}
            />
          </section>
        ))}
      </div>
    </>
  );
}
