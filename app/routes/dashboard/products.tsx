import Plus from 'lucide-react/icons/plus';
import { data, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { listSellerProducts } from '../../../core/dashboard/list-seller-products.ts';
import { sellerProductsQuery } from '../../../core/dashboard/seller-products.schema.ts';
import { productStatusBody } from '../../../core/products/product-status.schema.ts';
import { setProductStatus } from '../../../core/products/set-product-status.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { ProductsTable } from '../../components/dashboard/products-table.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
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
  const { t } = useTranslation('dashboard');
  const result = useActionData<StatusResult>();
  const { products, pages, status, access } = loaderData;
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
              <EmptyState action={<ButtonLink to="/products/new">{t('products.create')}</ButtonLink>}>
                {t('products.empty')}
              </EmptyState>
            ) : (
              <ProductsTable products={products.data} />
            )}
            <Pagination page={products.meta.page} pages={pages} hrefFor={(page) => hrefFor(status, page)} />
          </>
        )}
      </div>
    </>
  );
}
