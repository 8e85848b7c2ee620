/** A line of a cart or a quote: a product, how many seats, and whether the creator's deployment goes with it. */
export interface ProductLine {
  productId: string;
  quantity: number;
  deployment: boolean;
}

/**
 * One line per product, in the order products first appear; a product given twice keeps the deployment option when
 * either line asks for it, and the quantity `quantity(kept, added)` says. Browser-safe (the quote schema uses it).
 */
export function foldLinesByProduct(
  lines: Iterable<ProductLine>,
  quantity: (kept: number, added: number) => number,
): ProductLine[] {
  const folded = new Map<string, ProductLine>();
  for (const line of lines) {
    const kept = folded.get(line.productId);
    folded.set(
      line.productId,
      kept
        ? {
            productId: line.productId,
            quantity: quantity(kept.quantity, line.quantity),
            deployment: kept.deployment || line.deployment,
          }
        : line,
    );
  }
  return [...folded.values()];
}
