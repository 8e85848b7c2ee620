import Plus from 'lucide-react/icons/plus';
import { data, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { listSellerProducts } from '../../../core/dashboard/list-seller-products.ts';
import { sellerProductsQuery } from '../../../core/dashboard/seller-products.schema.ts';
import { productStatusBody } from '../../../core/products/product-status.schema.ts';
import { setProductStatus } from '../../../core/products/set-product-status.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatCount, formatPrice, formatRating } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AttentionBadges } from '../../components/dashboard/attention-list.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { StatusActions } from '../../components/dashboard/status-actions.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { cn } from '../../lib/cn.ts';
import { refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/products';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'dashboard')('products.meta'), noindex: true };
  const parsed = sellerProductsQuery.safeParse(queryObject(url));
  if (!parsed.success) throw redirect('/dashboard/products');
  const query = parsed.data;
  return guard(() =>
    orMissingSellerProfile(
      async () => {
        const products = await listSellerProducts(context.get(depsContext), viewer, query);
        const pages = pageCount(products.meta);
        if (query.page > pages)
          throw redirect(query.status ? `/dashboard/products?status=${query.status}` : '/dashboard/products');
        return { meta, products, pages, status: query.status ?? null, access: null };
      },
      () => ({ meta, products: null, pages: 1, status: null, access: 'missingProfile' as const }),
    ),
  );
}

type StatusResult =
  | { ok: true; title: string; status: string }
  | { ok: false; productId: string; code: string; missing: string[] };

const statusForm = productStatusBody.extend({ productId: z.uuid(), title: z.string().max(300).default('') });

/** A quick status change from the list (publish, unpublish, archive): B's use case decides and checks ownership. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const parsed = statusForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<StatusResult>({ ok: false, productId: '', code: 'invalid', missing: [] }, 400);
  }
  const { productId, status, title } = parsed.data;
  return refusingAppErrors(
    async () => {
      await setProductStatus(context.get(depsContext), viewer, { productId, status });
      return { ok: true, title, status } satisfies StatusResult;
    },
    (error) => {
      const missing = Array.isArray(error.details?.missing) ? (error.details.missing as string[]) : [];
      return data<StatusResult>({ ok: false, productId, code: error.code, missing }, error.status);
    },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

const filters = [undefined, 'draft', 'published', 'archived', 'suspended'] as const;

export default function SellerProductsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('dashboard');
  const result = useActionData<StatusResult>();
  const { products, pages, status, access } = loaderData;
  const locale = i18n.language;
  const hrefFor = (filter: string | null, page = 1) => {
    const params = new URLSearchParams();
    if (filter) params.set('status', filter);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/dashboard/products?${search}` : '/dashboard/products';
  };
  return (
    <>
      <PageHero eyebrow={t('products.eyebrow')} title={t('products.title')} lead={t('products.lead')}>
        {products && (
          <ButtonLink to="/products/new" className="mt-6">
            <Plus aria-hidden="true" />
            {t('products.create')}
          </ButtonLink>
        )}
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:py-10">
        {access && <SellerAccessNotice kind="missingProfile" />}
        {result?.ok && <Notice tone="success">{t(`products.result.${result.status}`, { title: result.title })}</Notice>}
        {result && !result.ok && (
          <Notice tone="error">
            {t(`products.errors.${result.code}`, { defaultValue: t('products.errors.unknown') })}
            {result.missing.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {result.missing.map((part) => (
                  <li key={part}>{t(`products.missing.${part}`)}</li>
                ))}
              </ul>
            )}
          </Notice>
        )}
        {products && (
          <>
            <nav aria-label={t('products.filterLabel')}>
              <ul className="flex flex-wrap gap-2">
                {filters.map((filter) => {
                  const count = filter
                    ? products.counts[filter]
                    : products.counts.draft +
                      products.counts.published +
                      products.counts.archived +
                      products.counts.suspended;
                  const current = (filter ?? null) === status;
                  return (
                    <li key={filter ?? 'all'}>
                      <Link
                        to={hrefFor(filter ?? null)}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'inline-flex rounded-full border px-3 py-1 text-sm',
                          current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                        )}
                      >
                        {t(`products.filters.${filter ?? 'all'}`, { count })}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {products.data.length === 0 ? (
              <div className="rounded-card border border-dashed p-10 text-center">
                <p className="text-muted-foreground">{t('products.empty')}</p>
                <ButtonLink to="/products/new" className="mt-5">
                  {t('products.create')}
                </ButtonLink>
              </div>
            ) : (
              <div className="overflow-x-auto rounded-card border bg-card">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('products.title')}</caption>
                  <thead className="border-b bg-muted/50">
                    <tr>
                      {(['product', 'status', 'price', 'sales', 'rating', 'views', 'actions'] as const).map((col) => (
                        <th key={col} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                          {t(`products.columns.${col}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {products.data.map((product) => (
                      <tr key={product.id} className="border-b align-top last:border-0">
                        <th scope="row" className="px-3 py-3 font-medium">
                          {product.title}
                          <AttentionBadges reasons={product.attention} />
                        </th>
                        <td className="px-3 py-3">
                          <span className="whitespace-nowrap">{t(`products.status.${product.status}`)}</span>
                          {product.status === 'suspended' && product.suspensionCause && (
                            <p className="mt-1 max-w-xs text-xs text-muted-foreground">
                              {t(`products.suspension.${product.suspensionCause}`, {
                                reason: product.suspensionReason ?? '',
                              })}
                            </p>
                          )}
                        </td>
                        <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                          {formatPrice(product.priceCents, locale)}
                          {product.billing !== 'one_time' && (
                            <span className="text-muted-foreground"> {t(`products.billing.${product.billing}`)}</span>
                          )}
                        </td>
                        <td className="px-3 py-3 tabular-nums">{formatCount(product.sales, locale)}</td>
                        <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                          {product.ratingCount > 0
                            ? t('products.rating', {
                                rating: formatRating(product.ratingAvg, locale),
                                count: product.ratingCount,
                              })
                            : '—'}
                        </td>
                        <td className="px-3 py-3 tabular-nums">{formatCount(product.views, locale)}</td>
                        <td className="px-3 py-3">
                          <div className="flex flex-wrap items-center gap-1">
                            <ButtonLink
                              to={`/product/${product.slug}/edit`}
                              variant="outline"
                              size="sm"
                              aria-label={t('products.actions.editLabel', { title: product.title })}
                            >
                              {t('products.actions.edit')}
                            </ButtonLink>
                            {product.status === 'published' && (
                              <ButtonLink
                                to={`/product/${product.slug}`}
                                variant="ghost"
                                size="sm"
                                aria-label={t('products.actions.viewLabel', { title: product.title })}
                              >
                                {t('products.actions.view')}
                              </ButtonLink>
                            )}
                            <StatusActions product={product} />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={products.meta.page} pages={pages} hrefFor={(page) => hrefFor(status, page)} />
          </>
        )}
      </div>
    </>
  );
}
