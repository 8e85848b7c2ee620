import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { postErrors } from './post-errors.ts';
import { type PostAudience, postId as postIdSchema } from './posts.schema.ts';

export interface CreatorPostView {
  id: string;
  title: string;
  /** Sanitised HTML (core/content/markdown.ts); empty when moderation removed the post. */
  html: string;
  createdAt: string;
  seller: { id: string; name: string };
  audience: PostAudience;
  product: { title: string; slug: string } | null;
  /** The viewer is its author (sees its recipient count, cannot report it). */
  mine: boolean;
  recipients: number | null;
  reportedByMe: boolean;
  /** Removed by moderation: its author and administrators see that it was. */
  hidden: boolean;
}

/**
 * A post as its reader sees it (/posts/:postId): its recipients, its author and administrators only — anyone else,
 * and a recipient once moderation removed it, is told it does not exist.
 */
export async function getCreatorPost({ db }: { db: Db }, viewer: Viewer | null, id: string): Promise<CreatorPostView> {
  const v = requireViewer(viewer);
  if (!postIdSchema.safeParse(id).success) throw postErrors.postNotFound();
  const [row] = await rows<{
    id: string;
    title: string;
    body: string;
    created_at: Date | string;
    seller_id: string;
    seller_name: string;
    seller_user_id: string;
    audience: PostAudience;
    product_title: string | null;
    product_slug: string | null;
    recipient_count: number;
    hidden: boolean;
    recipient: boolean;
    reported: boolean;
  }>(
    db,
    sql`select c.id, c.title, c.body, c.created_at, s.id as seller_id, s.public_name as seller_name,
               s.user_id as seller_user_id, c.audience, p.title as product_title, p.slug as product_slug,
               c.recipient_count, c.hidden_at is not null as hidden,
               exists (select 1 from creator_post_recipients r where r.post_id = c.id and r.user_id = ${v.userId})
                 as recipient,
               exists (select 1 from reports rep where rep.reporter_id = ${v.userId} and rep.target_type = 'post'
                       and rep.target_id = c.id) as reported
        from creator_posts c join seller_profiles s on s.id = c.seller_id left join products p on p.id = c.product_id
        where c.id = ${id}`,
  );
  if (!row) throw postErrors.postNotFound();
  const mine = row.seller_user_id === v.userId;
  const admin = isAdmin(v);
  if (!mine && !admin && (!row.recipient || row.hidden)) throw postErrors.postNotFound();
  return {
    id: row.id,
    title: row.title,
    html: row.hidden && !admin ? '' : renderMarkdown(row.body),
    createdAt: new Date(row.created_at).toISOString(),
    seller: { id: row.seller_id, name: row.seller_name },
    audience: row.audience,
    product: row.product_title && row.product_slug ? { title: row.product_title, slug: row.product_slug } : null,
    mine,
    recipients: mine || admin ? Number(row.recipient_count) : null,
    reportedByMe: row.reported,
    hidden: row.hidden,
  };
}
