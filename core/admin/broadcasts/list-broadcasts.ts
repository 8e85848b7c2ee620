import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { type Role, requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Page } from '../../shared/page-number.ts';
import type { BroadcastAudience, ListBroadcastsQuery } from './broadcast.schema.ts';

export interface BroadcastRow {
  id: string;
  title: string;
  message: string;
  type: 'success' | 'warning' | 'error' | 'info';
  redirectUrl: string | null;
  audience: BroadcastAudience;
  role: Role | null;
  /** The one recipient's e-mail (audience `user`), while the account exists. */
  userEmail: string | null;
  recipients: number;
  reads: number;
  emailed: boolean;
  /** The author, while the account exists. */
  author: { id: string; name: string; email: string } | null;
  /** ISO 8601. */
  createdAt: string;
}

export type BroadcastPage = Page<BroadcastRow>;

/**
 * The history of broadcasts, newest first: a page of them with author and audience, and their reads counted in ONE
 * grouped query over the page's ids (index `notifications_broadcast_idx`), not one query per row.
 */
export async function listBroadcasts(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: ListBroadcastsQuery,
): Promise<BroadcastPage> {
  requireAdmin(viewer);
  const [page, [count]] = await Promise.all([
    rows<{
      id: string;
      title: string;
      message: string;
      type: BroadcastRow['type'];
      redirect_url: string | null;
      audience: BroadcastAudience;
      audience_role: Role | null;
      user_email: string | null;
      recipient_count: number;
      emailed: boolean;
      author_id: string | null;
      author_name: string | null;
      author_email: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select b.id, b.title, b.message, b.type, b.redirect_url, b.audience, b.audience_role,
                 target.email as user_email, b.recipient_count, b.emailed,
                 b.created_by as author_id, author.display_name as author_name, author.email as author_email,
                 b.created_at
          from notification_broadcasts b
          left join profiles author on author.id = b.created_by
          left join profiles target on target.id = b.audience_user_id
          order by b.created_at desc, b.id desc
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from notification_broadcasts`),
  ]);
  const ids = page.map((b) => b.id);
  const reads = new Map<string, number>();
  if (ids.length > 0) {
    const counted = await rows<{ id: string; reads: number }>(
      db,
      sql`select n.metadata->>'broadcast_id' as id, count(*)::int as reads
          from notifications n
          where n.metadata ? 'broadcast_id' and n.read
            and n.metadata->>'broadcast_id' in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by 1`,
    );
    for (const row of counted) reads.set(row.id, Number(row.reads));
  }
  return {
    data: page.map((b) => ({
      id: b.id,
      title: b.title,
      message: b.message,
      type: b.type,
      redirectUrl: b.redirect_url,
      audience: b.audience,
      role: b.audience_role,
      userEmail: b.user_email,
      recipients: Number(b.recipient_count),
      reads: reads.get(b.id) ?? 0,
      emailed: b.emailed,
      author:
        b.author_id && b.author_email ? { id: b.author_id, name: b.author_name ?? '', email: b.author_email } : null,
      createdAt: new Date(b.created_at).toISOString(),
    })),
    meta: { total: Number(count?.n ?? 0), page: query.page, per_page: query.per_page },
  };
}
