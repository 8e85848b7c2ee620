import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { maskIban } from './iban.ts';

type ApplicationRow = typeof sellerApplications.$inferSelect;

/**
 * An application as its applicant sees it: what they sent (the IBAN masked) and where it stands, with `reason`, the
 * administrator's statement of reasons (required for a rejection, EU P2B art. 4).
 */
export type SellerApplication = Omit<ApplicationRow, 'userId' | 'reviewedBy' | 'updatedAt'>;

export function toSellerApplication(row: ApplicationRow): SellerApplication {
  const { userId: _userId, reviewedBy: _reviewedBy, updatedAt: _updatedAt, ...application } = row;
  return { ...application, iban: maskIban(row.iban) };
}

/** The viewer's latest application to sell, or null if they never applied (index seller_applications_user_idx). */
export async function getSellerApplication(
  { db }: { db: Db },
  viewer: Viewer | null,
): Promise<SellerApplication | null> {
  const v = requireViewer(viewer);
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, v.userId))
    .orderBy(desc(sellerApplications.createdAt))
    .limit(1);
  return row ? toSellerApplication(row) : null;
}
