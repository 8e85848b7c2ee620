import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import { getReviewPermissions } from '../../../core/reviews/get-review-permissions.ts';
import { listProductReviews } from '../../../core/reviews/list-product-reviews.ts';
import { listReviewsQuery, reviewsPerPage } from '../../../core/reviews/reviews.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { Notice } from '../../components/info/notice.tsx';
import { canonicalUrl, pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { RatingSummary } from '../../components/reviews/rating-summary.tsx';
import { type ReviewActionData, reviewAction } from '../../components/reviews/review-action.server.ts';
import { ReplyForm, ReportForm } from '../../components/reviews/review-actions.tsx';
import { ReviewCard } from '../../components/reviews/review-card.tsx';
import { ReviewForm } from '../../components/reviews/review-form.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/reviews';

const pageQuery = listReviewsQuery.pick({ page: true });

/**
 * A product's published reviews, 10 a page, newest first, with the rating distribution; the viewer's own review or
 * the form to write one (paying buyers only); the seller's replies and everyone's reports. An unknown product is the
 * 404 page; a page past the last goes to the last one, as /favorites does.
 */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const { viewer } = context.get(viewerContext);
  const deps = context.get(depsContext);
  return guard(async () => {
    const { page } = pageQuery.parse(queryObject(url));
    const reviews = await listProductReviews(catalogDeps(deps, request), params.slug, {
      page,
      per_page: reviewsPerPage,
    });
    const base = `/product/${reviews.product.slug}/reviews`;
    if (page > reviews.meta.pages) throw redirect(reviews.meta.pages > 1 ? `${base}?page=${reviews.meta.pages}` : base);
    const permissions = await getReviewPermissions(
      deps,
      viewer,
      reviews.product,
      reviews.data.map((review) => review.id),
    );
    const t = serverT(locale, 'reviews');
    const canonical = canonicalUrl(publicUrl, url);
    return {
      reviews,
      permissions,
      viewerId: viewer?.userId ?? null,
      meta: {
        title: t('meta.title', { title: reviews.product.title }),
        description: t('meta.description', { title: reviews.product.title, seller: reviews.product.sellerName }),
        canonical: page > 1 ? `${canonical}${canonical.includes('?') ? '&' : '?'}page=${page}` : canonical,
      },
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  reviewAction(context.get(depsContext), context.get(viewerContext).viewer, params.slug, request);

const successKeys: Partial<Record<string, string>> = {
  create: 'success.created',
  update: 'success.updated',
  delete: 'success.deleted',
};

export default function ProductReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews');
  const { reviews, permissions } = loaderData;
  const { product, rating, data, meta } = reviews;
  const answer = actionData as ReviewActionData | undefined;
  const base = `/product/${product.slug}/reviews`;
  const own = permissions.ownReview;
  const notice = useRef<HTMLDivElement>(null);
  const successKey = answer?.ok ? successKeys[answer.intent] : undefined;
  const deleteFailed = answer && !answer.ok && answer.intent === 'delete' ? answer.error : undefined;

  useEffect(() => {
    if (successKey) notice.current?.focus();
  }, [successKey]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackLink to={`/product/${product.slug}`}>{t('backToProduct')}</BackLink>
      <header className="mt-4 space-y-1">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title', { title: product.title })}</h1>
        <p className="text-muted-foreground">
          <Link to={`/seller/${product.sellerId}`} className="hover:underline">
            {t('by', { seller: product.sellerName })}
          </Link>
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr] lg:items-start">
        <aside className="space-y-4 lg:sticky lg:top-24">
          <RatingSummary rating={rating} />
          <p className="text-xs text-muted-foreground">{t('legalNote')}</p>
        </aside>

        <div className="min-w-0 space-y-8">
          {successKey && (
            <Notice ref={notice} tone="success">
              {t(successKey)}
            </Notice>
          )}

          {own ? (
            <section aria-labelledby="own-review-heading" className="space-y-3">
              <h2 id="own-review-heading" className="text-xl font-semibold">
                {t('own.heading')}
              </h2>
              {own.hidden && <p className="text-sm text-muted-foreground">{t('own.hidden')}</p>}
              {own.hidden && own.hiddenReason && (
                <p className="text-sm text-muted-foreground">{t('own.hiddenReason', { reason: own.hiddenReason })}</p>
              )}
              <ul>
                <ReviewCard review={own} />
              </ul>
              {deleteFailed && <Notice tone="error">{t(`errors.${deleteFailed}`)}</Notice>}
              <div className="flex flex-wrap items-start gap-3">
                {permissions.experienceDays && (
                  <details className="w-full" open={!!(answer && !answer.ok && answer.intent === 'update')}>
                    <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline">
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('own.edit')}
                    </summary>
                    <div className="mt-3">
                      <ReviewForm
                        mode="update"
                        review={own}
                        experienceDays={permissions.experienceDays}
                        actionData={answer}
                      />
                    </div>
                  </details>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="reviewId" value={own.id} />
                  <Button type="submit" variant="outline" size="sm">
                    <Trash2 aria-hidden="true" />
                    {t('own.delete')}
                  </Button>
                </Form>
              </div>
            </section>
          ) : permissions.canWrite && permissions.experienceDays ? (
            <ReviewForm mode="create" experienceDays={permissions.experienceDays} actionData={answer} />
          ) : (
            <Gate role={permissions.role} redirectTo={base} />
          )}

          <section aria-labelledby="all-reviews-heading">
            <h2 id="all-reviews-heading" className="mb-4 text-xl font-semibold">
              {t('list.heading')} <span className="text-muted-foreground">({meta.total})</span>
            </h2>
            {data.length === 0 ? (
              <p className="text-muted-foreground">{t('list.empty')}</p>
            ) : (
              <ul className="space-y-4" data-testid="review-list">
                {data.map((review) => (
                  <ReviewCard key={review.id} review={review}>
                    {permissions.role === 'seller' && <ReplyForm review={review} actionData={answer} />}
                    {permissions.role !== 'visitor' && review.id !== own?.id && (
                      <ReportForm
                        review={review}
                        reported={permissions.reportedIds.includes(review.id)}
                        actionData={answer}
                      />
                    )}
                  </ReviewCard>
                ))}
              </ul>
            )}
            <Pagination
              page={meta.page}
              pages={meta.pages}
              hrefFor={(page) => (page > 1 ? `${base}?page=${page}` : base)}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

/** Why there is no form: a visitor is invited to sign in, a non-buyer told who may review, the seller how to reply. */
function Gate({ role, redirectTo }: { role: 'visitor' | 'seller' | 'buyer' | 'other'; redirectTo: string }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="rounded-card border border-dashed p-5 text-sm">
      {role === 'visitor' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{t('gate.visitor')}</p>
          <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`} size="sm" variant="outline">
            {t('gate.login')}
          </ButtonLink>
        </div>
      ) : (
        <p>{role === 'seller' ? t('gate.seller') : t('gate.notBuyer')}</p>
      )}
    </div>
  );
}
