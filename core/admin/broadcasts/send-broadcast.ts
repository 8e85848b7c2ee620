import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { notificationBroadcasts } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Queue } from '../../ports/queue.ts';
import { AppError } from '../../shared/app-error.ts';
import { hitRateLimit } from '../../shared/rate-limit.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { type BroadcastInput, broadcastLink } from './broadcast.schema.ts';
import { countRecipients, recipientsQuery, resolveAudience } from './broadcast-recipients.ts';

export interface BroadcastDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  publicUrl: string;
}

/** Sends per administrator: enough for a day's announcements, not for a button pressed in a loop. */
export const broadcastRateLimit = { limit: 5, windowMs: 10 * 60_000 };

export interface BroadcastPreview {
  title: string;
  message: string;
  type: BroadcastInput['type'];
  /** The link as the bell follows it (a path of this site). */
  redirectUrl: string | null;
  recipients: number;
}

/** What a broadcast would look like and how many it would reach, sending nothing. */
export async function previewBroadcast(
  deps: Pick<BroadcastDeps, 'db' | 'clock' | 'publicUrl'>,
  viewer: Viewer | null,
  input: BroadcastInput,
): Promise<BroadcastPreview> {
  requireAdmin(viewer);
  const redirectUrl = broadcastLink(input.link, deps.publicUrl) ?? null;
  const target = await resolveAudience(deps.db, input);
  const recipients = await countRecipients(deps.db, target, deps.clock.now());
  return { title: input.title, message: input.message, type: input.type, redirectUrl, recipients };
}

export interface SentBroadcast {
  id: string;
  recipients: number;
  /** False when this form (its token) had already been sent: nothing was sent again. */
  sent: boolean;
}

/**
 * Sends a broadcast: the broadcast row and one notification per recipient, written by ONE `insert … select` in the
 * same transaction as the audit entry; the `notifications_announce` trigger shows them live in each bell (decision
 * 0023). With `send_email`, an `email-broadcast` job e-mails the recipients in batches afterwards (category
 * `announcements`, as each chose). The form's token is the broadcast's id: the same form sent twice (a double click,
 * a resent request) sends once, even concurrently (the primary key decides).
 */
export async function sendBroadcast(
  deps: BroadcastDeps,
  viewer: Viewer | null,
  input: BroadcastInput,
  { ip = null, requireSecondFactor = false }: { ip?: string | null; requireSecondFactor?: boolean } = {},
): Promise<SentBroadcast> {
  const admin = requireAdmin(viewer, { requireSecondFactor });
  const id = input.token ?? randomUUID();
  const existing = await findSent(deps.db, id);
  if (existing) return existing;
  const redirectUrl = broadcastLink(input.link, deps.publicUrl) ?? null;
  const target = await resolveAudience(deps.db, input);
  const now = deps.clock.now();
  if ((await countRecipients(deps.db, target, now)) === 0) {
    throw new AppError('no_recipients', 422, 'Personne ne recevrait cette notification');
  }
  const limit = await hitRateLimit(deps, `admin-broadcast:${admin.userId}`, broadcastRateLimit);
  if (!limit.allowed) {
    throw new AppError('rate_limited', 429, 'Trop d’envois : réessayez dans quelques minutes', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(notificationBroadcasts)
      .values({
        id,
        title: input.title,
        message: input.message,
        type: input.type,
        redirectUrl,
        audience: target.audience,
        audienceRole: target.audience === 'role' ? target.role : null,
        audienceUserId: target.audience === 'user' ? target.userId : null,
        recipientCount: 0,
        emailed: input.send_email,
        createdBy: admin.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: notificationBroadcasts.id })
      .returning({ id: notificationBroadcasts.id });
    if (inserted.length === 0) {
      // The same form, sent at the same moment: the other request sent it.
      return (await findSent(tx, id)) ?? { id, recipients: 0, sent: false };
    }
    const metadata = redirectUrl
      ? sql`jsonb_build_object('broadcast_id', ${id}::text, 'redirect_url', ${redirectUrl}::text)`
      : sql`jsonb_build_object('broadcast_id', ${id}::text)`;
    const [written] = await rows<{ n: number }>(
      tx,
      sql`with written as (
            insert into notifications (user_id, title, message, type, metadata, created_at)
            select recipients.id, ${input.title}, ${input.message}, ${input.type}::notification_type, ${metadata},
                   ${now.toISOString()}::timestamptz
            from (${recipientsQuery(target, now)}) recipients
            returning 1
          )
          select count(*)::int as n from written`,
    );
    const recipients = Number(written?.n ?? 0);
    await tx
      .update(notificationBroadcasts)
      .set({ recipientCount: recipients })
      .where(eq(notificationBroadcasts.id, id));
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'notification.broadcast',
      targetType: 'notification_broadcast',
      targetId: id,
      after: {
        title: input.title,
        type: input.type,
        audience: target.audience,
        ...(target.audience === 'role' ? { role: target.role } : {}),
        ...(target.audience === 'user' ? { user: target.email } : {}),
        link: redirectUrl,
        recipients,
        email: input.send_email,
      },
      ip,
      at: now,
    });
    if (input.send_email) {
      await deps.queue.enqueue('email-broadcast', { broadcastId: id, publicUrl: deps.publicUrl }, { db: tx });
    }
    return { id, recipients, sent: true };
  });
}

async function findSent(db: Db, id: string): Promise<SentBroadcast | null> {
  const [row] = await db
    .select({ id: notificationBroadcasts.id, recipients: notificationBroadcasts.recipientCount })
    .from(notificationBroadcasts)
    .where(eq(notificationBroadcasts.id, id));
  return row ? { ...row, sent: false } : null;
}
