import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Queue } from '../ports/queue.ts';
import { noticeReference } from './notice-reference.ts';

/** The content reports are about, as a moderation decision names it. */
export interface ReportedTarget {
  type: 'product' | 'review' | 'message' | 'seller' | 'post';
  id: string;
}

/** A content's name in a decision e-mail: a product's or a review's title, a seller's name, a message's start. */
async function labelOf(tx: Db, target: ReportedTarget): Promise<string> {
  const label = {
    product: sql`select title as label from products where id = ${target.id}`,
    review: sql`select title as label from reviews where id = ${target.id}`,
    seller: sql`select public_name as label from seller_profiles where id = ${target.id}`,
    message: sql`select left(body, 120) as label from messages where id = ${target.id}`,
    post: sql`select title as label from creator_posts where id = ${target.id}`,
  }[target.type];
  const [row] = await rows<{ label: string }>(tx, label);
  return row?.label ?? '—';
}

/**
 * Closes a content's open reports with the moderators' statement: `resolved` when moderation acted on it,
 * `dismissed` when it stays. Each notifier — the address a notice gave, or a signed-in reporter's account — is
 * e-mailed the decision and its reasons, in their language (EU DSA art. 16(5)). Answers how many reports were closed.
 */
export async function closeReports(
  tx: Db,
  { queue }: { queue: Queue },
  target: ReportedTarget,
  decision: { status: 'resolved' | 'dismissed'; statement: string; by: string; at: Date },
): Promise<number> {
  // A signed-in reporter is told at their account's address, in their language.
  const closed = await rows<{ id: string; reporter_email: string | null; reporter_locale: Locale | null }>(
    tx,
    sql`with closed as (
          update reports set status = ${decision.status}, resolved_by = ${decision.by},
                 resolution = ${decision.statement}, resolved_at = ${decision.at.toISOString()}::timestamptz
          where target_type = ${target.type} and target_id = ${target.id} and status = 'open'
          returning id, reporter_id, reporter_email, reporter_locale)
        select c.id, coalesce(c.reporter_email, u.email) as reporter_email,
               coalesce(c.reporter_locale, p.locale::text) as reporter_locale
        from closed c left join "user" u on u.id = c.reporter_id left join profiles p on p.id = c.reporter_id`,
  );
  const notifiers = closed.filter((report) => report.reporter_email !== null);
  if (notifiers.length > 0) {
    const targetLabel = await labelOf(tx, target);
    for (const report of notifiers) {
      await queue.enqueue(
        'send-email',
        {
          to: report.reporter_email!,
          locale: report.reporter_locale ?? 'fr',
          template: 'notice-decision',
          props: {
            reference: noticeReference(report.id),
            targetLabel,
            decision: decision.status === 'resolved' ? 'removed' : 'kept',
            statement: decision.statement,
            decidedAt: decision.at.toISOString(),
          },
        },
        { db: tx },
      );
    }
  }
  return closed.length;
}
