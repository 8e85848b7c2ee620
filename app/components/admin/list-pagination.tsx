import { pageCount } from '../../../core/shared/page-number.ts';
import { Pagination } from '../pagination.tsx';
import { listHref } from './list-href.ts';

/**
 * The pages of a console list: each link keeps the list's filters (`params`) and sets its page in `param` (`page` by
 * default), the first page without it.
 */
export function ListPagination({
  meta,
  path,
  params = {},
  param = 'page',
}: {
  meta: { page: number; total: number; per_page: number };
  path: string;
  params?: Record<string, string | number | null | undefined>;
  param?: string;
}) {
  return (
    <Pagination
      page={meta.page}
      pages={pageCount(meta)}
      hrefFor={(page) => listHref(path, { ...params, [param]: page > 1 ? page : null })}
    />
  );
}
