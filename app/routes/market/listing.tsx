import ChevronDown from 'lucide-react/icons/chevron-down';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { Form, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { productSorts } from '../../../core/catalog/listing-options.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatCount, formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { ListingEmpty } from '../../components/market/listing-empty.tsx';
import { ListingFilters } from '../../components/market/listing-filters.tsx';
import {
  activeFilterCount,
  type ListingState,
  listingHref,
  listingParams,
} from '../../components/market/listing-href.ts';
import { listingTitles } from '../../components/market/listing-titles.ts';
import { SearchNotes } from '../../components/market/search-notes.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { cn } from '../../lib/cn.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { openGraphMeta } from '../../lib/seo.ts';
import { defaultShareImage } from '../../lib/share-image.ts';
import type { Route } from './+types/listing';

/** Gift ideas: products at or under this price (incl. VAT). */
const giftMaxPriceCents = 5000;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = queryObject(url);
  // Canonical URLs: trimmed q, no blank parameters (so an empty search lands on /market), and no parameter the
  // schema refuses (page=0, rating=9, a hand-edited price): the listing without it is what the visitor can get.
  const parsed = listProductsQuery.safeParse(params);
  const refused = new Set(parsed.error?.issues.map((issue) => String(issue.path[0])) ?? []);
  const canonical = new URLSearchParams(
    Object.entries(params)
      .filter(([k]) => !refused.has(k))
      .map(([k, v]) => [k, k === 'q' ? v.trim() : v]),
  );
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(canonical.size > 0 ? `/market?${canonical}` : '/market');
  }
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const filters = listProductsQuery.parse(params);
    // The header's gifts button: one-off purchases to offer, under a price, in the "top" order unless sorted otherwise.
    const gift = params.gift === '1';
    const query = gift
      ? {
          ...filters,
          max_price: Math.min(filters.max_price ?? giftMaxPriceCents, giftMaxPriceCents),
          billing: 'one_time' as const,
          sort: filters.sort ?? ('top' as const),
        }
      : filters;
    const listing = await listProducts(catalogDeps(context.get(depsContext), request), query);
    const pages = Math.max(1, Math.ceil(listing.meta.total / listing.meta.per_page));
    if (query.page > pages) {
      canonical.delete('page');
      if (pages > 1) canonical.set('page', String(pages));
      throw redirect(canonical.size > 0 ? `/market?${canonical}` : '/market');
    }
    // An unknown category was ignored: the links and the canonical URL leave it out too.
    const ignored = listing.meta.unknown_category ? 'category' : undefined;
    if (ignored) canonical.delete(ignored);
    const state = Object.fromEntries(
      listingParams.flatMap((key) => (params[key] && key !== ignored ? [[key, params[key]]] : [])),
    );
    const t = serverT(locale, 'market');
    return {
      listing,
      favoriteIds: await favoriteIdsAmong(
        context,
        listing.data.map((p) => p.id),
      ),
      state: { ...state, q: query.q } as ListingState,
      gift,
      ...listingTitles(t, locale, { gift, q: query.q, categories: listing.meta.selected_categories }),
      description: t('meta.description'),
      canonical: `${publicUrl}/market${canonical.size > 0 ? `?${canonical}` : ''}`,
      share: {
        image: `${publicUrl}${defaultShareImage.path}`,
        imageAlt: serverT(locale, 'landing')('themes.items.marketplace.title'),
        locale,
      },
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        ...openGraphMeta({
          type: 'website',
          title: loaderData.title,
          description: loaderData.description,
          url: loaderData.canonical,
          image: { ...defaultShareImage, url: loaderData.share.image, alt: loaderData.share.imageAlt },
          locale: loaderData.share.locale,
        }),
      ]
    : [];

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('market');
  const { listing, state, gift, favoriteIds } = loaderData;
  const { meta } = listing;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/market';
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const label = (labels: Record<string, string>) => labels[i18n.language] ?? labels.fr ?? '';
  const sorts = productSorts.filter((s) => s !== 'relevance' || state.q);
  const filterCount = activeFilterCount(state);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-bold">{loaderData.heading}</h1>
        {gift && (
          <p className="text-lg text-muted-foreground">
            {t('gift.subtitle', { price: formatPrice(giftMaxPriceCents, i18n.language) })}
          </p>
        )}
        <p className="text-muted-foreground" aria-live="polite">
          {loading
            ? t('loading')
            : t(meta.total_approximate ? 'countMore' : 'count', {
                count: meta.total,
                formatted: formatCount(meta.estimated_total ?? meta.total, i18n.language),
              })}
        </p>
        {meta.unknown_category && (
          <p className="text-sm">{t('notes.unknownCategory', { category: meta.unknown_category })}</p>
        )}
        {state.q && <SearchNotes meta={meta} state={state} q={state.q} />}
      </header>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label={t('filters.category')} className="-mx-4 min-w-0 px-4 lg:mx-0 lg:px-0">
          {/* One scrolling row on small screens, so the results stay near the top. */}
          <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-wrap lg:overflow-visible lg:pb-0">
            <li>
              <Link
                to={listingHref(state, { category: undefined, page: undefined })}
                aria-current={!state.category ? 'page' : undefined}
                className={chip(!state.category)}
              >
                {t('filters.all')}
              </Link>
            </li>
            {meta.facets.category.map((facet) => (
              <li key={facet.slug}>
                <Link
                  to={listingHref(state, { category: facet.slug, page: undefined })}
                  aria-current={state.category === facet.slug ? 'page' : undefined}
                  className={chip(state.category === facet.slug)}
                >
                  {label(facet.labels)} <span className="opacity-70">({facet.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          method="get"
          action="/market"
          className="flex shrink-0 items-center gap-2"
          onChange={(e) => submit(e.currentTarget)}
        >
          {Object.entries(state).map(([key, value]) =>
            key !== 'sort' && value ? <input key={key} type="hidden" name={key} value={value} /> : null,
          )}
          <Label htmlFor="sort" className="font-medium">
            {t('filters.sort')}
          </Label>
          <NativeSelect id="sort" name="sort" defaultValue={meta.sort} key={meta.sort} size="sm">
            {sorts.map((sort) => (
              <NativeSelectOption key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              {t('filters.apply')}
            </Button>
          </noscript>
        </Form>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label={t('filters.title')} className="mb-6 lg:mb-0">
          {/* One disclosure on small screens, always open beside the results on large ones. */}
          <details className="group rounded-card border lg:hidden" open={filterCount > 0 ? true : undefined}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-medium [&::-webkit-details-marker]:hidden">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              <span className="flex-1">{t('filters.title')}</span>
              {filterCount > 0 && (
                <span className="text-sm text-muted-foreground">{t('filters.active', { count: filterCount })}</span>
              )}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="border-t p-4">
              <ListingFilters facets={meta.facets} state={state} />
            </div>
          </details>
          <div className="hidden lg:block">
            <h2 className="mb-4 text-lg font-semibold">{t('filters.title')}</h2>
            <ListingFilters facets={meta.facets} state={state} />
          </div>
        </aside>

        <div aria-busy={loading} className={cn('transition-opacity', loading && 'opacity-60')}>
          {listing.data.length === 0 ? (
            <ListingEmpty meta={meta} state={state} />
          ) : (
            <>
              {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
              <h2 className="sr-only">{t('resultsHeading')}</h2>
              <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {listing.data.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} priority={index < 2} favorite={favoriteIds.includes(product.id)} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <Pagination page={meta.page} pages={pages} hrefFor={(page) => listingHref(state, { page })} />
        </div>
      </div>
    </div>
  );
}

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-sm transition-colors',
    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
  );
