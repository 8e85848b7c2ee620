import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { deploymentOptionUnavailable } from '../deployments/deployment-option.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { CartLinesInput } from './cart.schema.ts';
import { lockCart, writeCartLines } from './cart-lines.ts';
import { type CartView, cartProducts, linesWithoutOption, toCartView } from './cart-view.ts';

/**
 * PUT semantics: the signed-in user's cart becomes exactly the lines given, minus those of quantity 0 or less
 * (spec §4) and those whose product is unknown or unpublished (named in `dropped`). Quantities are taken as
 * given; prices are the server's. Asking for the deployment option of a product that does not sell it is refused
 * (`deployment_option_unavailable`, 400) and nothing is written.
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
    const found = await cartProducts(
      { db: tx, files: deps.files },
      wanted.map((l) => l.productId),
    );
    const refused = linesWithoutOption(wanted, found);
    if (refused.length > 0) throw deploymentOptionUnavailable(refused);
    const cartId = await lockCart(tx, v.userId, now);
    const view = toCartView(wanted, found);
    await writeCartLines(tx, cartId, view.items, now);
    return view;
  });
}
