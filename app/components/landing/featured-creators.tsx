import BadgeCheck from 'lucide-react/icons/badge-check';
import { Link } from 'react-router';
import type { LandingCreator } from '../../../core/catalog/get-landing-highlights.ts';
import { formatCount } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Avatar } from '../avatar.tsx';
import { ArrowLink } from '../ui/arrow-link.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Certified creators with the most sales, each linking to their public profile; and the community claim. */
export function FeaturedCreators({ creators }: { creators: LandingCreator[] }) {
  const { t, i18n } = useTranslation('landing');
  return (
    <section aria-labelledby="creators-title" className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="creators-title" title={t('creators.title')} subtitle={t('creators.subtitle')} />
          <ArrowLink to="/sell">{t('creators.become')}</ArrowLink>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {creators.map((creator) => (
            <li
              key={creator.id}
              className="relative flex items-center gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring sm:flex-col sm:gap-3 sm:p-6 sm:text-center"
            >
              <Avatar
                name={creator.name}
                src={creator.avatarUrl}
                size={80}
                sizes="(min-width: 640px) 80px, 64px"
                className="size-16 border-4 border-background shadow-sm sm:size-20"
                placeholderClassName="bg-secondary text-2xl font-bold text-secondary-foreground"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:items-center sm:gap-3">
                <h3 className="text-lg font-semibold">
                  <Link
                    to={`/seller/${creator.id}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {creator.name}
                  </Link>
                </h3>
                <p className="inline-flex w-fit items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('creators.certified')}
                </p>
                {creator.expertise.length > 0 && (
                  <p className="text-sm text-muted-foreground">{creator.expertise.slice(0, 3).join(' · ')}</p>
                )}
                <p className="text-sm font-medium sm:mt-auto">
                  {t('creators.products', {
                    count: creator.productCount,
                    value: formatCount(creator.productCount, i18n.language),
                  })}
                  {' · '}
                  {t('creators.sales', {
                    count: creator.salesCount,
                    value: formatCount(creator.salesCount, i18n.language),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
