import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from '../../lib/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pt-4 pb-20">
      <div className="rounded-card bg-primary px-6 py-12 text-center text-primary-foreground shadow-md md:px-12 md:py-16">
        <h2 id="cta-title" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{t('cta.subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/market" size="lg" variant="secondary">
            {t('cta.explore')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink
            to="/sell"
            size="lg"
            variant={null}
            className="border border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            {t('cta.become')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
