import { z } from 'zod';

/** The newsletter form (footer and /newsletter). Messages are codes under `info:newsletter.errors.<code>`. */
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string('email_required')
    .trim()
    .toLowerCase()
    .min(1, 'email_required')
    .max(254, 'email_invalid')
    .pipe(z.email('email_invalid')),
});

/** The token of the confirmation and unsubscribe links (base64url, as generated). */
export const newsletterToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);
