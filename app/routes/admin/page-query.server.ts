import { redirect } from 'react-router';
import type { z } from 'zod';
import { queryObject } from '../../../core/shared/query-object.ts';

/** A page's query string read with its schema; one that does not parse sends back to the page without it. */
export function pageQuery<Schema extends z.ZodType>(url: URL, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(queryObject(url));
  if (!parsed.success) throw redirect(url.pathname);
  return parsed.data;
}
