import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, sellerAffiliates } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { newPartnerCode } from './partner-code.ts';

export type PartnerRow = typeof partners.$inferSelect;

/**
 * The partner row of a user holding the role, created on first use with a fresh code: the role is what an
 * administrator grants, the row (code, rate, payout details) follows from it.
 */
export async function ensurePartner(db: Db, userId: string): Promise<PartnerRow> {
  const find = async () => (await db.select().from(partners).where(eq(partners.userId, userId)).limit(1))[0];
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await find();
    if (existing) return existing;
    const [created] = await db
      .insert(partners)
      .values({ userId, code: newPartnerCode() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Nothing inserted: a concurrent first visit created the row (found above next time), or the code was taken.
  }
  throw new Error('could not draw a free partner code');
}

/**
 * The viewer's own partner row, which every partner figure is scoped to: a business partner's, or that of a seller's
 * affiliate (decision 0044) — someone who accepted an invitation, or is invited and about to answer it. Anyone else
 * is refused (`not_a_partner`).
 */
export async function partnerScope(db: Db, viewer: Viewer | null): Promise<PartnerRow> {
  const v = requireViewer(viewer);
  if (!v.roles.includes('partner') && !(await isAffiliate(db, v))) {
    throw new AppError('not_a_partner', 403, 'Réservé aux partenaires');
  }
  return ensurePartner(db, v.userId);
}

/** Whether the viewer is a seller's affiliate, or invited to be one (then the partner dashboard is theirs too). */
export async function isAffiliate(db: Db, viewer: Viewer): Promise<boolean> {
  const [affiliation] = await db
    .select({ id: sellerAffiliates.id })
    .from(sellerAffiliates)
    .leftJoin(partners, eq(partners.id, sellerAffiliates.partnerId))
    .where(
      or(
        eq(partners.userId, viewer.userId),
        and(eq(sellerAffiliates.email, viewer.email.toLowerCase()), eq(sellerAffiliates.status, 'invited')),
      ),
    )
    .limit(1);
  return affiliation !== undefined;
}
