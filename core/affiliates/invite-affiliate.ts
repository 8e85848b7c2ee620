import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAffiliates, sellerProfiles, user } from '../../db/schema/index.ts';
import { defaultLocale } from '../../i18n/config.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import { queueNotificationEmail } from '../notifications/notification-email.ts';
import { notificationText } from '../notifications/notification-text.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { type InviteAffiliateInput, inviteAffiliateInput } from './affiliate.schema.ts';
import { affiliateErrors as errors } from './affiliate-errors.ts';
import { replaceAffiliateRates } from './affiliate-rates.ts';

export type AffiliateDeps = { db: Db; clock: Clock; queue: Queue; publicUrl: string };

/** Where an invitation is accepted (signing in or up first, then back). */
export const invitationPath = '/dashboard/partner';

/**
 * A seller invites someone by e-mail to earn a commission on their products, at the given rates. The invitee is told
 * in-app and by e-mail if they have an account, else by e-mail only; inviting again an address the seller removed
 * renews the invitation. Inviting oneself or an address already invited or active is refused.
 */
export async function inviteAffiliate(
  deps: AffiliateDeps,
  viewer: Viewer | null,
  input: InviteAffiliateInput,
): Promise<{ id: string }> {
  const scope = await sellerScope(deps.db, viewer);
  const { email, defaultPercent, rates } = inviteAffiliateInput.parse(input);
  if (email === viewer!.email.toLowerCase()) throw errors.self();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: sellerAffiliates.id, status: sellerAffiliates.status })
      .from(sellerAffiliates)
      .where(and(eq(sellerAffiliates.sellerId, scope.sellerId), eq(sellerAffiliates.email, email)))
      .for('update');
    if (existing && existing.status !== 'removed') throw errors.alreadyInvited();
    const values = { status: 'invited' as const, partnerId: null, defaultPercent, invitedAt: now, acceptedAt: null };
    const [row] = existing
      ? await tx
          .update(sellerAffiliates)
          .set({ ...values, updatedAt: now })
          .where(eq(sellerAffiliates.id, existing.id))
          .returning({ id: sellerAffiliates.id })
      : await tx
          .insert(sellerAffiliates)
          .values({ sellerId: scope.sellerId, email, ...values })
          .returning({ id: sellerAffiliates.id });
    const affiliate = { id: row!.id, sellerId: scope.sellerId };
    await replaceAffiliateRates(tx, affiliate, rates);

    const [seller] = await tx
      .select({ name: sellerProfiles.publicName })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.id, scope.sellerId));
    const params = () => ({ seller: seller?.name ?? '' });
    const [invitee] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (invitee) {
      await notifyUsers(
        tx,
        [
          {
            userId: invitee.id,
            kind: 'affiliateInvitation',
            params,
            type: 'info',
            redirectUrl: invitationPath,
            email: 'always',
          },
        ],
        deps,
      );
    } else {
      await queueNotificationEmail(
        tx,
        deps,
        { email, name: null, locale: defaultLocale },
        notificationText(defaultLocale, 'affiliateInvitation', params()),
        invitationPath,
      );
    }
    return { id: affiliate.id };
  });
}
