import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';
import { emailCategories } from './email-categories.ts';

/** The panel's list and the spec's limit (§7, §9): the 50 newest. */
export const maxNotificationsPerPage = 50;

/** One schema for GET /api/v1/me/notifications, /dashboard/notifications and the OpenAPI document. */
export const listNotificationsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxNotificationsPerPage)
    .default(maxNotificationsPerPage)
    .describe('Notifications per page, newest first (at most 50).'),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;

/** The `:id` of POST /api/v1/me/notifications/:id/read, and a stream's Last-Event-ID. */
export const notificationId = z.uuid();

/** The body of PUT /api/v1/me/notification-preferences: e-mail on or off per category; categories left out keep theirs. */
export const notificationPreferencesBody = z
  .object(
    Object.fromEntries(emailCategories.map((c) => [c, z.boolean().optional()])) as Record<
      (typeof emailCategories)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesBody>;
