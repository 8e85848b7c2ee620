import Sparkles from 'lucide-react/icons/sparkles';
import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { listProductUpdates } from '../../../core/purchases/list-product-updates.ts';
import { pageCount, pageNumber } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/updates';
import { pageHref } from './page-href.ts';

const pageQuery = z.object({ page: pageNumber });
const perPage = 20;
const updatesPage = pageHref('/dashboard/updates');

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const { page } = pageQuery.parse(queryObject(url));
    const updates = await listProductUpdates(context.get(depsContext), viewer, { page, per_page: perPage });
    const pages = pageCount(updates.meta);
    if (page > pages) throw redirect(updatesPage(pages));
    return { updates, pages, meta: { title: serverT(locale, 'purchases')('updates.meta'), noindex: true } };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** « Mises à jour de vos produits »: every released version of what the buyer owns, newest first, with its notes. */
export default function ProductUpdatesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('purchases');
  const { updates, pages } = loaderData;
  return (
    <>
      <PageHero title={t('updates.title')} lead={t('updates.lead')} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {updates.meta.total === 0 ? (
          <EmptyState
            icon={Sparkles}
            title={t('updates.empty.title')}
            action={<ButtonLink to="/dashboard/purchases">{t('updates.empty.cta')}</ButtonLink>}
          >
            {t('updates.empty.body')}
          </EmptyState>
        ) : (
          <>
            <p className="text-muted-foreground">{t('updates.count', { count: updates.meta.total })}</p>
            <ol className="space-y-4">
              {updates.data.map((update) => (
                <li key={update.id}>
                  <article
                    className="rounded-card border bg-card p-5 shadow-sm"
                    aria-labelledby={`update-${update.id}`}
                  >
                    <h2 id={`update-${update.id}`} className="text-lg font-semibold">
                      <Link to={`/product/${update.product.slug}`} className="hover:underline">
                        {update.product.title}
                      </Link>
                    </h2>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {t('updates.version', { version: update.version })} ·{' '}
                      <time dateTime={update.publishedAt}>
                        {t('updates.publishedOn', { date: formatDate(update.publishedAt, i18n.language) })}
                      </time>
                    </p>
                    {update.changelogHtml ? (
                      <div
                        className="prose-content mt-3 text-sm"
                        // Rendered and sanitised on the server (core/content/markdown.ts).
                        dangerouslySetInnerHTML={{ __html: update.changelogHtml }}
                      />
                    ) : (
                      <p className="mt-3 text-sm text-muted-foreground">{t('updates.noNotes')}</p>
                    )}
                    <p className="mt-4">
                      <Link
                        to="/dashboard/purchases"
                        className="text-sm font-medium text-primary underline underline-offset-4"
                      >
                        {t('updates.download')}
                      </Link>
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
        <Pagination page={updates.meta.page} pages={pages} hrefFor={updatesPage} />
      </div>
    </>
  );
}
