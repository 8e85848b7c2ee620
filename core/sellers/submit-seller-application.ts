import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, sellerApplications } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import type { Clock } from '../ports/clock.ts';
import { HOUR_MS, hitRateLimit } from '../shared/rate-limit.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { type SellerApplication, toSellerApplication } from './get-seller-application.ts';
import type { SellerApplicationInput } from './seller-application.schema.ts';
import { sellerApplicationErrors as errors } from './seller-application-errors.ts';
import { canSell } from './seller-role.ts';

/** Applications a user may send in a day (valid ones only: a form with errors costs nothing). */
export const sellerApplicationRateLimit = { limit: 5, windowMs: 24 * HOUR_MS };

/**
 * Files the viewer's application to sell (spec: /sell): one waiting for a decision at a time (409 otherwise, the
 * unique index settling a race), none for someone who already sells, categories among the catalogue's. The applicant
 * is told by a notification and an e-mail, written with the application.
 */
export async function submitSellerApplication(
  deps: { db: Db; clock: Clock } & NotifyMail,
  viewer: Viewer | null,
  input: SellerApplicationInput,
): Promise<SellerApplication> {
  const v = requireVerifiedEmail(viewer);
  if (canSell(v)) throw errors.alreadySeller();
  const known = await deps.db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, input.categories));
  if (known.length !== new Set(input.categories).size) throw errors.unknownCategory();
  if (await hasPending(deps.db, v.userId)) throw errors.pending();
  const limit = await hitRateLimit(deps, `seller-application:${v.userId}`, sellerApplicationRateLimit);
  if (!limit.allowed) throw errors.rateLimited(limit.retryAfterSeconds);

  const { selfCertified: _, ...details } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sellerApplications)
        .values({
          ...details,
          categories: [...new Set(details.categories)],
          companyId: details.companyId ?? null,
          vatNumber: details.vatNumber ?? null,
          userId: v.userId,
          selfCertifiedAt: deps.clock.now(),
        })
        .returning();
      await notifyUsers(
        tx,
        [
          {
            userId: v.userId,
            kind: 'sellerApplicationSubmitted',
            params: () => ({}),
            type: 'info',
            redirectUrl: '/sell',
            email: 'seller',
          },
        ],
        deps,
      );
      return toSellerApplication(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.pending();
    throw error;
  }
}

async function hasPending(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, 'pending')))
    .limit(1);
  return Boolean(row);
}
