import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, sellerApplications } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { containsPattern } from '../../shared/like-pattern.ts';
import type { PageMeta } from '../../shared/page-number.ts';
import {
  type ApplicationStatus,
  applicationStatuses,
  applicationsPerPage,
  type SellerApplicationsQuery,
} from './list-seller-applications.schema.ts';

/** One line of the administrators' queue of applications to sell. */
export interface SellerApplicationListItem {
  id: string;
  status: ApplicationStatus;
  legalName: string;
  email: string;
  country: string;
  categories: string[];
  applicantName: string;
  applicantEmail: string;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface SellerApplicationList {
  data: SellerApplicationListItem[];
  meta: PageMeta;
  /** How many applications of each status match the search (the filters' counts). */
  counts: Record<ApplicationStatus, number>;
}

/**
 * The queue of applications to sell, for administrators: one status at a time, newest first (the index
 * seller_applications_status_idx on (status, created_at) serves the order), with a search on the legal name, the
 * applicant's name and both e-mail addresses, and the count of each status for the filters.
 */
export async function listSellerApplications(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: SellerApplicationsQuery,
): Promise<SellerApplicationList> {
  requireAdmin(viewer);
  const pattern = query.q ? containsPattern(query.q) : null;
  const search: SQL | undefined = pattern
    ? or(
        ilike(sellerApplications.legalName, pattern),
        ilike(sellerApplications.email, pattern),
        ilike(profiles.displayName, pattern),
        ilike(profiles.email, pattern),
      )
    : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: sellerApplications.id,
        status: sellerApplications.status,
        legalName: sellerApplications.legalName,
        email: sellerApplications.email,
        country: sellerApplications.country,
        categories: sellerApplications.categories,
        applicantName: sql<string>`coalesce(${profiles.displayName}, ${profiles.email})`,
        applicantEmail: profiles.email,
        createdAt: sellerApplications.createdAt,
        reviewedAt: sellerApplications.reviewedAt,
      })
      .from(sellerApplications)
      .innerJoin(profiles, eq(profiles.id, sellerApplications.userId))
      .where(and(eq(sellerApplications.status, query.status), search))
      .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
      .limit(applicationsPerPage)
      .offset((query.page - 1) * applicationsPerPage),
    db
      .select({ status: sellerApplications.status, n: count() })
      .from(sellerApplications)
      .innerJoin(profiles, eq(profiles.id, sellerApplications.userId))
      .where(search)
      .groupBy(sellerApplications.status),
  ]);
  const counts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const { status, n } of counted) counts[status] = Number(n);
  return {
    data: rows,
    meta: { total: counts[query.status], page: query.page, per_page: applicationsPerPage },
    counts,
  };
}
