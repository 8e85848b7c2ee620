import { newPartnerCode } from '../../core/partners/partner-code.ts';
import type { Db } from '../client.ts';
import { partners } from '../schema/index.ts';
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
