/**
 * Notifications a user may also receive by e-mail, by category; each user chooses per category on
 * /dashboard/notifications (a missing preference means yes). Notifications without a category are never e-mailed
 * through here: what must reach the user whatever they chose (receipts, refunds, security) has its own e-mail.
 */
export const emailCategories = [
  'seller',
  'sales',
  'messages',
  'releases',
  'creator_posts',
  'deployments',
  'partner',
  'announcements',
] as const;

export type EmailCategory = (typeof emailCategories)[number];

export const isEmailCategory = (value: unknown): value is EmailCategory =>
  typeof value === 'string' && (emailCategories as readonly string[]).includes(value);
