import { data, type RouterContextProvider } from 'react-router';
import { listOutboxQuery } from '../../../core/admin/list-outbox.schema.ts';
import { listOutbox } from '../../../core/admin/list-outbox.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { depsContext, requestContext } from '../../context.ts';
import { authOf } from '../../lib/auth.server.ts';

/**
 * A demo mailbox's loader: the page of messages the outbox kept (every message for `all`, administrators only; one's
 * own for `own`). Neither exists once mail goes out through SMTP: 404.
 */
export async function mailboxLoader(context: Readonly<RouterContextProvider>, url: URL, scope: 'all' | 'own') {
  const { locale, outboxMail } = context.get(requestContext);
  if (!outboxMail) throw data(null, { status: 404 });
  const parsed = listOutboxQuery.safeParse(queryObject(url));
  const query = parsed.success ? parsed.data : listOutboxQuery.parse({});
  const page = await listOutbox(context.get(depsContext), { viewer: authOf(context).viewer, query, scope });
  const title = serverT(locale, 'account')(scope === 'all' ? 'mailbox.meta' : 'mailbox.own.meta');
  return { meta: { title, noindex: true }, page, channel: query.channel ?? null };
}
