import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { FileStore } from '../ports/file-store.ts';
import { readCartLines } from './cart-lines.ts';
import { type CartView, cartProducts, toCartView } from './cart-view.ts';

/**
 * The signed-in user's cart with today's prices. A product unpublished since it was added is left out and named in
 * `dropped` (it stays stored until the cart is next written, and comes back if it is published again).
 */
export async function getCart(
  deps: { db: Db; files: Pick<FileStore, 'url'> },
  viewer: Viewer | null,
): Promise<CartView> {
  const v = requireViewer(viewer);
  const lines = await readCartLines(deps.db, v.userId);
  return toCartView(
    lines,
    await cartProducts(
      deps,
      lines.map((l) => l.productId),
    ),
  );
}
