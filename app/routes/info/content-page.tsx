import { getContentPage } from '../../../core/content/get-content-page.ts';
import { ContentArticle } from '../../components/info/content-article.tsx';
import { documentMeta } from '../../components/info/info-page-meta.server.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { requestContext } from '../../context.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/content-page';

/** /privacy-policy, /terms-of-service, /legal and /transparency: the path names the Markdown file. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const page = await getContentPage({}, { slug: url.pathname.replace(/^\/+|\/+$/g, ''), locale });
    return {
      page,
      meta: documentMeta(context, url, page),
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle document={loaderData.page} />;
}
