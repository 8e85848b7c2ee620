import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';

/**
 * Takes products out of a user's cart, inside the caller's transaction: payment calls it in the paying
 * transaction, so what was bought leaves the buyer's cart exactly when the order is paid. Products not in the cart
 * are ignored.
 */
export async function removeCartItems(tx: Db, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
        inArray(cartItems.productId, [...productIds]),
      ),
    );
}
