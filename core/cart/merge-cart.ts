import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { CartLinesInput } from './cart.schema.ts';
import { lockCart, readCartLines, writeCartLines } from './cart-lines.ts';
import { type CartView, cartProducts, toCartView } from './cart-view.ts';
import { foldLinesByProduct } from './fold-lines.ts';

/**
 * At sign-in, the browser's cart joins the signed-in user's stored one; a product in both keeps the larger
 * quantity, and the deployment option when either line has it. Products that are no
 * longer available, and lines beyond the 50 a cart holds, are left out and named in `dropped`; the deployment option
 * of a product that no longer sells it is dropped silently (the browser's copy may predate the change). Merging the
 * same browser cart twice changes nothing more.
 */
export async function mergeCart(
  deps: { db: Db; files: Pick<FileStore, 'url'>; clock: Clock },
  viewer: Viewer | null,
  input: CartLinesInput,
): Promise<CartView> {
  const v = requireViewer(viewer);
  const browser = input.items.filter((l) => l.quantity > 0);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, v.userId, now);
    const lines = foldLinesByProduct([...(await readCartLines(tx, v.userId)), ...browser], Math.max);
    const view = toCartView(
      lines,
      await cartProducts(
        { db: tx, files: deps.files },
        lines.map((l) => l.productId),
      ),
    );
    await writeCartLines(tx, cartId, view.items, now);
    return view;
  });
}
