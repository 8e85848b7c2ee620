import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, profiles, sellerProfiles, user, userRoles } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
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
  /** A seller written to from their public page (checked to exist first); else the message is for the team. */
  sellerId?: string;
}

/**
 * Stores a contact-form message and queues an e-mail of it to its recipients: the seller written to, or else every
 * administrator. A filled honeypot gets the success answer and nothing else; only valid messages count against the
 * limit of 5 per address per hour, shared by every contact form. The seller never sees the sender's IP address.
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
  const recipients = input.sellerId ? await sellerRecipient(deps, input.sellerId) : await contactRecipients(deps);
  await deps.db.insert(contactMessages).values({
    userId: input.userId ?? null,
    sellerId: input.sellerId ?? null,
    name,
    email,
    subject,
    message,
    ip: input.ip,
    createdAt: receivedAt,
  });

  const toSeller = Boolean(input.sellerId);
  for (const recipient of recipients) {
    await deps.queue.enqueue('send-email', {
      to: recipient.email,
      locale: recipient.locale,
      template: 'contact-message',
      props: {
        name,
        email,
        subject,
        message,
        receivedAt: receivedAt.toISOString(),
        ip: toSeller ? null : input.ip,
        toSeller,
      },
    });
  }
  return { status: 'sent' };
}

/** The seller's public contact address, else their account's, in their language; 404 for an unknown seller. */
async function sellerRecipient({ db }: Pick<CoreDeps, 'db'>, sellerId: string) {
  if (!z.uuid().safeParse(sellerId).success) throw sellerNotFound();
  const [seller] = await db
    .select({ contactEmail: sellerProfiles.contactEmail, email: user.email, locale: profiles.locale })
    .from(sellerProfiles)
    .innerJoin(user, eq(user.id, sellerProfiles.userId))
    .leftJoin(profiles, eq(profiles.id, sellerProfiles.userId))
    .where(eq(sellerProfiles.id, sellerId));
  if (!seller) throw sellerNotFound();
  return [{ email: seller.contactEmail ?? seller.email, locale: seller.locale ?? ('fr' as const) }];
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

const sellerNotFound = () => new AppError('seller_not_found', 404, 'Vendeur introuvable');
