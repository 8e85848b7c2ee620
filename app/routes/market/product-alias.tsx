import { redirect } from 'react-router';
import type { Route } from './+types/product-alias';

/**
 * /market/{slug}: the address the favourites panel's 'Voir' button opens (spec §2). The product page lives at
 * /product/{slug}; this one answers with a permanent redirect to it, so links and bookmarks keep working.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(`/product/${encodeURIComponent(params.slug)}${url.search}`, 301);
}
