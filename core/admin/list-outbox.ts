import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, smsOutbox, user } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { requireAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import type { Page } from '../shared/page-number.ts';
import type { ListOutboxQuery, OutboxChannel } from './list-outbox.schema.ts';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
  /** E-mail only. */
  html: string | null;
  template: string;
  locale: Locale;
  createdAt: Date;
}

export type OutboxPage = Page<OutboxMessage>;

/**
 * The messages the outbox transports recorded, e-mail and SMS together, newest first: what the demo mailbox shows.
 * `all` is for administrators only, since messages hold other people's addresses and sign-in links; `own` is what
 * was sent to the signed-in user's own address and phone number.
 */
export async function listOutbox(
  { db }: { db: Db },
  { viewer, query, scope }: { viewer: Viewer | null; query: ListOutboxQuery; scope: 'all' | 'own' },
): Promise<OutboxPage> {
  const v = scope === 'all' ? requireAdmin(viewer) : requireViewer(viewer);
  const own = scope === 'own' ? await ownAddresses(db, v.userId) : null;
  // One's own messages: those to the account's address and phone number (none by text without a number).
  const ownEmails = own ? eq(emailOutbox.to, own.email) : undefined;
  const ownTexts = own ? (own.phone ? eq(smsOutbox.to, own.phone) : sql`false`) : undefined;
  const emails = db
    .select({
      id: emailOutbox.id,
      channel: sql<OutboxChannel>`'email'`.as('channel'),
      to: emailOutbox.to,
      subject: sql<string | null>`${emailOutbox.subject}`.as('subject'),
      text: emailOutbox.text,
      html: sql<string | null>`${emailOutbox.html}`.as('html'),
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(ownEmails);
  const texts = db
    .select({
      id: smsOutbox.id,
      channel: sql<OutboxChannel>`'sms'`.as('channel'),
      to: smsOutbox.to,
      subject: sql<string | null>`null`.as('subject'),
      text: smsOutbox.text,
      html: sql<string | null>`null`.as('html'),
      template: smsOutbox.template,
      locale: smsOutbox.locale,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(ownTexts);

  const selected = query.channel === 'email' ? emails : query.channel === 'sms' ? texts : emails.unionAll(texts);
  const [data, emailCount, smsCount] = await Promise.all([
    selected
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    query.channel === 'sms' ? 0 : db.$count(emailOutbox, ownEmails),
    query.channel === 'email' ? 0 : db.$count(smsOutbox, ownTexts),
  ]);
  return {
    data,
    meta: { total: emailCount + smsCount, page: query.page, per_page: query.per_page },
  };
}

/** Where the user's own messages went: their account's e-mail address and phone number. */
async function ownAddresses(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('not_found', 404, 'Compte introuvable');
  return row;
}
