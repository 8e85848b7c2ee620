import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { CoreDeps } from '../../../core/deps.ts';
import type { OrderReader } from '../../../core/orders/get-buyer-order.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';

/** The `?order=` of the providers' return URLs; anything else is a 404 (nothing to show). */
function orderParam(url: URL): string {
  const parsed = z.uuid().safeParse(url.searchParams.get('order'));
  if (!parsed.success) throw new AppError('order_not_found', 404, 'Commande introuvable');
  return parsed.data;
}

/**
 * The loader of a page the payment provider sends the buyer back to: the buyer's order named by `?order=`, read by
 * `read`, and the page's title (`checkout:meta.<titleKey>`), out of search engines. A guest comes back with the
 * order's signed pass (`?guest=`) instead of a session; anyone else without a session is sent to sign in.
 */
export function returnPageLoader<Order>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  read: (deps: CoreDeps, reader: OrderReader, orderId: string) => Promise<Order>,
  titleKey: string,
) {
  const guestPass = url.searchParams.get('guest');
  const viewer = guestPass ? authOf(context).viewer : requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => ({
    order: await read(context.get(depsContext), { viewer, guestPass }, orderParam(url)),
    meta: { title: serverT(locale, 'checkout')(`meta.${titleKey}`), noindex: true },
  }));
}
