import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export interface Recipient {
  email: string;
  name: string | null;
  locale: 'fr' | 'en' | 'es' | 'de';
}

/** The e-mail address, name and language of each user, in one query. */
export async function recipientsOf(tx: Db, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const found = await tx
    .select({ id: profiles.id, email: profiles.email, name: profiles.displayName, locale: profiles.locale })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  return new Map(found.map(({ id, ...recipient }) => [id, recipient]));
}

/** The items grouped by their seller, with the seller as a recipient (sellers without a profile are skipped). */
export function* perSeller<T extends { sellerUserId: string }>(
  items: readonly T[],
  people: ReadonlyMap<string, Recipient>,
): Generator<[Recipient, T[]]> {
  for (const sellerUserId of new Set(items.map((item) => item.sellerUserId))) {
    const seller = people.get(sellerUserId);
    if (seller) yield [seller, items.filter((item) => item.sellerUserId === sellerUserId)];
  }
}
