import { getContentPage } from '../../../core/content/get-content-page.ts';
import { ContentArticle } from '../../components/info/content-article.tsx';
import { documentMeta } from '../../components/info/info-page-meta.server.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/content-page';

/** /privacy-policy, /terms-of-service, /legal and /transparency: the path names the Markdown file. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const { operator } = context.get(depsContext);
  return guard(async () => {
    const page = await getContentPage({ operator }, { slug: url.pathname.replace(/^\/+|\/+$/g, ''), locale });
    return {
      page,
      fictitiousOperator: operator.fictitious && page.hasVariables,
      meta: documentMeta(context, url, page),
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  return (
    <ContentArticle
      document={loaderData.page}
      before={
        loaderData.fictitiousOperator && (
          <p role="note" className="mb-6 max-w-3xl rounded-lg border border-primary bg-muted px-3 py-2 text-sm">
            {t('common.fictitiousOperator')}
          </p>
        )
      }
    />
  );
}
