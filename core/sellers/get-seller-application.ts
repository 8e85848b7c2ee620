import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { maskIban } from './iban.ts';

type ApplicationRow = typeof sellerApplications.$inferSelect;

/** An application as its applicant sees it: what they sent (the IBAN masked) and where it stands. */
export interface SellerApplication {
  id: string;
  status: ApplicationRow['status'];
  /** The administrator's statement of reasons (required for a rejection, EU P2B art. 4). */
  reason: string | null;
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  companyId: string | null;
  vatNumber: string | null;
  iban: string;
  portfolioUrls: string[];
  categories: string[];
  presentation: string;
  selfCertifiedAt: Date;
  createdAt: Date;
  reviewedAt: Date | null;
}

export function toSellerApplication(row: ApplicationRow): SellerApplication {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    legalName: row.legalName,
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    companyId: row.companyId,
    vatNumber: row.vatNumber,
    iban: maskIban(row.iban),
    portfolioUrls: row.portfolioUrls,
    categories: row.categories,
    presentation: row.presentation,
    selfCertifiedAt: row.selfCertifiedAt,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
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
