import type { Db } from '../../db/client.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { CartLinesInput } from './cart.schema.ts';
import { type CartView, cartProducts, toCartView } from './cart-view.ts';

/**
 * A visitor's cart (kept in their browser) as the server prices it now, for anyone: the same answer as the
 * signed-in cart, nothing stored. The browser's copy may predate a product's change: a deployment option no longer
 * sold is dropped silently, as when a stored cart is read.
 */
export async function previewCart(
  deps: { db: Db; files: Pick<FileStore, 'url'> },
  input: CartLinesInput,
): Promise<CartView> {
  const wanted = input.items.filter((l) => l.quantity > 0);
  return toCartView(
    wanted,
    await cartProducts(
      deps,
      wanted.map((l) => l.productId),
    ),
  );
}
