import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerApplications } from '../../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { type PartnerApplicationInput, partnerApplicationInput } from './partner-application.schema.ts';

export const partnerApplicationErrors = {
  alreadyPartner: () => new AppError('already_partner', 409, 'Vous êtes déjà partenaire'),
  pending: () => new AppError('partner_application_pending', 409, 'Une candidature est déjà en cours d’examen'),
  notFound: () => new AppError('partner_application_not_found', 404, 'Candidature introuvable'),
  alreadyDecided: () => new AppError('partner_application_decided', 409, 'Cette candidature a déjà été tranchée'),
};

/** « Devenir partenaire »: a signed-in user applies for the `partner` role; one pending application at a time. */
export async function submitPartnerApplication(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: PartnerApplicationInput,
): Promise<{ id: string }> {
  const v = requireViewer(viewer);
  if (v.roles.includes('partner')) throw partnerApplicationErrors.alreadyPartner();
  const application = partnerApplicationInput.parse(input);
  const [row] = await deps.db
    .insert(partnerApplications)
    .values({
      userId: v.userId,
      companyName: application.companyName,
      website: application.website,
      audience: application.audience,
      promotionPlan: application.promotionPlan,
      country: application.country,
      consentedAt: deps.clock.now(),
    })
    // The partial unique index keeps one pending application per user, even for two submissions at once.
    .onConflictDoNothing({
      target: partnerApplications.userId,
      where: and(eq(partnerApplications.status, 'pending')),
    })
    .returning({ id: partnerApplications.id });
  if (!row) throw partnerApplicationErrors.pending();
  return row;
}
