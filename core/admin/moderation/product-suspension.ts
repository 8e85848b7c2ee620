import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';

export interface ProductSuspension {
  cause: 'moderation' | 'seller_banned' | null;
  /** The statement of reasons the seller was sent (moderation only). */
  reason: string | null;
  at: string | null;
}

/**
 * Why a product is suspended, for its editor's status panel; null when it is not. The caller has already checked
 * that the viewer may edit the product (core/products/get-product-for-edit.ts).
 */
export async function productSuspension(db: Db, productId: string): Promise<ProductSuspension | null> {
  const [row] = await rows<{
    cause: ProductSuspension['cause'];
    reason: string | null;
    at: Date | string | null;
  }>(
    db,
    sql`select suspension_cause as cause, suspension_reason as reason, suspended_at as at
        from products where id = ${productId} and status = 'suspended'`,
  );
  if (!row) return null;
  return { cause: row.cause, reason: row.reason, at: row.at === null ? null : new Date(row.at).toISOString() };
}
