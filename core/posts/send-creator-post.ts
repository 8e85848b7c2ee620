import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { creatorPosts } from '../../db/schema/index.ts';
import { locales } from '../../i18n/config.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { notificationText } from '../notifications/notification-text.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { timestamp } from '../shared/sql-time.ts';
import { postErrors } from './post-errors.ts';
import { checkPostLimits } from './post-rate-limits.ts';
import { countPostRecipients, postRecipientsQuery } from './post-recipients.ts';
import { postTarget } from './post-target.ts';
import { composePostInput } from './posts.schema.ts';
import { postingSeller } from './seller-of-viewer.ts';

export interface SentPost {
  id: string;
  recipients: number;
  /** False when this form (its token) had already been sent: nothing was sent again. */
  sent: boolean;
}

export const postPath = (id: string) => `/posts/${id}`;

/** The notification's text in each recipient's language, chosen in SQL by their profile's locale. */
function localisedText(part: 'title' | 'message', params: Record<string, string>): SQL {
  const cases = locales.map(
    (locale) => sql`when ${locale} then ${notificationText(locale, 'creatorPost', params)[part]}::text`,
  );
  return sql`case p.locale ${sql.join(cases, sql` `)} else ${notificationText('fr', 'creatorPost', params)[part]}::text end`;
}

/**
 * A creator sends a post (not while their account is banned or suspended): within the limits (checked under a lock
 * on their profile), to the recipients resolved now (post-recipients.ts), who are stored with it, each notified in
 * their language by ONE `insert … select` in the same transaction; an `email-creator-post` job then e-mails them in
 * batches, as each chose. The form's token is the post's id: the same form sent twice sends once.
 */
export async function sendCreatorPost(
  deps: { db: Db; clock: Clock; queue: Queue; publicUrl: string },
  viewer: Viewer | null,
  input: unknown,
): Promise<SentPost> {
  const post = composePostInput.parse(input);
  const seller = await postingSeller(deps.db, deps.clock, viewer);
  const existing = await findSent(deps.db, post.token, seller.id);
  if (existing) return existing;
  const target = await postTarget(deps.db, seller, post);
  const now = deps.clock.now();
  if ((await countPostRecipients(deps.db, target, now)) === 0) throw postErrors.noRecipients();

  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from seller_profiles where id = ${seller.id} for update`);
    const again = await findSent(tx, post.token, seller.id);
    if (again) return again;
    await checkPostLimits(tx, target, now);
    await tx.insert(creatorPosts).values({
      id: post.token,
      sellerId: seller.id,
      authorId: seller.userId,
      title: post.title,
      body: post.body,
      audience: post.audience,
      productId: target.productId ?? null,
      createdAt: now,
    });
    const params = { seller: seller.name, title: post.title };
    const metadata = sql`jsonb_build_object('post_id', ${post.token}::text, 'redirect_url', ${postPath(post.token)}::text)`;
    const [written] = await rows<{ n: number }>(
      tx,
      sql`with recipients as (
            insert into creator_post_recipients (post_id, user_id)
            select ${post.token}::uuid, r.user_id from (${postRecipientsQuery(target, now)}) r
            returning user_id
          ), notified as (
            insert into notifications (user_id, title, message, type, metadata, created_at)
            select p.id, ${localisedText('title', params)}, ${localisedText('message', params)}, 'info', ${metadata},
                   ${timestamp(now)}
            from recipients r join profiles p on p.id = r.user_id
            returning 1
          )
          select count(*)::int as n from recipients`,
    );
    const recipients = Number(written?.n ?? 0);
    await tx.update(creatorPosts).set({ recipientCount: recipients }).where(eq(creatorPosts.id, post.token));
    await deps.queue.enqueue('email-creator-post', { postId: post.token, publicUrl: deps.publicUrl }, { db: tx });
    return { id: post.token, recipients, sent: true };
  });
}

async function findSent(db: Db, id: string, sellerId: string): Promise<SentPost | null> {
  const [row] = await db
    .select({ id: creatorPosts.id, recipients: creatorPosts.recipientCount, sellerId: creatorPosts.sellerId })
    .from(creatorPosts)
    .where(eq(creatorPosts.id, id));
  if (!row) return null;
  // Another creator's id given as a token: never answered as sent by this one.
  if (row.sellerId !== sellerId) throw postErrors.postNotFound();
  return { id: row.id, recipients: row.recipients, sent: false };
}
