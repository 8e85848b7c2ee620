import { z } from '@hono/zod-openapi';
import { getMe } from '../../../core/accounts/get-me.ts';
import { roles } from '../../../core/accounts/viewer.ts';
import { locales } from '../../../i18n/config.ts';
import { uuid } from './api-fields.ts';
import { apiRouter, dataAnswer, signedInRoute } from './openapi-kit.ts';

const Me = z
  .object({
    id: uuid,
    email: z.string(),
    email_verified: z.boolean(),
    display_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    locale: z.enum(locales),
    roles: z.array(z.enum(roles)),
    is_admin: z.boolean(),
    two_factor_enabled: z.boolean(),
    aal: z.enum(['aal1', 'aal2']),
  })
  .openapi('Me');

export const meApi = apiRouter().openapi(
  signedInRoute({
    method: 'get',
    path: '/',
    operationId: 'getMe',
    summary: 'The signed-in user: profile, roles and is_admin',
    responses: { 200: dataAnswer('The signed-in user', Me) },
  }),
  async (c) => {
    const me = await getMe(c.var.deps, c.var.viewer);
    return c.json({ data: { ...me, locale: z.enum(locales).parse(me.locale) } }, 200);
  },
);
