import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { closeReports } from '../../notices/close-reports.ts';
import type { NotifyMail } from '../../notifications/notification-email.ts';
import type { Notice } from '../../notifications/notify-users.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { Clock } from '../../ports/clock.ts';
import { refreshProductRating } from '../../reviews/refresh-ratings.ts';
import { lockReview } from '../../reviews/review-by-id.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import {
  type ModerationActionInput,
  type ModerationTargetType,
  moderationActionBody,
  moderationTarget,
} from './moderation.schema.ts';

export type ModerationDeps = { db: Db; clock: Clock } & NotifyMail;

export interface ModerationOutcome {
  /** False when the action had already been done (the same action twice is a no-op). */
  changed: boolean;
  targetType: ModerationTargetType;
  targetId: string;
  /** Open reports closed by this action. */
  resolvedReports: number;
}

export const moderationErrors = {
  notFound: () => new AppError('moderation_target_not_found', 404, 'Contenu introuvable'),
  notApplicable: () =>
    new AppError('moderation_not_applicable', 409, 'Cette action ne s’applique pas à ce contenu dans son état actuel'),
  suspendedForBan: () =>
    new AppError(
      'moderation_seller_banned',
      409,
      'Ce produit est suspendu parce que son vendeur est banni : il revient avec la levée du bannissement',
    ),
};

type Tx = Db;

interface Change {
  changed: boolean;
  before?: unknown;
  after?: unknown;
  notices: Notice[];
}

type ProductRow = {
  id: string;
  title: string;
  slug: string;
  status: 'draft' | 'published' | 'archived' | 'suspended';
  suspension_cause: 'moderation' | 'seller_banned' | null;
  suspension_reason: string | null;
  seller_user_id: string;
  seller_banned: boolean;
};

/** Unpublishes or restores one kind of content, its row locked; `changed: false` when it already is so. */
type Moderate = (tx: Tx, id: string, verb: 'unpublish' | 'restore', reason: string, now: Date) => Promise<Change>;

const moderateProduct: Moderate = async (tx, id, verb, reason, now) => {
  const [row] = await rows<ProductRow>(
    tx,
    sql`select p.id, p.title, p.slug, p.status, p.suspension_cause, p.suspension_reason,
               s.user_id as seller_user_id, coalesce(u.banned, false) as seller_banned
        from products p join seller_profiles s on s.id = p.seller_id left join "user" u on u.id = s.user_id
        where p.id = ${id}
        for update of p`,
  );
  if (!row) throw moderationErrors.notFound();
  const before = { status: row.status, suspensionCause: row.suspension_cause, suspensionReason: row.suspension_reason };
  const at = now.toISOString();
  const notice = (kind: 'moderationProductUnpublished' | 'moderationProductRestored'): Notice => ({
    userId: row.seller_user_id,
    kind,
    params: () => ({ title: row.title, reason }),
    type: kind === 'moderationProductUnpublished' ? 'warning' : 'success',
    redirectUrl: `/product/${row.slug}/edit`,
  });
  if (verb === 'unpublish') {
    if (row.status === 'suspended' && row.suspension_cause === 'moderation') return { changed: false, notices: [] };
    // Only a product on the market is taken down; one suspended with its seller's ban keeps the moderation cause,
    // so that lifting the ban does not put it back.
    if (row.status !== 'published' && row.status !== 'suspended') throw moderationErrors.notApplicable();
    await tx.execute(
      sql`update products set status = 'suspended', suspension_cause = 'moderation', suspension_reason = ${reason},
                 suspended_at = coalesce(suspended_at, ${at}::timestamptz), updated_at = ${at}::timestamptz
          where id = ${id}`,
    );
    return {
      changed: true,
      before,
      after: { status: 'suspended', suspensionCause: 'moderation', suspensionReason: reason },
      notices: [notice('moderationProductUnpublished')],
    };
  }
  if (row.status === 'published') return { changed: false, notices: [] };
  if (row.status === 'suspended' && row.suspension_cause === 'seller_banned') throw moderationErrors.suspendedForBan();
  if (row.status !== 'suspended') throw moderationErrors.notApplicable();
  if (row.seller_banned) {
    // Its seller is banned meanwhile: the product waits for the ban to be lifted, like their other products.
    await tx.execute(
      sql`update products set suspension_cause = 'seller_banned', suspension_reason = null, updated_at = ${at}::timestamptz
          where id = ${id}`,
    );
    return {
      changed: true,
      before,
      after: { status: 'suspended', suspensionCause: 'seller_banned', suspensionReason: null },
      notices: [],
    };
  }
  await tx.execute(
    sql`update products set status = 'published', suspension_cause = null, suspension_reason = null,
               suspended_at = null, published_at = coalesce(published_at, ${at}::timestamptz),
               updated_at = ${at}::timestamptz
        where id = ${id}`,
  );
  return {
    changed: true,
    before,
    after: { status: 'published', suspensionCause: null, suspensionReason: null },
    notices: [notice('moderationProductRestored')],
  };
};

const moderateReview: Moderate = async (tx, id, verb, reason, now) => {
  const row = await lockReview(tx, id);
  if (!row) throw moderationErrors.notFound();
  const wanted = verb === 'unpublish' ? 'hidden' : 'published';
  if (row.status === wanted) return { changed: false, notices: [] };
  await tx.execute(
    sql`update reviews set status = ${wanted}, hidden_reason = ${wanted === 'hidden' ? reason : null},
               updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}`,
  );
  await refreshProductRating(tx, row.product_id);
  return {
    changed: true,
    before: { status: row.status, hiddenReason: row.hidden_reason },
    after: { status: wanted, hiddenReason: wanted === 'hidden' ? reason : null },
    notices: [
      {
        userId: row.buyer_id,
        kind: verb === 'unpublish' ? 'moderationReviewHidden' : 'moderationReviewRestored',
        params: () => ({ title: row.product_title, reason }),
        type: verb === 'unpublish' ? 'warning' : 'success',
        redirectUrl: `/product/${row.product_slug}/reviews`,
      },
    ],
  };
};

const moderateMessage: Moderate = async (tx, id, verb, reason, now) => {
  const [row] = await rows<{
    id: string;
    conversation_id: string;
    sender_id: string | null;
    hidden_at: Date | string | null;
    hidden_reason: string | null;
    recipient_name: string | null;
  }>(
    tx,
    sql`select m.id, m.conversation_id, m.sender_id, m.hidden_at, m.hidden_reason,
               case when m.sender_id = c.buyer_id then s.public_name else bp.display_name end as recipient_name
        from messages m
        join conversations c on c.id = m.conversation_id
        join seller_profiles s on s.id = c.seller_id
        left join profiles bp on bp.id = c.buyer_id
        where m.id = ${id}
          and exists (select 1 from reports r where r.target_type = 'message' and r.target_id = m.id)
        for update of m`,
  );
  // A moderator acts on (and reads) a reported message only.
  if (!row) throw moderationErrors.notFound();
  const hidden = row.hidden_at !== null;
  if ((verb === 'unpublish') === hidden) return { changed: false, notices: [] };
  await tx.execute(
    verb === 'unpublish'
      ? sql`update messages set hidden_at = ${now.toISOString()}::timestamptz, hidden_reason = ${reason} where id = ${id}`
      : sql`update messages set hidden_at = null, hidden_reason = null where id = ${id}`,
  );
  const name = row.recipient_name ?? '—';
  return {
    changed: true,
    before: { hidden, hiddenReason: row.hidden_reason },
    after: { hidden: verb === 'unpublish', hiddenReason: verb === 'unpublish' ? reason : null },
    notices: row.sender_id
      ? [
          {
            userId: row.sender_id,
            kind: verb === 'unpublish' ? 'moderationMessageHidden' : 'moderationMessageRestored',
            params: () => ({ name, reason }),
            type: verb === 'unpublish' ? 'warning' : 'success',
            redirectUrl: `/dashboard/messages/${row.conversation_id}#message-${row.id}`,
          },
        ]
      : [],
  };
};

/** A creator's post: hidden from its recipients (and its e-mails, if some are still to go), its author told why. */
const moderatePost: Moderate = async (tx, id, verb, reason, now) => {
  const [row] = await rows<{
    id: string;
    title: string;
    hidden_at: Date | string | null;
    hidden_reason: string | null;
    author_id: string | null;
  }>(
    tx,
    sql`select c.id, c.title, c.hidden_at, c.hidden_reason, s.user_id as author_id
        from creator_posts c join seller_profiles s on s.id = c.seller_id
        where c.id = ${id}
        for update of c`,
  );
  if (!row) throw moderationErrors.notFound();
  const hidden = row.hidden_at !== null;
  if ((verb === 'unpublish') === hidden) return { changed: false, notices: [] };
  await tx.execute(
    verb === 'unpublish'
      ? sql`update creator_posts set hidden_at = ${now.toISOString()}::timestamptz, hidden_reason = ${reason}
            where id = ${id}`
      : sql`update creator_posts set hidden_at = null, hidden_reason = null where id = ${id}`,
  );
  return {
    changed: true,
    before: { hidden, hiddenReason: row.hidden_reason },
    after: { hidden: verb === 'unpublish', hiddenReason: verb === 'unpublish' ? reason : null },
    notices: row.author_id
      ? [
          {
            userId: row.author_id,
            kind: verb === 'unpublish' ? 'moderationPostHidden' : 'moderationPostRestored',
            params: () => ({ title: row.title, reason }),
            type: verb === 'unpublish' ? 'warning' : 'success',
            redirectUrl: `/posts/${row.id}`,
          },
        ]
      : [],
  };
};

const moderators: Record<ModerationTargetType, Moderate> = {
  product: moderateProduct,
  review: moderateReview,
  message: moderateMessage,
  post: moderatePost,
  // A seller is banned (or the ban lifted) from their account's page, with its own statement of reasons.
  seller: async () => {
    throw moderationErrors.notApplicable();
  },
};

/** Whether the target exists (for a dismissal, which leaves it as it is); a message only when it was reported. */
async function targetExists(tx: Tx, type: ModerationTargetType, id: string): Promise<boolean> {
  const table = {
    product: sql`products`,
    review: sql`reviews`,
    message: sql`messages`,
    seller: sql`seller_profiles`,
    post: sql`creator_posts`,
  }[type];
  const [found] = await rows<{ id: string }>(tx, sql`select id from ${table} where id = ${id}`);
  if (found) return true;
  // A deleted content's reports can still be dismissed.
  const [reported] = await rows<{ id: string }>(
    tx,
    sql`select id from reports where target_type = ${type} and target_id = ${id} limit 1`,
  );
  return !!reported;
}

/**
 * An administrator's moderation decision on a reported content, with a statement of reasons:
 * - unpublish: a product is suspended (cause `moderation`), a review hidden (its product's rating recounted), a
 *   message hidden from both participants; the target's open reports are resolved; the author is notified and
 *   e-mailed the reasons (whatever e-mail categories they turned off);
 * - restore: the content is back (a product only when moderation suspended it); its author is told why;
 * - dismiss: the open reports are closed as dismissed with the note; the content is unchanged, nobody is notified.
 * One transaction with the target's row locked; doing the same action twice changes nothing (`changed: false`);
 * every change is in the audit log (before, after, reasons).
 */
export async function moderateTarget(
  deps: ModerationDeps,
  viewer: Viewer | null,
  input: ModerationActionInput,
  { ip = null }: { ip?: string | null } = {},
): Promise<ModerationOutcome> {
  const admin = requireAdmin(viewer);
  const { targetType, targetId } = moderationTarget.parse({ targetType: input.targetType, targetId: input.targetId });
  const { reason } = moderationActionBody.parse({ reason: input.reason });
  const verb = input.verb;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const target = { type: targetType, id: targetId };
    if (verb === 'dismiss') {
      if (!(await targetExists(tx, targetType, targetId))) throw moderationErrors.notFound();
      const dismissed = await closeReports(tx, deps, target, {
        status: 'dismissed',
        statement: reason,
        by: admin.userId,
        at: now,
      });
      if (dismissed === 0) return { changed: false, targetType, targetId, resolvedReports: 0 };
      await recordAdminAction(tx, {
        actorId: admin.userId,
        action: `moderation.dismiss`,
        targetType,
        targetId,
        reason,
        details: { reports: dismissed },
        ip,
        at: now,
      });
      return { changed: true, targetType, targetId, resolvedReports: dismissed };
    }
    const change = await moderators[targetType](tx, targetId, verb, reason, now);
    const resolved = await closeReports(tx, deps, target, {
      status: verb === 'unpublish' ? 'resolved' : 'dismissed',
      statement: reason,
      by: admin.userId,
      at: now,
    });
    if (!change.changed && resolved === 0) return { changed: false, targetType, targetId, resolvedReports: 0 };
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: `moderation.${verb}`,
      targetType,
      targetId,
      before: change.before,
      after: change.after,
      reason,
      details: { reports: resolved },
      ip,
      at: now,
    });
    await notifyUsers(
      tx,
      change.notices.map((notice) => ({ ...notice, email: 'always' as const })),
      deps,
    );
    return { changed: change.changed || resolved > 0, targetType, targetId, resolvedReports: resolved };
  });
}
