import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { CartLinesInput } from './cart.schema.ts';
import { lockCart, writeCartLines } from './cart-lines.ts';
import { type CartView, cartProducts, toCartView } from './cart-view.ts';

/**
 * PUT semantics: the signed-in user's cart becomes exactly the lines given, minus those of quantity 0 or less
 * (spec §4) and those whose product is unknown or unpublished (named in `dropped`). Quantities are taken as
 * given; prices are the server's.
 */
export async function replaceCart(
  deps: { db: Db; files: Pick<FileStore, 'url'>; clock: Clock },
  viewer: Viewer | null,
  input: CartLinesInput,
): Promise<CartView> {
  const v = requireViewer(viewer);
  const wanted = input.items.filter((l) => l.quantity > 0);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, v.userId, now);
    const view = toCartView(
      wanted,
      await cartProducts(
        { db: tx, files: deps.files },
        wanted.map((l) => l.productId),
      ),
    );
    await writeCartLines(tx, cartId, view.items, now);
    return view;
  });
}
