import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { conversations } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { startConversationInput } from './messaging.schema.ts';
import { messagingErrors } from './messaging-errors.ts';
import { countMessagingAction } from './messaging-rate-limits.ts';

interface Target {
  seller_id: string;
  seller_user_id: string;
  product_id: string | null;
  /** Whether a new conversation may be started about it (a published product; any seller). */
  open: boolean;
}

async function findTarget(db: Db, input: { productId?: string; sellerId?: string }): Promise<Target> {
  if (input.productId) {
    const [product] = await rows<Target>(
      db,
      sql`select p.seller_id, s.user_id as seller_user_id, p.id as product_id, p.status = 'published' as open
          from products p join seller_profiles s on s.id = p.seller_id where p.id = ${input.productId}`,
    );
    if (!product) throw messagingErrors.productNotFound();
    return product;
  }
  const [seller] = await rows<Target>(
    db,
    sql`select s.id as seller_id, s.user_id as seller_user_id, null as product_id, true as open
        from seller_profiles s where s.id = ${input.sellerId ?? null}`,
  );
  if (!seller) throw messagingErrors.sellerNotFound();
  return seller;
}

/**
 * Opens the viewer's conversation with a seller, about one of their products or (from the seller's page) in
 * general: the existing one when there is one (one per buyer, seller and product), else a new one — about a
 * published product only, and within the new-conversation rate limit. Nobody writes to themselves. The first
 * message is written in the conversation (send-message.ts).
 */
export async function startConversation(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: unknown,
): Promise<{ id: string; created: boolean }> {
  const v = requireVerifiedEmail(viewer);
  const target = await findTarget(deps.db, startConversationInput.parse(input));
  if (target.seller_user_id === v.userId) throw messagingErrors.ownConversation();
  const existing = () =>
    deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.buyerId, v.userId),
          eq(conversations.sellerId, target.seller_id),
          // A deployment request's thread is its own (decision 0046), apart from the conversation about the product.
          isNull(conversations.deploymentRequestId),
          target.product_id ? eq(conversations.productId, target.product_id) : isNull(conversations.productId),
        ),
      );
  const [found] = await existing();
  if (found) return { id: found.id, created: false };
  if (!target.open) throw messagingErrors.productNotFound();
  await countMessagingAction(deps, 'conversation', v.userId);
  const [inserted] = await deps.db
    .insert(conversations)
    .values({
      buyerId: v.userId,
      sellerId: target.seller_id,
      productId: target.product_id,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  // Started at the same moment by another request of the same buyer.
  const [raced] = await existing();
  if (!raced) throw messagingErrors.conversationNotFound();
  return { id: raced.id, created: false };
}
