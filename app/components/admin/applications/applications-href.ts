import type { SellerApplicationsQuery } from '../../../../core/admin/applications/list-seller-applications.schema.ts';

/** The queue's address for a status, a search and a page (the defaults left out). */
export function applicationsHref({ status, q, page }: Partial<SellerApplicationsQuery>) {
  const params = new URLSearchParams();
  if (status && status !== 'pending') params.set('status', status);
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : '/admin';
}
