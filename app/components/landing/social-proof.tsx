import BadgeEuro from 'lucide-react/icons/badge-euro';
import Clock from 'lucide-react/icons/clock';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import Percent from 'lucide-react/icons/percent';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { LandingDeployment } from '../../../core/deployments/stats/landing-deployment.ts';
import { formatDecimal, formatPercent } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { observeOnce } from './observe-once.ts';
import { SectionHeading } from './section-heading.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Spec §9: counters animate over 1.6 s. */
export const COUNTER_DURATION_MS = 1600;

/** The claims of spec §1; each value is written through its `landing:stats.<key>.value` template. */
const stats = [
  { key: 'entrepreneurs', value: 10_000, decimals: 0, icon: Users },
  { key: 'revenue', value: 2.3, decimals: 1, icon: BadgeEuro },
  { key: 'satisfaction', value: 95, decimals: 0, icon: Smile },
  { key: 'commission', value: 70, decimals: 0, icon: Percent },
  { key: 'guarantee', value: 30, decimals: 0, icon: ShieldCheck },
  { key: 'deployment', value: 24, decimals: 0, icon: Clock },
] as const;

const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/**
 * Social-proof counters. The final values are what the server sends and what hydration keeps; once the list is
 * scrolled into view they count up from 0 over 1.6 s (not with reduced motion). Screen readers get the final
 * value only. The deployment counter is the platform's measured median once there is enough data (decision 0046),
 * with the share delivered in time and a link to how both are computed; the announced 24 h otherwise.
 */
export function SocialProof({ deployment = null }: { deployment?: LandingDeployment | null }) {
  const { t, i18n } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const list = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    const stop = observeOnce(
      list.current,
      () => {
        const start = performance.now();
        setProgress(0);
        const tick = () => {
          const p = Math.min(1, (performance.now() - start) / COUNTER_DURATION_MS);
          setProgress(p);
          if (p < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  const format = (value: number, decimals: number) => formatDecimal(value, i18n.language, decimals);

  return (
    <section aria-labelledby="stats-title" className="border-y bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <SectionHeading id="stats-title" title={t('stats.title')} subtitle={t('stats.subtitle')} align="center" />
        <ul ref={list} className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {stats.map(({ key, value: announced, decimals, icon: Icon }) => {
            const measured = key === 'deployment' ? deployment : null;
            const value = measured ? measured.medianHours : announced;
            const shown = progress >= 1 ? value : value * easeOutCubic(progress);
            const factor = 10 ** decimals;
            return (
              <li
                key={key}
                data-stat={key}
                className="flex flex-col items-center gap-2 rounded-card border bg-card p-5 text-center shadow-sm"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <p className="text-2xl font-extrabold tracking-tight whitespace-nowrap tabular-nums sm:text-3xl">
                  <span className="sr-only">{t(`stats.${key}.value`, { value: format(value, decimals) })}</span>
                  <span aria-hidden="true" data-counter>
                    {t(`stats.${key}.value`, { value: format(Math.floor(shown * factor) / factor, decimals) })}
                  </span>
                </p>
                {measured ? (
                  <p className="text-sm text-muted-foreground">
                    <Link to="/transparency#deploiement" className="underline underline-offset-2 hover:no-underline">
                      {t('stats.deployment.measured', { rate: formatPercent(measured.onTimeRate, i18n.language) })}
                    </Link>
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground">{t(`stats.${key}.label`)}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
