import ArrowRight from 'lucide-react/icons/arrow-right';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Timer from 'lucide-react/icons/timer';
import type { LandingDeployment } from '../../../core/deployments/stats/landing-deployment.ts';
import { formatCount } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { HeroDemo } from './hero-demo.tsx';

/** The hero; its deployment claim is the platform's measured median once there is enough data (decision 0046). */
export function Hero({ deployment = null }: { deployment?: LandingDeployment | null }) {
  const { t, i18n } = useTranslation('landing');
  const claims = [
    { icon: Sparkles, text: t('claims.commission') },
    { icon: ShieldCheck, text: t('claims.guarantee') },
    {
      icon: Timer,
      text: deployment
        ? t('claims.deploymentMeasured', {
            count: deployment.medianHours,
            value: formatCount(deployment.medianHours, i18n.language),
          })
        : t('claims.deployment'),
    },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-secondary/70 via-background to-background"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/market" size="lg">
              {t('hero.explore')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/sell" size="lg" variant="outline">
              {t('hero.becomeCreator')}
            </ButtonLink>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {claims.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroDemo />
      </div>
    </section>
  );
}
