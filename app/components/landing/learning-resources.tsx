import Compass from 'lucide-react/icons/compass';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '../../lib/i18n.tsx';
import { GuideCard } from '../info/guide-card.tsx';
import { ArrowLink } from '../ui/arrow-link.tsx';
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
        <ArrowLink to="/resources">{t('resources.all')}</ArrowLink>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {guides.map(({ key, icon, href }) => (
          <li key={key}>
            <GuideCard
              to={href}
              icon={icon}
              title={t(`resources.items.${key}.title`)}
              text={t(`resources.items.${key}.text`)}
              readLabel={t('resources.read')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
