import BadgeCheck from 'lucide-react/icons/badge-check';
import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Upload from 'lucide-react/icons/upload';
import UserCheck from 'lucide-react/icons/user-check';
import Wallet from 'lucide-react/icons/wallet';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { LinkCards } from '../../components/info/link-cards.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ArrowLink } from '../../components/ui/arrow-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/section.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/about';

export function loader({ url, context }: Route.LoaderArgs) {
  return { meta: infoPageMeta(context, url, 'about') };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

const journeys = [
  {
    key: 'buyers',
    steps: [
      { key: 'discover', icon: Search },
      { key: 'buy', icon: Download },
      { key: 'deploy', icon: Rocket },
    ],
  },
  {
    key: 'creators',
    steps: [
      { key: 'apply', icon: UserCheck },
      { key: 'publish', icon: Upload },
      { key: 'earn', icon: Wallet },
    ],
  },
] as const;

const claims = [
  { key: 'commission', icon: Wallet },
  { key: 'guarantee', icon: ShieldCheck },
  { key: 'deployment', icon: Clock },
] as const;

const links = [
  { to: '/faq', key: 'faq', icon: CircleHelp },
  { to: '/resources', key: 'resources', icon: BookOpen },
  { to: '/contact', key: 'contact', icon: Mail },
  { to: '/legal', key: 'legal', icon: FileText },
] as const;

export default function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 md:py-16">
        <div className="grid gap-10 md:grid-cols-2">
          <Section title={t('about.who.title')} headingId="who-heading" size="2xl">
            <p className="text-muted-foreground">{t('about.who.p1')}</p>
            <p className="text-muted-foreground">{t('about.who.p2')}</p>
          </Section>
          <Section
            title={t('about.mission.title')}
            headingId="mission-heading"
            size="2xl"
            className="space-y-3 rounded-card border bg-card p-6 md:p-8"
          >
            <p className="text-lg leading-relaxed">{t('about.mission.text')}</p>
          </Section>
        </div>

        <Section title={t('about.how.title')} headingId="how-heading" size="2xl" className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            {journeys.map((journey) => (
              <JourneySteps key={journey.key} journey={journey} />
            ))}
          </div>
        </Section>

        <Section title={t('about.claims.title')} headingId="claims-heading" size="2xl" className="space-y-6">
          <ul className="grid gap-5 md:grid-cols-3">
            {claims.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-card border bg-card p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <p className="mt-3">
                  <span className="block text-3xl font-extrabold tracking-tight">{t(`about.claims.${key}.value`)}</span>
                  <span className="block font-medium">{t(`about.claims.${key}.label`)}</span>
                </p>
                <p className="mt-2 text-sm text-muted-foreground">{t(`about.claims.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <section
          aria-labelledby="trust-heading"
          className="flex flex-col gap-4 rounded-card border bg-secondary/40 p-6 md:flex-row md:items-center md:justify-between md:p-8"
        >
          <div className="flex gap-4">
            <BadgeCheck aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <div>
              <h2 id="trust-heading" className="text-xl font-semibold">
                {t('about.trust.title')}
              </h2>
              <p className="mt-1 max-w-2xl text-muted-foreground">{t('about.trust.text')}</p>
            </div>
          </div>
          <ArrowLink to="/transparency" className="shrink-0">
            {t('about.trust.link')}
          </ArrowLink>
        </section>

        <Section
          title={t('about.cta.title')}
          headingId="cta-heading"
          size="2xl"
          bold
          headingClassName="text-balance md:text-3xl"
          className="space-y-6 rounded-card bg-nav px-6 py-10 text-center text-nav-foreground"
        >
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/market" variant="outline" size="lg" className="border-transparent">
              {t('about.cta.market')}
            </ButtonLink>
            <ButtonLink
              to="/sell"
              size="lg"
              variant="outline"
              className="border-nav-foreground/60 bg-transparent text-nav-foreground hover:bg-nav-foreground/10"
            >
              {t('about.cta.sell')}
            </ButtonLink>
          </div>
        </Section>

        <nav aria-labelledby="links-heading" className="space-y-4">
          <h2 id="links-heading" className="text-xl font-semibold">
            {t('about.links.title')}
          </h2>
          <LinkCards
            className="gap-3 sm:grid-cols-2 lg:grid-cols-4"
            items={links.map(({ key, ...link }) => ({ ...link, label: t(`about.links.${key}`) }))}
          />
        </nav>
      </div>
    </>
  );
}

/** One side's journey (buying, or selling) as numbered steps, each with its icon. */
function JourneySteps({ journey }: { journey: (typeof journeys)[number] }) {
  const { t } = useTranslation('info');
  return (
    <section aria-labelledby={`how-${journey.key}`} className="rounded-card border bg-card p-6">
      <h3 id={`how-${journey.key}`} className="text-lg font-semibold">
        {t(`about.how.${journey.key}.title`)}
      </h3>
      <ol className="mt-4 space-y-5">
        {journey.steps.map((step, index) => (
          <li key={step.key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <step.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-medium">
                {index + 1}. {t(`about.how.${journey.key}.${step.key}.title`)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{t(`about.how.${journey.key}.${step.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
