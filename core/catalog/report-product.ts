import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { AppError } from '../shared/app-error.ts';
import { fileReport } from '../shared/file-report.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule } from '../shared/rate-limit.ts';
import { reportProductInput } from './product-report.schema.ts';

/** The expected failures of reporting a product; codes the page and the API translate under `product:report.errors`. */
export const productReportErrors = {
  /** Unknown, or not published (a draft, an archived or a suspended product cannot be reported). */
  productNotFound: () => new AppError('product_not_found', 404, 'Produit introuvable'),
  ownProduct: () => new AppError('own_product', 403, 'Vous ne pouvez pas signaler votre propre produit'),
  alreadyReported: () => new AppError('already_reported', 409, 'Vous avez déjà signalé ce produit'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop de signalements envoyés : réessayez plus tard', { retryAfterSeconds }),
};

/** Per user, in the database (so it holds across app instances): product reports per hour. */
export const productReportRateLimit: RateLimitRule = { limit: 10, windowMs: HOUR_MS };

const productId = z.uuid();

interface ProductOwnership {
  id: string;
  own: boolean;
  reported: boolean;
}

/** The published product `id` as `userId` sees it: theirs or not, already reported by them or not. */
async function publishedProduct(db: Db, userId: string, id: string): Promise<ProductOwnership | undefined> {
  if (!productId.safeParse(id).success) return undefined;
  const [row] = await rows<ProductOwnership>(
    db,
    sql`select p.id, coalesce(s.user_id = ${userId}, false) as own,
               exists (select 1 from reports r where r.reporter_id = ${userId} and r.target_type = 'product'
                       and r.target_id = p.id) as reported
        from products p join seller_profiles s on s.id = p.seller_id
        where p.id = ${id} and p.status = 'published'`,
  );
  return row;
}

/**
 * What the product page offers a signed-in user about reporting the product: nothing for its seller (`own`), a
 * note once they reported it, else the form. Null for a visitor (whose page stays the same for everyone) or a
 * product that is not published.
 */
export async function productReportState(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
): Promise<{ own: boolean; reported: boolean } | null> {
  if (!viewer) return null;
  const product = await publishedProduct(db, viewer.userId, id);
  return product ? { own: product.own, reported: product.reported } : null;
}

/**
 * Reports a published product to the moderators (the `reports` table, target `product`): any signed-in user but
 * its seller (403 `own_product`); anything but a published product is 404. Once per user and product — a second
 * report is refused with 409 `already_reported` and not stored (unique reporter, target). At most
 * `productReportRateLimit` attempts per user, whatever their outcome (429 `rate_limited` with the wait).
 */
export async function reportProduct(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
  input: unknown,
): Promise<{ id: string }> {
  const me = requireViewer(viewer).userId;
  const { reason, details } = reportProductInput.parse(input);
  const limit = await hitRateLimit(deps, `product-report:${me}`, productReportRateLimit);
  if (!limit.allowed) throw productReportErrors.rateLimited(limit.retryAfterSeconds);
  const product = await publishedProduct(deps.db, me, id);
  if (!product) throw productReportErrors.productNotFound();
  if (product.own) throw productReportErrors.ownProduct();
  return fileReport(
    deps.db,
    { reporterId: me, targetType: 'product', targetId: product.id, reason, details },
    productReportErrors.alreadyReported,
  );
}
