import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CoreDeps } from '../core/deps.ts';
import { receiveWebhook } from '../core/payments/receive-webhook.ts';
import { AppError } from '../core/shared/app-error.ts';

/** `POST /webhooks/:provider`: the raw body is passed on untouched, since the signature covers its exact bytes. */
export const webhooks = new Hono<{ Variables: { deps: CoreDeps } }>().post(
  '/:provider',
  bodyLimit({
    maxSize: 512 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 413, 'Requête trop volumineuse');
    },
  }),
  async (c) => {
    const answer = await receiveWebhook(c.var.deps, c.req.param('provider'), await c.req.text(), c.req.raw.headers);
    return c.json(answer.body, answer.status);
  },
);
