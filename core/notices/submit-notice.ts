import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { fileReport } from '../shared/file-report.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';
import { type NoticeTargetType, noticeBody, noticeInputFor } from './notice.schema.ts';
import { noticeReference } from './notice-reference.ts';

export const noticeErrors = {
  /** Unknown, not public, or a message the notifier did not take part in. */
  targetNotFound: () => new AppError('notice_target_not_found', 404, 'Contenu introuvable'),
  alreadyNotified: () => new AppError('already_notified', 409, 'Vous avez déjà signalé ce contenu'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop de signalements envoyés : réessayez plus tard', { retryAfterSeconds }),
};

/**
 * How many notices may be sent: a signed-in user's per hour; someone not signed in, per address per hour and per
 * e-mail address per day (a notice costs an e-mail, and moderators' time).
 */
export const noticeRateLimits = {
  user: { limit: 20, windowMs: HOUR_MS },
  ip: { limit: 5, windowMs: HOUR_MS },
  email: { limit: 5, windowMs: 24 * HOUR_MS },
} satisfies Record<string, RateLimitRule>;

/** A notified content as its receipt names it: a label and the page it is on. */
export interface NoticeTarget {
  label: string;
  path: string;
}

/** The content a notice names, if the notifier can see it: a public one, or a message of their own conversation. */
async function visibleTarget(
  db: Db,
  type: NoticeTargetType,
  id: string,
  viewer: Viewer | null,
): Promise<NoticeTarget | undefined> {
  const queries: Record<NoticeTargetType, () => ReturnType<typeof sql> | null> = {
    product: () =>
      sql`select title as label, '/product/' || slug as path from products where id = ${id} and status = 'published'`,
    review: () =>
      sql`select r.title as label, '/product/' || p.slug || '/reviews' as path
          from reviews r join products p on p.id = r.product_id
          where r.id = ${id} and r.status = 'published' and p.status = 'published'`,
    seller: () => sql`select public_name as label, '/seller/' || id as path from seller_profiles where id = ${id}`,
    message: () =>
      viewer &&
      sql`select left(m.body, 120) as label, '/dashboard/messages/' || c.id as path
          from messages m
          join conversations c on c.id = m.conversation_id
          join seller_profiles s on s.id = c.seller_id
          where m.id = ${id} and m.hidden_at is null and ${viewer.userId} in (c.buyer_id, s.user_id)`,
  };
  const query = queries[type]();
  return query ? (await rows<NoticeTarget>(db, query))[0] : undefined;
}

const targetQuery = noticeBody.pick({ targetType: true, targetId: true });

/**
 * The content a /report link names (`?type=…&id=…`), as `viewer` may see it: null when the link is malformed, the
 * content unknown or not theirs to see.
 */
export async function findNoticeTarget(
  { db }: { db: Db },
  viewer: Viewer | null,
  link: { type: unknown; id: unknown },
): Promise<(NoticeTarget & { type: NoticeTargetType; id: string }) | null> {
  const parsed = targetQuery.safeParse({ targetType: link.type, targetId: link.id });
  if (!parsed.success) return null;
  const { targetType: type, targetId: id } = parsed.data;
  const target = await visibleTarget(db, type, id, viewer);
  return target ? { ...target, type, id } : null;
}

async function checkRateLimits(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  ip: string | null,
  email: string,
) {
  const hits = viewer
    ? [hitRateLimit(deps, `notice:user:${viewer.userId}`, noticeRateLimits.user)]
    : [
        hitRateLimit(deps, rateLimitKey('notice', ip), noticeRateLimits.ip),
        hitRateLimit(deps, `notice:email:${email}`, noticeRateLimits.email),
      ];
  const refused = (await Promise.all(hits)).find((outcome) => !outcome.allowed);
  if (refused) throw noticeErrors.rateLimited(refused.retryAfterSeconds);
}

/**
 * A notice of illegal content from anyone (EU DSA art. 16), signed in or not: checked, limited (noticeRateLimits),
 * stored once per notifier and content for the moderation queue, and acknowledged by e-mail with its reference. The
 * notifier is told of the decision when moderators take it (see closeReports).
 */
export async function submitNotice(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'queue' | 'publicUrl'>,
  viewer: Viewer | null,
  input: unknown,
  { ip, locale }: { ip: string | null; locale: Locale },
): Promise<{ id: string; reference: string; createdAt: string }> {
  const parsed = noticeInputFor(viewer !== null).parse(input);
  const email = viewer?.email ?? parsed.email!;
  await checkRateLimits(deps, viewer, ip, email);
  const target = await visibleTarget(deps.db, parsed.targetType, parsed.targetId, viewer);
  if (!target) throw noticeErrors.targetNotFound();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { id } = await fileReport(
      tx,
      {
        reporterId: viewer?.userId ?? null,
        reporterEmail: email,
        reporterLocale: locale,
        goodFaithAt: now,
        targetType: parsed.targetType,
        targetId: parsed.targetId,
        reason: parsed.reason,
        details: parsed.explanation,
      },
      noticeErrors.alreadyNotified,
    );
    const reference = noticeReference(id);
    await deps.queue.enqueue(
      'send-email',
      {
        to: email,
        locale,
        template: 'notice-receipt',
        props: {
          reference,
          targetType: parsed.targetType,
          targetLabel: target.label,
          targetUrl: `${deps.publicUrl}${target.path}`,
          reason: parsed.reason,
          receivedAt: now.toISOString(),
        },
      },
      { db: tx },
    );
    return { id, reference, createdAt: now.toISOString() };
  });
}
