import { listSitemaps } from '../../../core/seo/list-sitemaps.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { depsContext, requestContext } from '../../context.ts';
import { renderSitemapIndex, xmlResponse } from '../../lib/sitemap-xml.ts';
import type { Route } from './+types/sitemap-index';

/** `/sitemap.xml`: the index of the sitemap files (the catalogue outgrows one file's 50 000 URLs). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  return xmlResponse(renderSitemapIndex(publicUrl, await listSitemaps(catalogDeps(context.get(depsContext), request))));
}
