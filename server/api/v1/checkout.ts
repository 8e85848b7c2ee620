import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { checkoutInput } from '../../../core/orders/checkout.schema.ts';
import { placeOrder } from '../../../core/orders/place-order.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';

/** `POST /api/v1/checkout` with an `Idempotency-Key`: places the order and answers where to pay. */
export const checkoutApi = new Hono<ApiEnv>().post(
  '/',
  bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
  }),
  async (c) => {
    // A visitor is answered 401 before anything of the request is read.
    requireViewer(c.var.viewer);
    const body = await jsonBody(c, checkoutInput.strict());
    const placed = await placeOrder(c.var.deps, c.var.viewer, body, {
      idempotencyKey: c.req.header('idempotency-key') ?? '',
      locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
    });
    return c.json({ data: placed }, placed.status === 'pending_payment' ? 201 : 200);
  },
);
