import { type CartLinesInput, cartLinesBody } from './cart.schema.ts';

type Lines = CartLinesInput['items'];

/**
 * A visitor's cart as the `?lines=` of /checkout, comma-separated: `<productId>:<quantity>`, followed by `:d` when the
 * guided deployment is added as an option (links made before the option existed read the same).
 */
export const linesParam = (lines: readonly { productId: string; quantity: number; deployment?: boolean }[]) =>
  lines.map(({ productId, quantity, deployment }) => `${productId}:${quantity}${deployment ? ':d' : ''}`).join(',');

/** The lines of a `?lines=` value; anything malformed (or over the cart's limits) is an empty cart, never an error. */
export function parseLinesParam(value: string | null): Lines {
  if (!value) return [];
  const items = value.split(',').map((entry) => {
    const [productId, quantity, option, ...rest] = entry.split(':');
    const deployment = option === undefined ? false : option === 'd' && rest.length === 0 ? true : null;
    return { productId, quantity: Number(quantity), deployment };
  });
  const parsed = cartLinesBody.safeParse({ items });
  return parsed.success ? parsed.data.items : [];
}
