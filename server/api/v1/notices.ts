import { z } from '@hono/zod-openapi';
import { noticeBody } from '../../../core/notices/notice.schema.ts';
import { submitNotice } from '../../../core/notices/submit-notice.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { dateTime, uuid } from './api-fields.ts';
import { bodyUpTo } from './json-body.ts';

/** An explanation holds up to 5 000 characters. */
const noticeBodyLimit = bodyUpTo(24 * 1024);

import { apiRouter, dataAnswer, jsonBody, openRoute } from './openapi-kit.ts';
import { translatedErrors } from './translated-error.ts';

/** `POST /api/v1/notices`: a notice of illegal content from anyone (EU DSA art. 16), as the /report form sends it. */
export const noticesApi = apiRouter()
  .openapi(
    openRoute({
      method: 'post',
      path: '/',
      operationId: 'submitNotice',
      summary: 'Notify a product, a review, a seller or a message as illegal content (signed in or not)',
      description:
        'Anyone may notify: `email` (where the receipt and the decision go) is required without a session and ignored with one (the account’s address is used). A message can be notified only by a participant of its conversation. `goodFaith` must be `true`. One notice per notifier (account, or address without one) and content. At most 5 an hour per client address and 5 a day per e-mail address without a session, 20 an hour per account. The receipt is e-mailed at once; the decision and its reasons when moderators take it. Errors are translated (`?lang=`, else the language cookie).',
      middleware: [noticeBodyLimit] as const,
      request: { body: jsonBody(noticeBody) },
      responses: {
        201: dataAnswer(
          'Received: the notice is in the moderation queue and its receipt is on its way',
          z.object({
            id: uuid,
            reference: z.string().openapi({ description: 'As the receipt names it (SIG-…)' }),
            createdAt: dateTime,
          }),
        ),
      },
      refusals: {
        400: 'Invalid body, or no e-mail address without a session (code invalid_request; details.fields lists each field)',
        403: 'Sent by a browser from another site',
        404: 'No content of this kind and id the caller can see (notice_target_not_found)',
        409: 'Already notified by this account or address (already_notified)',
        413: 'Body over the limit (payload_too_large)',
        429: 'Too many notices (rate_limited); see the Retry-After header',
      },
    }),
    async (c) => {
      const notice = await submitNotice(c.var.deps, c.var.viewer, c.req.valid('json'), {
        ip: c.var.clientIp,
        locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
      });
      return c.json({ data: notice }, 201);
    },
  )
  .onError(translatedErrors({ namespace: 'notices' }));
