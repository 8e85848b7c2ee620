import { z } from '@hono/zod-openapi';
import { emailCategories } from '../../../core/notifications/email-categories.ts';
import { getNotificationPreferences } from '../../../core/notifications/get-notification-preferences.ts';
import { notificationPreferencesBody } from '../../../core/notifications/notifications.schema.ts';
import { setNotificationPreferences } from '../../../core/notifications/set-notification-preferences.ts';
import { smallBody } from './json-body.ts';
import { dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const Preferences = z
  .strictObject(
    Object.fromEntries(emailCategories.map((c) => [c, z.boolean()])) as Record<
      (typeof emailCategories)[number],
      z.ZodBoolean
    >,
  )
  .openapi('NotificationPreferences');

/** E-mail per category of notifications (core/notifications/email-categories.ts). */
export const notificationPreferencesApi = signedInRouter(smallBody)
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'getNotificationPreferences',
      summary: 'Whether you receive e-mail for each category of notifications',
      responses: { 200: dataAnswer('One boolean per category', Preferences) },
    }),
    async (c) => c.json({ data: await getNotificationPreferences(c.var.deps, c.var.viewer) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/',
      operationId: 'setNotificationPreferences',
      summary: 'Turns e-mail on or off per category (categories left out keep theirs)',
      request: { body: jsonBody(notificationPreferencesBody) },
      responses: { 200: dataAnswer('All the preferences', Preferences) },
      refusals: { 400: 'An unknown category or a value that is not a boolean' },
    }),
    async (c) => c.json({ data: await setNotificationPreferences(c.var.deps, c.var.viewer, c.req.valid('json')) }, 200),
  );
