import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { fileReport } from '../shared/file-report.ts';
import { postErrors } from './post-errors.ts';
import { postId as postIdSchema, reportPostInput } from './posts.schema.ts';

/**
 * A recipient reports a post to the moderators (the `reports` table, target `post`), once; anyone else is told it
 * does not exist, its author that they cannot.
 */
export async function reportCreatorPost(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  input: unknown,
): Promise<{ id: string }> {
  const me = requireViewer(viewer).userId;
  const { reason, details } = reportPostInput.parse(input);
  if (!postIdSchema.safeParse(id).success) throw postErrors.postNotFound();
  const [post] = await rows<{ id: string; author: boolean; recipient: boolean }>(
    db,
    sql`select c.id, s.user_id = ${me} as author,
               exists (select 1 from creator_post_recipients r where r.post_id = c.id and r.user_id = ${me}) as recipient
        from creator_posts c join seller_profiles s on s.id = c.seller_id
        where c.id = ${id} and c.hidden_at is null`,
  );
  if (!post || (!post.author && !post.recipient)) throw postErrors.postNotFound();
  if (post.author) throw postErrors.ownPost();
  return fileReport(
    db,
    { reporterId: me, targetType: 'post', targetId: post.id, reason, details },
    postErrors.alreadyReported,
  );
}
