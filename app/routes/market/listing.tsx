import { Form, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { productSorts } from '../../../core/catalog/product-sorts.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { cn } from '../../lib/cn.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { openGraphMeta } from '../../lib/seo.ts';
import { defaultShareImage } from '../../lib/share-image.ts';
import type { Route } from './+types/listing';

/** Gift ideas: products at or under this price (incl. VAT). */
const giftMaxPriceCents = 5000;

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = queryObject(url);
  // Canonical URLs: trimmed q, no blank parameters (so an empty search lands on /market).
  const canonical = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, k === 'q' ? v.trim() : v]));
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(canonical.size > 0 ? `/market?${canonical}` : '/market');
  }
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const parsed = listProductsQuery.parse(params);
    // The header's gifts button: products to offer, under a price, best sellers first unless sorted otherwise.
    const gift = params.gift === '1';
    const query = gift
      ? {
          ...parsed,
          max_price: Math.min(parsed.max_price ?? giftMaxPriceCents, giftMaxPriceCents),
          sort: parsed.sort ?? ('top' as const),
        }
      : parsed;
    const listing = await listProducts(context.get(depsContext), query);
    const t = serverT(locale, 'market');
    return {
      listing,
      favoriteIds: await favoriteIdsAmong(
        context,
        listing.data.map((p) => p.id),
      ),
      query: { q: query.q ?? '', category: query.category ?? '', gift: gift ? '1' : '' },
      title: gift ? t('gift.title') : query.q ? t('meta.titleSearch', { q: query.q }) : t('meta.title'),
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

function hrefWith(
  current: { q: string; category: string; gift: string; sort?: string },
  changes: Record<string, string | number | undefined>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    if (value !== undefined && value !== '' && !(key === 'page' && String(value) === '1'))
      params.set(key, String(value));
  }
  return params.size > 0 ? `/market?${params}` : '/market';
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('market');
  const { listing, query, favoriteIds } = loaderData;
  const { meta } = listing;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/market';
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const current = {
    q: query.q,
    category: query.category,
    gift: query.gift,
    sort: meta.sort === (query.q ? 'relevance' : query.gift ? 'top' : 'new') ? undefined : meta.sort,
  };
  const label = (labels: Record<string, string>) => labels[i18n.language] ?? labels.fr ?? '';
  const sorts = productSorts.filter((s) => s !== 'relevance' || query.q);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-bold">
          {query.gift ? t('gift.title') : query.q ? t('resultsFor', { q: query.q }) : t('title')}
        </h1>
        {query.gift && (
          <p className="text-lg text-muted-foreground">
            {t('gift.subtitle', { price: formatPrice(giftMaxPriceCents, i18n.language) })}
          </p>
        )}
        <p className="text-muted-foreground" aria-live="polite">
          {t('count', { count: meta.total })}
        </p>
      </header>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label={t('filters.category')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={hrefWith(current, { category: undefined, page: undefined })}
                aria-current={query.category === '' ? 'page' : undefined}
                className={chip(query.category === '')}
              >
                {t('filters.all')}
              </Link>
            </li>
            {meta.facets.category.map((facet) => (
              <li key={facet.slug}>
                <Link
                  to={hrefWith(current, { category: facet.slug, page: undefined })}
                  aria-current={query.category === facet.slug ? 'page' : undefined}
                  className={chip(query.category === facet.slug)}
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
          {query.q && <input type="hidden" name="q" value={query.q} />}
          {query.category && <input type="hidden" name="category" value={query.category} />}
          {query.gift && <input type="hidden" name="gift" value="1" />}
          <label htmlFor="sort" className="text-sm font-medium">
            {t('filters.sort')}
          </label>
          <select
            id="sort"
            name="sort"
            defaultValue={meta.sort}
            key={meta.sort}
            className="h-10 rounded-lg border bg-background px-3 text-sm"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              {t('filters.apply')}
            </Button>
          </noscript>
        </Form>
      </div>

      <div aria-busy={loading} className={cn('transition-opacity', loading && 'opacity-60')}>
        {listing.data.length === 0 ? (
          <div className="rounded-card border border-dashed p-10 text-center">
            <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
            <p className="mt-2 text-muted-foreground">
              {meta.unknown_category
                ? t('empty.unknownCategory', { category: meta.unknown_category })
                : t('empty.hint')}
            </p>
            <ButtonLink to="/market" variant="outline" className="mt-6">
              {t('empty.reset')}
            </ButtonLink>
          </div>
        ) : (
          <>
            {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
            <h2 className="sr-only">{t('resultsHeading')}</h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {listing.data.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} priority={index < 2} favorite={favoriteIds.includes(product.id)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <Pagination page={meta.page} pages={pages} hrefFor={(page) => hrefWith(current, { page })} />
    </div>
  );
}

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors',
    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
  );
