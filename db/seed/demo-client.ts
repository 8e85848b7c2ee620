import type { FileStore } from '../../core/ports/file-store.ts';
import type { Db } from '../client.ts';
import { createDeliverable } from '../factories/delivery.ts';
import { buildPaidOrder } from '../factories/index.ts';
import { insertPaidOrders } from './paid-orders.ts';

const day = 86_400_000;

interface Bought {
  id: string;
  slug: string;
  title: string;
  sellerId: string;
  priceCents: number;
  billing?: string;
}

/**
 * The demo customer's purchases, so that a newcomer signed in as them sees a library: two products of different
 * sellers bought weeks ago, and the first updated since (a 1.1.0 release with notes under « Mises à jour »).
 */
export async function seedDemoClientPurchases(
  deps: { db: Db; files: FileStore },
  { clientId, products, now }: { clientId: string; products: readonly Bought[]; now: number },
) {
  // Products paid once: a subscription is bought (and renewed) through the payment path, not seeded.
  const once = products.filter((p) => p.billing === 'one_time');
  const picks = [once[0], once.find((p) => p.sellerId !== once[0]?.sellerId)].filter(
    (p): p is Bought => p !== undefined,
  );
  const built = picks.map((product, i) =>
    buildPaidOrder({
      buyerId: clientId,
      paidAt: new Date(now - (30 - i * 12) * day),
      lines: [
        { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: product.priceCents },
      ],
    }),
  );
  await insertPaidOrders(
    deps.db,
    built.map((b) => b.order),
    built.flatMap((b) => b.items),
  );
  const updated = picks[0];
  if (updated) {
    await createDeliverable(deps, updated, {
      version: '1.1.0',
      changelog:
        '## Nouveautés\n\n- Réponses en anglais et en espagnol\n- Connexion à Mistral en plus d’OpenAI\n\n## Corrections\n\n- Les pièces jointes de plus de 10 Mo sont refusées avec un message clair',
      publishedAt: new Date(now - 2 * day),
    });
  }
  return picks.length;
}
