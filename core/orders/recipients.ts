import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { EmailMessage } from '../../emails/template-props.ts';
import type { CoreDeps } from '../deps.ts';

export interface Recipient {
  email: string;
  name: string | null;
  locale: 'fr' | 'en' | 'es' | 'de';
}

/** The e-mail address, name and language of each user, in one query. */
async function recipientsOf(tx: Db, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const found = await tx
    .select({ id: profiles.id, email: profiles.email, name: profiles.displayName, locale: profiles.locale })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(userIds)]));
  return new Map(found.map(({ id, ...recipient }) => [id, recipient]));
}

/** The items grouped by their seller, with the seller as a recipient (sellers without a profile are skipped). */
function* perSeller<T extends { sellerUserId: string }>(
  items: readonly T[],
  people: ReadonlyMap<string, Recipient>,
): Generator<[Recipient, T[]]> {
  for (const sellerUserId of new Set(items.map((item) => item.sellerUserId))) {
    const seller = people.get(sellerUserId);
    if (seller) yield [seller, items.filter((item) => item.sellerUserId === sellerUserId)];
  }
}

/**
 * Enqueues, in `tx`, one e-mail to an order's buyer and one to each seller of `items` (about their own items), each
 * in its reader's language; someone without a profile gets none.
 */
export async function emailBuyerAndSellers<T extends { sellerUserId: string }>(
  deps: Pick<CoreDeps, 'queue'>,
  tx: Db,
  { buyerId, items }: { buyerId: string; items: readonly T[] },
  messages: { toBuyer: (buyer: Recipient) => EmailMessage; toSeller: (seller: Recipient, theirs: T[]) => EmailMessage },
): Promise<void> {
  const people = await recipientsOf(tx, [buyerId, ...items.map((item) => item.sellerUserId)]);
  const send = (to: Recipient, message: EmailMessage) =>
    deps.queue.enqueue('send-email', { ...message, to: to.email, locale: to.locale }, { db: tx });
  const buyer = people.get(buyerId);
  if (buyer) await send(buyer, messages.toBuyer(buyer));
  for (const [seller, theirs] of perSeller(items, people)) await send(seller, messages.toSeller(seller, theirs));
}
