import { useTranslation } from '../../lib/i18n.tsx';
import { Carousel } from './carousel.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Spec §9: the partners carousel advances every 2.5 s. */
export const PARTNERS_AUTOPLAY_MS = 2500;

/**
 * The business partners who resell Déploia products (spec §1: the 'business partner' role). Their marks are
 * drawn here (a monogram on a tinted disc), not downloaded logos; names are proper nouns, the same in every
 * language; what each does is translated (`landing:partners.kinds`).
 */
const partners = [
  { name: 'Atelier Nova', kind: 'agency', city: 'Lyon', hue: 160 },
  { name: 'Brio Conseil', kind: 'integrator', city: 'Paris', hue: 210 },
  { name: 'Cobalt Numérique', kind: 'reseller', city: 'Nantes', hue: 250 },
  { name: 'Delta Automatisation', kind: 'integrator', city: 'Lille', hue: 20 },
  { name: 'Écho Formation', kind: 'training', city: 'Bordeaux', hue: 300 },
  { name: 'Fjord Digital', kind: 'reseller', city: 'Bruxelles', hue: 190 },
  { name: 'Galant & Fils', kind: 'agency', city: 'Marseille', hue: 40 },
  { name: 'Helix Services', kind: 'reseller', city: 'Genève', hue: 120 },
] as const;

const initials = (name: string) =>
  name
    .split(/[\s&]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

export function Partners() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="partners-title"
      aria-roledescription={t('carousel.roleDescription')}
      data-carousel="partners"
      className="mx-auto max-w-7xl px-4 py-12 md:py-16"
    >
      <Carousel
        header={<SectionHeading id="partners-title" title={t('partners.title')} subtitle={t('partners.subtitle')} />}
        delay={PARTNERS_AUTOPLAY_MS}
        previousLabel={t('partners.previous')}
        nextLabel={t('partners.next')}
        slideClassName="basis-1/2 sm:basis-1/3 lg:basis-1/5"
      >
        {partners.map((partner) => (
          <div key={partner.name} className="flex h-full items-center gap-3 rounded-card border bg-card p-4 shadow-sm">
            <span
              aria-hidden="true"
              style={{ backgroundColor: `oklch(0.9 0.06 ${partner.hue})`, color: `oklch(0.35 0.12 ${partner.hue})` }}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-extrabold tracking-tight"
            >
              {initials(partner.name)}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-semibold">{partner.name}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {t('partners.kind', { kind: t(`partners.kinds.${partner.kind}`), city: partner.city })}
              </span>
            </span>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
