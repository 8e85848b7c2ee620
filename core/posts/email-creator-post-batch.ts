import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Queue } from '../ports/queue.ts';
import { postExcerpt } from './post-excerpt.ts';
import { postUnsubscribePath } from './post-unsubscribe-token.ts';
import { postPath } from './send-creator-post.ts';

/** Recipients e-mailed per job: a post to thousands of buyers is a chain of small transactions. */
export const postEmailBatch = 500;

/**
 * One step of e-mailing a post (the `email-creator-post` job): the next `postEmailBatch` recipients after
 * `afterUserId`, a `send-email` job for each who neither turned the `creator_posts` category off nor unsubscribed
 * from this creator since, each with its one-click unsubscribe link (also as List-Unsubscribe), and the next step's
 * job, in one transaction (a retried step e-mails nobody twice). A post hidden by moderation meanwhile stops.
 */
export async function emailCreatorPostBatch(
  { db, queue, secret }: { db: Db; queue: Queue; secret: string },
  { postId, publicUrl, afterUserId }: { postId: string; publicUrl: string; afterUserId?: string },
): Promise<{ emailed: number; done: boolean }> {
  return db.transaction(async (tx) => {
    const [post] = await rows<{ title: string; body: string; seller_id: string; seller_name: string }>(
      tx,
      sql`select c.title, c.body, c.seller_id, s.public_name as seller_name
          from creator_posts c join seller_profiles s on s.id = c.seller_id
          where c.id = ${postId} and c.hidden_at is null`,
    );
    if (!post) return { emailed: 0, done: true };
    const batch = await rows<{ user_id: string; email: string; name: string | null; locale: Locale; skip: boolean }>(
      tx,
      sql`select r.user_id, p.email, p.display_name as name, p.locale,
                 (exists (select 1 from notification_preferences np
                          where np.user_id = r.user_id and np.category = 'creator_posts' and not np.email)
                  or exists (select 1 from creator_post_mutes m
                             where m.user_id = r.user_id and m.seller_id = ${post.seller_id})) as skip
          from creator_post_recipients r join profiles p on p.id = r.user_id
          where r.post_id = ${postId} ${afterUserId ? sql`and r.user_id > ${afterUserId}` : sql``}
          order by r.user_id
          limit ${postEmailBatch}`,
    );
    const excerpt = postExcerpt(post.body);
    let emailed = 0;
    for (const r of batch) {
      if (r.skip) continue;
      const unsubscribeUrl = new URL(postUnsubscribePath(secret, r.user_id, post.seller_id), publicUrl).href;
      await queue.enqueue(
        'send-email',
        {
          to: r.email,
          locale: r.locale,
          template: 'creator-post',
          props: {
            name: r.name,
            sellerName: post.seller_name,
            title: post.title,
            excerpt,
            postUrl: new URL(postPath(postId), publicUrl).href,
            unsubscribeUrl,
            preferencesUrl: new URL('/dashboard/notifications', publicUrl).href,
          },
          listUnsubscribe: unsubscribeUrl,
        },
        { db: tx },
      );
      emailed += 1;
    }
    const done = batch.length < postEmailBatch;
    if (!done) {
      await queue.enqueue(
        'email-creator-post',
        { postId, publicUrl, afterUserId: batch[batch.length - 1]!.user_id },
        { db: tx },
      );
    }
    return { emailed, done };
  });
}
