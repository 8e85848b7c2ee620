import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerApplications, profiles } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { PageMeta } from '../../shared/page-number.ts';
import { type PartnerApplicationsQuery, partnerApplicationsPerPage } from './partner-application.schema.ts';

export interface PartnerApplicationItem {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  companyName: string;
  website: string;
  audience: string;
  promotionPlan: string;
  country: string;
  applicantName: string | null;
  applicantEmail: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** /admin/partners: the applications of one status, newest first, with each status's count for the filters. */
export async function listPartnerApplications(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: PartnerApplicationsQuery,
): Promise<{ data: PartnerApplicationItem[]; meta: PageMeta; counts: Record<string, number> }> {
  requireAdmin(viewer);
  const [found, counted] = await Promise.all([
    db
      .select({
        id: partnerApplications.id,
        status: partnerApplications.status,
        companyName: partnerApplications.companyName,
        website: partnerApplications.website,
        audience: partnerApplications.audience,
        promotionPlan: partnerApplications.promotionPlan,
        country: partnerApplications.country,
        applicantName: profiles.displayName,
        applicantEmail: profiles.email,
        reason: partnerApplications.reason,
        createdAt: partnerApplications.createdAt,
        reviewedAt: partnerApplications.reviewedAt,
      })
      .from(partnerApplications)
      .innerJoin(profiles, eq(profiles.id, partnerApplications.userId))
      .where(eq(partnerApplications.status, query.status))
      .orderBy(desc(partnerApplications.createdAt))
      .limit(partnerApplicationsPerPage)
      .offset((query.page - 1) * partnerApplicationsPerPage),
    db
      .select({ status: partnerApplications.status, n: count() })
      .from(partnerApplications)
      .groupBy(partnerApplications.status),
  ]);
  const counts: Record<string, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const c of counted) counts[c.status] = c.n;
  return {
    data: found.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    meta: { total: counts[query.status] ?? 0, page: query.page, per_page: partnerApplicationsPerPage },
    counts,
  };
}
