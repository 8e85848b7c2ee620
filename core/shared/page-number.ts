import { z } from 'zod';

/** The deepest page a listing serves (deeper ones are refused as malformed). */
export const maxPage = 10_000;

/** A listing's `page` query parameter, from 1 (pages, forms, the API and the OpenAPI document). */
export const pageNumber = z.coerce.number().int().min(1).max(maxPage).default(1).describe('The page, from 1.');

/** How many pages a listing's rows fill: at least one, an empty listing showing its one empty page. */
export const pageCount = (meta: { total: number; per_page: number }) =>
  Math.max(1, Math.ceil(meta.total / meta.per_page));

/** Where a page stands in its listing: how many rows the listing holds, which page this is, and its size. */
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

/** One page of a listing: its rows, and where it stands. */
export interface Page<Row> {
  data: Row[];
  meta: PageMeta;
}
