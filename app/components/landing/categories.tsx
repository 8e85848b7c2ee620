import type { LucideIcon } from 'lucide-react';
import Bot from 'lucide-react/icons/bot';
import ChartLine from 'lucide-react/icons/chart-line';
import Cog from 'lucide-react/icons/cog';
import Headset from 'lucide-react/icons/headset';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Megaphone from 'lucide-react/icons/megaphone';
import Rocket from 'lucide-react/icons/rocket';
import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import type { LandingCategory } from '../../../core/catalog/get-landing-highlights.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Lucide icons by the names stored on categories. */
const icons: Record<string, LucideIcon> = {
  rocket: Rocket,
  bot: Bot,
  megaphone: Megaphone,
  headset: Headset,
  'chart-line': ChartLine,
  cog: Cog,
  sparkles: Sparkles,
  'layout-template': LayoutTemplate,
};

/** The catalogue's categories with their counts of published products, each opening the filtered marketplace. */
export function Categories({ categories }: { categories: LandingCategory[] }) {
  const { t, i18n } = useTranslation('landing');
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <SectionHeading id="categories-title" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => {
          const Icon = icons[category.icon] ?? Sparkles;
          return (
            <li key={category.slug}>
              <Link
                to={`/market?category=${encodeURIComponent(category.slug)}`}
                data-category={category.slug}
                className="group flex h-full items-center gap-4 rounded-card border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-secondary/40"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{category.labels[i18n.language] ?? category.labels.fr}</span>
                  <span className="text-sm text-muted-foreground" data-count={category.count}>
                    {t('categories.count', { count: category.count })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
