import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  categories,
  type LocalizedLabels,
  profiles,
  sellerApplications,
  user,
  userRoles,
} from '../../../db/schema/index.ts';
import { userLabelSql } from '../../accounts/display-name-sql.ts';
import { type Role, requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { type SellerApplication, toSellerApplication } from '../../sellers/get-seller-application.ts';
import { formatIban } from '../../sellers/iban.ts';
import { sellerApplicationErrors } from '../../sellers/seller-application-errors.ts';
import type { ApplicationStatus } from './list-seller-applications.schema.ts';

/** An application to sell with everything an administrator needs to decide on it. */
export interface SellerApplicationDetail extends Omit<SellerApplication, 'categories'> {
  /** In full (the applicant's own view masks it). */
  iban: string;
  /** The categories chosen, with their labels (null for a category that no longer exists). */
  categories: { slug: string; labels: LocalizedLabels | null }[];
  /** Who took the decision (its statement of reasons, or the approval's message, is `reason`). */
  reviewer: { id: string; name: string; email: string } | null;
  applicant: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    banned: boolean;
    createdAt: Date;
    roles: Role[];
  };
  /** The applicant's other applications, newest first. */
  otherApplications: {
    id: string;
    status: ApplicationStatus;
    createdAt: Date;
    reviewedAt: Date | null;
    reason: string | null;
  }[];
}

/** One application to sell with its applicant's account and history, for administrators (404 when unknown). */
export async function getSellerApplicationDetail(
  { db }: { db: Db },
  viewer: Viewer | null,
  applicationId: string,
): Promise<SellerApplicationDetail> {
  requireAdmin(viewer);
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, applicationId));
  if (!row) throw sellerApplicationErrors.notFound();
  const [[account], roles, others, chosen, reviewer] = await Promise.all([
    db
      .select({
        id: user.id,
        name: userLabelSql(),
        email: user.email,
        emailVerified: user.emailVerified,
        banned: user.banned,
        createdAt: user.createdAt,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, row.userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, row.userId)),
    db
      .select({
        id: sellerApplications.id,
        status: sellerApplications.status,
        createdAt: sellerApplications.createdAt,
        reviewedAt: sellerApplications.reviewedAt,
        reason: sellerApplications.reason,
      })
      .from(sellerApplications)
      .where(and(eq(sellerApplications.userId, row.userId), ne(sellerApplications.id, row.id)))
      .orderBy(desc(sellerApplications.createdAt)),
    row.categories.length > 0
      ? db
          .select({ slug: categories.slug, labels: categories.labels })
          .from(categories)
          .where(inArray(categories.slug, row.categories))
      : Promise.resolve([]),
    row.reviewedBy
      ? db
          .select({
            id: profiles.id,
            name: sql<string>`coalesce(${profiles.displayName}, ${profiles.email})`,
            email: profiles.email,
          })
          .from(profiles)
          .where(eq(profiles.id, row.reviewedBy))
      : Promise.resolve([]),
  ]);
  if (!account) throw sellerApplicationErrors.notFound();
  const labels = new Map(chosen.map((c) => [c.slug, c.labels]));
  return {
    ...toSellerApplication(row),
    iban: formatIban(row.iban),
    categories: row.categories.map((slug) => ({ slug, labels: labels.get(slug) ?? null })),
    reviewer: reviewer[0] ?? null,
    applicant: { ...account, roles: roles.map((r) => r.role) },
    otherApplications: others,
  };
}
