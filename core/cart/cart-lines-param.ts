import { type CartLinesInput, cartLinesBody } from './cart.schema.ts';

type Lines = CartLinesInput['items'];

/** A visitor's cart as the `?lines=` of /checkout: `<productId>:<quantity>` pairs, comma-separated. */
export const linesParam = (lines: readonly { productId: string; quantity: number }[]) =>
  lines.map(({ productId, quantity }) => `${productId}:${quantity}`).join(',');

/** The lines of a `?lines=` value; anything malformed (or over the cart's limits) is an empty cart, never an error. */
export function parseLinesParam(value: string | null): Lines {
  if (!value) return [];
  const items = value.split(',').map((pair) => {
    const [productId, quantity] = pair.split(':');
    return { productId, quantity: Number(quantity) };
  });
  const parsed = cartLinesBody.safeParse({ items });
  return parsed.success ? parsed.data.items : [];
}
