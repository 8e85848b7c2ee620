import { eq } from 'drizzle-orm';
import { contactMessages, profiles, user, userRoles } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { HOUR_MS, hitRateLimit, rateLimitKey } from '../shared/rate-limit.ts';
import { fieldErrors } from './field-errors.ts';
import { type ContactField, contactMessageSchema } from './submit-contact-message.schema.ts';

/** Where contact messages go when no administrator account exists yet. */
export const fallbackContactAddress = 'contact@deploia.example';

export const contactRateLimit = { limit: 5, windowMs: HOUR_MS };

export type SubmitContactMessageResult =
  | { status: 'sent' }
  | { status: 'invalid'; fieldErrors: Partial<Record<ContactField, string>> }
  | { status: 'rate_limited'; retryAfterSeconds: number };

export interface SubmitContactMessageInput {
  /** The submitted fields, unparsed (a form post or an API body). */
  form: Record<string, unknown>;
  /** The sender's address, for the rate limit and the record; null when unknown. */
  ip: string | null;
  userId?: string | null;
}

/**
 * Stores a contact-form message and queues an e-mail of it to every administrator. A filled honeypot gets the success
 * answer and nothing else; only valid messages count against the limit of 5 per address per hour.
 */
export async function submitContactMessage(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock'>,
  input: SubmitContactMessageInput,
): Promise<SubmitContactMessageResult> {
  const { website } = input.form;
  if (typeof website === 'string' && website.trim() !== '') return { status: 'sent' };

  const parsed = contactMessageSchema.safeParse(input.form);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors<ContactField>(parsed.error) };

  const limit = await hitRateLimit(deps, rateLimitKey('contact', input.ip), contactRateLimit);
  if (!limit.allowed) return { status: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };

  const { name, email, subject, message } = parsed.data;
  const receivedAt = deps.clock.now();
  await deps.db.insert(contactMessages).values({
    userId: input.userId ?? null,
    name,
    email,
    subject,
    message,
    ip: input.ip,
    createdAt: receivedAt,
  });

  for (const admin of await contactRecipients(deps)) {
    await deps.queue.enqueue('send-email', {
      to: admin.email,
      locale: admin.locale,
      template: 'contact-message',
      props: { name, email, subject, message, receivedAt: receivedAt.toISOString(), ip: input.ip },
    });
  }
  return { status: 'sent' };
}

async function contactRecipients({ db }: Pick<CoreDeps, 'db'>): Promise<{ email: string; locale: Locale }[]> {
  const admins = await db
    .select({ email: user.email, locale: profiles.locale })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(user.email);
  return admins.length > 0
    ? admins.map((admin) => ({ email: admin.email, locale: admin.locale ?? 'fr' }))
    : [{ email: fallbackContactAddress, locale: 'fr' }];
}
