import ArrowRight from 'lucide-react/icons/arrow-right';
import Compass from 'lucide-react/icons/compass';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

const guides = [
  { key: 'choose', icon: Compass, href: '/resources/choisir-un-produit-ia' },
  { key: 'buy', icon: ShieldCheck, href: '/resources/acheter-en-confiance' },
  { key: 'deploy', icon: Rocket, href: '/resources/deployer-en-24h' },
] as const;

export function LearningResources() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="resources-title" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="resources-title" title={t('resources.title')} subtitle={t('resources.subtitle')} />
        <Link to="/resources" className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
          {t('resources.all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {guides.map(({ key, icon: Icon, href }) => (
          <li
            key={key}
            className="relative flex flex-col gap-3 rounded-card border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">
              <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
                {t(`resources.items.${key}.title`)}
              </Link>
            </h3>
            <p className="text-muted-foreground">{t(`resources.items.${key}.text`)}</p>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary"
            >
              {t('resources.read')}
              <ArrowRight className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
