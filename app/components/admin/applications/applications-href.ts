import type { SellerApplicationsQuery } from '../../../../core/admin/applications/list-seller-applications.schema.ts';
import { listHref } from '../list-href.ts';

/** The queue's address for a status, a search and a page (the defaults left out). */
export function applicationsHref({ status, q, page }: Partial<SellerApplicationsQuery>) {
  return listHref('/admin', { status: status === 'pending' ? null : status, q, page: page && page > 1 ? page : null });
}
