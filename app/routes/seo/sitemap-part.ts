import { listPageEntries } from '../../../core/seo/list-page-entries.ts';
import { listProductEntries } from '../../../core/seo/list-product-entries.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { depsContext, requestContext } from '../../context.ts';
import { renderUrlset, xmlResponse } from '../../lib/sitemap-xml.ts';
import type { Route } from './+types/sitemap-part';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/** `/sitemaps/pages.xml` and `/sitemaps/products-<n>.xml`, the files `/sitemap.xml` lists. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [, name, part] = /^(pages|products-([1-9]\d{0,5}))\.xml$/.exec(params.file) ?? [];
  if (!name) return notFound();
  const deps = catalogDeps(context.get(depsContext), request);
  const entries = part ? await listProductEntries(deps, { part: Number(part) }) : await listPageEntries(deps);
  if (entries.length === 0) return notFound();
  return xmlResponse(renderUrlset(context.get(requestContext).publicUrl, entries));
}
