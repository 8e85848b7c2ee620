import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from '../../lib/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

const steps = [
  { key: 'discover', icon: Search },
  { key: 'buy', icon: ShoppingCart },
  { key: 'deploy', icon: Rocket },
] as const;

/** Discover, buy, deploy. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <SectionHeading id="steps-title" title={t('steps.title')} subtitle={t('steps.subtitle')} align="center" />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {steps.map(({ key, icon: Icon }, index) => (
          <li
            key={key}
            className="relative flex flex-col items-center gap-3 rounded-card border bg-card p-6 text-center text-card-foreground shadow-sm"
          >
            <span className="text-sm font-semibold text-primary">{t('steps.step', { number: index + 1 })}</span>
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <h3 className="text-xl font-semibold">{t(`steps.items.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`steps.items.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
