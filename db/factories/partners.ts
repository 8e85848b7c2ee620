import { newPartnerCode } from '../../core/partners/partner-code.ts';
import type { Db } from '../client.ts';
import { affiliateProductRates, partners, sellerAffiliates } from '../schema/index.ts';
import { createUser, type UserInput } from './users.ts';

/** A business partner: a user with the `partner` role and their partner row (code, optional own rate). */
export async function createPartner(
  db: Db,
  input: UserInput & { commissionPercent?: number | null; code?: string } = {},
) {
  const { commissionPercent = null, code = newPartnerCode(), ...userInput } = input;
  const user = await createUser(db, { ...userInput, roles: [...(userInput.roles ?? []), 'partner'] });
  const [partner] = await db.insert(partners).values({ userId: user.id, code, commissionPercent }).returning();
  return { user, partner: partner! };
}

/** A seller's affiliate who accepted (decision 0044): a user without the `partner` role, their partner row, the link. */
export async function createAffiliate(
  db: Db,
  input: UserInput & {
    sellerId: string;
    defaultPercent?: number | null;
    rates?: { productId: string; percent: number }[];
  },
) {
  const { sellerId, defaultPercent = 20, rates = [], ...userInput } = input;
  const user = await createUser(db, userInput);
  const [partner] = await db.insert(partners).values({ userId: user.id, code: newPartnerCode() }).returning();
  const now = new Date();
  const [affiliate] = await db
    .insert(sellerAffiliates)
    .values({
      sellerId,
      email: user.email.toLowerCase(),
      partnerId: partner!.id,
      status: 'active',
      defaultPercent,
      invitedAt: now,
      acceptedAt: now,
    })
    .returning();
  if (rates.length > 0) {
    await db.insert(affiliateProductRates).values(rates.map((rate) => ({ affiliateId: affiliate!.id, ...rate })));
  }
  return { user, partner: partner!, affiliate: affiliate! };
}
