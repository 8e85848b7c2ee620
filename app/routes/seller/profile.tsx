import BadgeCheck from 'lucide-react/icons/badge-check';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import { getFollowState } from '../../../core/posts/get-follow-state.ts';
import { sellerPageQuery } from '../../../core/sellers/get-seller-page.schema.ts';
import { getSellerPage } from '../../../core/sellers/get-seller-page.ts';
import { formatCount, formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { Avatar } from '../../components/avatar.tsx';
import { ContactForm } from '../../components/info/contact-form.tsx';
import { canonicalUrl, pageMeta } from '../../components/info/page-meta.ts';
import { ReportLink } from '../../components/info/report-link.tsx';
import { ContactSellerForm } from '../../components/messages/contact-seller-form.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { FollowButton } from '../../components/posts/follow-button.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { Rating } from '../../components/rating.tsx';
import { ReviewCard } from '../../components/reviews/review-card.tsx';
import { DeploymentRecord } from '../../components/seller/deployment-record.tsx';
import { TraderDetails } from '../../components/seller/trader-details.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { contactAction } from '../../lib/contact-action.server.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { useSessionUser } from '../../lib/session-user.ts';
import type { Route } from './+types/profile';

/** What a seller is written about from their page: everything but becoming a creator. */
const sellerSubjects = ['product', 'order', 'partnership', 'other'] as const;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const { page } = sellerPageQuery.parse(Object.fromEntries(url.searchParams));
    const seller = await getSellerPage(catalogDeps(context.get(depsContext), request), params.sellerId, page);
    const t = serverT(locale, 'seller');
    const { viewer } = context.get(viewerContext);
    const [follow, favoriteIds] = await Promise.all([
      getFollowState(context.get(depsContext), viewer, seller.id),
      favoriteIdsAmong(
        context,
        seller.products.items.map((product) => product.id),
      ),
    ]);
    return {
      seller,
      follow,
      favoriteIds,
      meta: {
        title: t('meta.title', { name: seller.name }),
        description: t('meta.description', { name: seller.name }),
        canonical: canonicalUrl(publicUrl, url),
      },
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The contact form of the page: the message goes to the seller by e-mail, their address never shown. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  guard(() => contactAction(context, request, { sellerId: params.sellerId }));

export default function SellerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('seller');
  const { seller, favoriteIds, follow } = loaderData;
  const user = useSessionUser();
  return (
    <>
      <section aria-labelledby="seller-name" className="border-b bg-secondary/40">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center">
          <Avatar
            name={seller.name}
            src={seller.avatarUrl}
            size={112}
            priority
            className="size-28 border"
            placeholderClassName="bg-primary text-4xl font-semibold text-primary-foreground"
          />
          <div className="min-w-0 flex-1 space-y-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
            <h1 id="seller-name" className="flex flex-wrap items-center gap-3 text-3xl font-bold md:text-4xl">
              {seller.name}
              {seller.certified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-sm font-medium text-secondary-foreground">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('certified')}
                </span>
              )}
            </h1>
            {seller.bio && <p className="max-w-3xl text-muted-foreground">{seller.bio}</p>}
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              <li>{t('memberSince', { date: formatDate(seller.memberSince, i18n.language) })}</li>
              <li>
                {seller.ratingCount > 0 ? (
                  <Rating value={seller.ratingAvg} count={seller.ratingCount} />
                ) : (
                  t('noRating')
                )}
              </li>
              <li>{t('sales', { count: seller.salesCount, value: formatCount(seller.salesCount, i18n.language) })}</li>
              <li>{t('productCount', { count: seller.products.total })}</li>
              <li data-testid="follower-count">{t('posts:follow.followers', { count: follow.followers })}</li>
            </ul>
            <DeploymentRecord stats={seller.deployment} />
            <div className="flex flex-wrap gap-3">
              <FollowButton
                sellerId={seller.id}
                sellerName={seller.name}
                state={follow}
                returnTo={`/seller/${seller.id}`}
              />
              {user ? (
                <ContactSellerForm sellerId={seller.id} />
              ) : (
                <ButtonLink to="#contact" size="sm">
                  <Mail aria-hidden="true" className="size-4" />
                  {t('contact')}
                </ButtonLink>
              )}
              {seller.website && (
                <ButtonLink
                  to={seller.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  variant="outline"
                  size="sm"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('website')}
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <section aria-labelledby="seller-products">
          <h2 id="seller-products" className="mb-5 text-xl font-semibold">
            {t('productsTitle', { name: seller.name })}
          </h2>
          {seller.products.items.length === 0 ? (
            <p className="text-muted-foreground">{t('noProducts')}</p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {seller.products.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} favorite={favoriteIds.includes(product.id)} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={seller.products.page}
            pages={seller.products.pageCount}
            hrefFor={(page) => (page > 1 ? `?page=${page}#seller-products` : '?#seller-products')}
          />
        </section>

        <section aria-labelledby="seller-reviews">
          <h2 id="seller-reviews" className="mb-5 text-xl font-semibold">
            {t('reviewsTitle')}
          </h2>
          {seller.reviews.length === 0 ? (
            <p className="text-muted-foreground">{t('noReviews')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {seller.reviews.map((review) => (
                <ReviewCard key={review.id} review={review} product={review.product} />
              ))}
            </ul>
          )}
        </section>

        {seller.trader && (
          <section aria-labelledby="seller-trader" className="max-w-3xl">
            <h2 id="seller-trader" className="mb-4 text-xl font-semibold">
              {t('trader.heading')}
            </h2>
            <TraderDetails trader={seller.trader} />
          </section>
        )}
        <ReportLink type="seller" id={seller.id} />

        {/* Visitors write by e-mail; a signed-in user has a conversation (the button above). */}
        {!user && (
          <div id="contact" className="max-w-3xl scroll-mt-24">
            <p className="mb-4 text-sm text-muted-foreground">{t('contactLead', { name: seller.name })}</p>
            <ContactForm
              action={`/seller/${seller.id}`}
              actionData={actionData}
              title={t('contactTitle', { name: seller.name })}
              subjects={sellerSubjects}
              sentText={t('contactSent', { name: seller.name })}
            />
          </div>
        )}
      </div>
    </>
  );
}
