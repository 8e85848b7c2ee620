import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import type { CartLine } from './cart-view.ts';

/** The user's stored lines, oldest first (carts_user_id_unique, then the cart_items primary key). */
export function readCartLines(db: Db, userId: string): Promise<CartLine[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, deployment: cartItems.deployment })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/**
 * The user's cart row, created if needed and locked until the transaction ends: concurrent writes of one cart
 * queue up behind each other, so the last one wins whole.
 */
export async function lockCart(tx: Db, userId: string, now: Date): Promise<string> {
  const [cart] = await tx
    .insert(carts)
    .values({ userId, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: now } })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart upsert returned no row');
  return cart.id;
}

/**
 * Makes the locked cart hold exactly `lines`. A line already there keeps when it was added (the cart's order); a
 * new one is stamped a millisecond after the previous new one, so the order given is the order kept.
 */
export async function writeCartLines(tx: Db, cartId: string, lines: readonly CartLine[], now: Date): Promise<void> {
  const ids = lines.map((l) => l.productId);
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), ids.length > 0 ? notInArray(cartItems.productId, ids) : undefined));
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(
      lines.map((l, i) => ({
        cartId,
        productId: l.productId,
        quantity: l.quantity,
        deployment: l.deployment,
        addedAt: new Date(now.getTime() + i),
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`excluded.quantity`, deployment: sql`excluded.deployment` },
    });
}
