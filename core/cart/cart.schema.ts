import { z } from 'zod';
import { maxCartLines, maxSeats } from './cart-limits.ts';

/**
 * A line as a client sends it: a product, its number of licences (0 or less removes it, spec §4) and whether the
 * guided deployment is added as a paid option (decision 0048).
 */
const cartLine = z.strictObject(
  {
    productId: z.uuid({ error: 'Identifiant de produit invalide' }),
    quantity: z
      .int({ error: 'La quantité doit être un nombre entier' })
      .max(maxSeats, { error: `Au plus ${maxSeats} licences par produit` }),
    deployment: z
      .boolean({ error: 'deployment doit valoir true ou false' })
      .default(false)
      .describe(
        'Adds the guided deployment, paid once per line, to a product paid once whose creator sells it as an option (`deploymentPriceCents` not null)',
      ),
  },
  {
    // Prices and titles come from the server: a client sending them is told so rather than silently ignored.
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ non accepté : ${issue.keys.join(', ')} (seuls productId, quantity et deployment le sont)`
        : 'Chaque ligne doit être un objet { productId, quantity, deployment }',
  },
);

/**
 * The body of PUT /api/v1/me/cart, POST /api/v1/me/cart/merge and POST /api/v1/cart/preview: the whole cart, at most
 * 50 lines, each product once.
 */
export const cartLinesBody = z
  .strictObject(
    {
      items: z
        .array(cartLine, { error: 'items doit être une liste de lignes' })
        .max(maxCartLines, { error: `Au plus ${maxCartLines} produits dans le panier` }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Champ non accepté : ${issue.keys.join(', ')} (seul items l’est)`
          : 'Le corps doit être un objet { items }',
    },
  )
  .superRefine(({ items }, ctx) => {
    const seen = new Set<string>();
    items.forEach(({ productId }, index) => {
      if (seen.has(productId)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'productId'], message: 'Ce produit figure deux fois' });
      }
      seen.add(productId);
    });
  });
export type CartLinesInput = z.output<typeof cartLinesBody>;
