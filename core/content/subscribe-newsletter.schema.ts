import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';

/** The newsletter form (footer and /newsletter). Messages are codes under `info:newsletter.errors.<code>`. */
export const newsletterSubscriptionSchema = z.object({
  email: emailSchema,
});

/** The token of the confirmation and unsubscribe links (base64url, as generated). */
export const newsletterToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);
