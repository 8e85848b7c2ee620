import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerApplications } from '../../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../../accounts/viewer.ts';

export interface OwnPartnerApplication {
  isPartner: boolean;
  /** The viewer's latest application, if any. */
  latest: { status: 'pending' | 'approved' | 'rejected'; reason: string | null; createdAt: string } | null;
}

/** What /partners/apply shows a signed-in user: whether they are a partner, and their latest application. */
export async function getPartnerApplication(deps: { db: Db }, viewer: Viewer | null): Promise<OwnPartnerApplication> {
  const v = requireViewer(viewer);
  const [latest] = await deps.db
    .select({
      status: partnerApplications.status,
      reason: partnerApplications.reason,
      createdAt: partnerApplications.createdAt,
    })
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, v.userId))
    .orderBy(desc(partnerApplications.createdAt))
    .limit(1);
  return {
    isPartner: v.roles.includes('partner'),
    latest: latest ? { ...latest, createdAt: latest.createdAt.toISOString() } : null,
  };
}
