import Check from 'lucide-react/icons/check';
import { Link } from 'react-router';
import type { ListingFacets } from '../../../core/catalog/list-products.ts';
import { localeNames } from '../../../i18n/config.ts';
import { formatDecimal, formatEuros } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { type ListingState, listingHref } from './listing-href.ts';

interface Option {
  key: string;
  label: string;
  count?: number;
  /** The parameters this option sets (undefined clears one). */
  changes: Record<string, string | undefined>;
  active: boolean;
}

/**
 * The price, rating, billing and language filters: links, so every state has its URL, each with the number of
 * products it would show (the facets). An option that would show nothing is not a link.
 */
export function ListingFilters({ facets, state }: { facets: ListingFacets; state: ListingState }) {
  const { t, i18n } = useTranslation('market');
  const locale = i18n.language;
  const all = (changes: Record<string, undefined>, active: boolean): Option => ({
    key: 'all',
    label: t('filters.any'),
    changes,
    active,
  });

  const priceRange = (min: number, max?: number) =>
    max === undefined
      ? t('filters.priceFrom', { min: formatEuros(min, locale) })
      : min === 0
        ? t('filters.priceUnder', { max: formatEuros(max, locale) })
        : t('filters.priceBetween', { min: formatEuros(min, locale), max: formatEuros(max, locale) });

  const groups: { id: string; title: string; options: Option[] }[] = [
    {
      id: 'price',
      title: t('filters.price'),
      options: [
        all({ min_price: undefined, max_price: undefined }, !state.min_price && !state.max_price),
        ...facets.price.map((f) => {
          const min = f.min > 0 ? String(f.min) : undefined;
          const max = f.max !== undefined ? String(f.max - 1) : undefined;
          return {
            key: String(f.min),
            label: priceRange(f.min, f.max),
            count: f.count,
            changes: { min_price: min, max_price: max },
            active: state.min_price === min && state.max_price === max,
          };
        }),
      ],
    },
    {
      id: 'rating',
      title: t('filters.rating'),
      options: [
        all({ rating: undefined }, !state.rating),
        ...facets.rating.map((f) => ({
          key: String(f.value),
          label: t('filters.ratingAtLeast', {
            rating: formatDecimal(f.value, locale, 1, false),
          }),
          count: f.count,
          changes: { rating: String(f.value) },
          active: Number(state.rating) === f.value,
        })),
      ],
    },
    {
      id: 'billing',
      title: t('filters.billing'),
      options: [
        all({ billing: undefined }, !state.billing),
        ...facets.billing.map((f) => ({
          key: f.value,
          label: t(`filters.billingKinds.${f.value}`),
          count: f.count,
          changes: { billing: f.value },
          active: state.billing === f.value,
        })),
      ],
    },
    {
      id: 'language',
      title: t('filters.language'),
      options: [
        all({ language: undefined }, !state.language),
        ...facets.language
          .filter((f) => f.count > 0 || state.language === f.value)
          .map((f) => ({
            key: f.value,
            label: localeNames[f.value],
            count: f.count,
            changes: { language: f.value },
            active: state.language === f.value,
          })),
      ],
    },
  ];

  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <nav key={group.id} aria-label={group.title}>
          <h3 className="mb-2 text-sm font-semibold">{group.title}</h3>
          <ul className="space-y-0.5">
            {group.options.map((option) => (
              <li key={option.key}>
                <FilterOption option={option} state={state} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

function FilterOption({ option, state }: { option: Option; state: ListingState }) {
  const content = (
    <>
      <Check aria-hidden="true" className={cn('size-4 shrink-0', !option.active && 'invisible')} />
      <span className="flex-1">{option.label}</span>
      {option.count !== undefined && <span className="text-xs text-muted-foreground">{option.count}</span>}
    </>
  );
  const row = 'flex min-h-9 items-center gap-2 rounded-lg px-2 text-sm';
  if (option.count === 0 && !option.active) {
    return <span className={cn(row, 'text-muted-foreground')}>{content}</span>;
  }
  return (
    <Link
      to={listingHref(state, { ...option.changes, page: undefined })}
      aria-current={option.active ? 'true' : undefined}
      className={cn(
        row,
        'transition-colors hover:bg-muted',
        option.active && 'bg-secondary font-medium text-secondary-foreground',
      )}
    >
      {content}
    </Link>
  );
}
