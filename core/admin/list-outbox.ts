import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, smsOutbox } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { requireAdmin, type Viewer } from '../accounts/viewer.ts';
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
 * Administrators only, since messages hold other people's addresses and sign-in links.
 */
export async function listOutbox(
  { db }: { db: Db },
  { viewer, query }: { viewer: Viewer | null; query: ListOutboxQuery },
): Promise<OutboxPage> {
  requireAdmin(viewer);
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
    .from(emailOutbox);
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
    .from(smsOutbox);

  const selected = query.channel === 'email' ? emails : query.channel === 'sms' ? texts : emails.unionAll(texts);
  const [data, emailCount, smsCount] = await Promise.all([
    selected
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    query.channel === 'sms' ? 0 : db.$count(emailOutbox),
    query.channel === 'email' ? 0 : db.$count(smsOutbox),
  ]);
  return {
    data,
    meta: { total: emailCount + smsCount, page: query.page, per_page: query.per_page },
  };
}
