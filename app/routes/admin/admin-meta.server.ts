import type { RouterContextProvider } from 'react-router';
import { serverT } from '../../../i18n/server-t.ts';
import { requestContext } from '../../context.ts';

/** An /admin page's meta: its title, `key` of the page's texts in the reader's language; never indexed. */
export function adminMeta(
  context: Readonly<RouterContextProvider>,
  namespace: string,
  key = 'meta',
  values: Record<string, string | number> = {},
) {
  return { title: serverT(context.get(requestContext).locale, namespace)(key, values), noindex: true };
}
