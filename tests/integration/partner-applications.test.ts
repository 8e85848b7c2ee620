import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decidePartnerApplication } from '../../core/partners/applications/decide-partner-application.ts';
import { getPartnerApplication } from '../../core/partners/applications/get-partner-application.ts';
import { listPartnerApplications } from '../../core/partners/applications/list-partner-applications.ts';
import { submitPartnerApplication } from '../../core/partners/applications/submit-partner-application.ts';
import { buildViewer, createUser } from '../../db/factories/index.ts';
import { auditLog, emailOutbox, notifications, partners, userRoles } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

const application = {
  companyName: 'Agence Lumière',
  website: 'https://agence-lumiere.example',
  audience: '12 000 abonnés, dirigeants de PME',
  promotionPlan: 'Une lettre mensuelle et des démonstrations en webinaire.',
  country: 'fr',
  consent: true as const,
};

async function applicant() {
  const user = await createUser(db());
  return { user, viewer: buildViewer({ userId: user.id, email: user.email }) };
}

describe('« Devenir partenaire »', () => {
  it('takes one pending application at a time, and refuses bad input and visitors', async () => {
    const { viewer } = await applicant();
    await submitPartnerApplication(deps(), viewer, application);
    expect((await getPartnerApplication(deps(), viewer)).latest).toMatchObject({ status: 'pending' });
    await expect(submitPartnerApplication(deps(), viewer, application)).rejects.toMatchObject({
      code: 'partner_application_pending',
      status: 409,
    });
    await expect(submitPartnerApplication(deps(), null, application)).rejects.toMatchObject({ status: 401 });
    const other = (await applicant()).viewer;
    await expect(
      submitPartnerApplication(deps(), other, { ...application, website: 'javascript:alert(1)' }),
    ).rejects.toThrow('website_invalid');
    await expect(submitPartnerApplication(deps(), other, { ...application, consent: false as never })).rejects.toThrow(
      'consent_required',
    );
    await expect(
      submitPartnerApplication(deps(), buildViewer({ roles: ['partner'] }), application),
    ).rejects.toMatchObject({ code: 'already_partner' });
  });

  it('a rejection needs a reason, which the applicant reads in-app and by e-mail; they may apply again', async () => {
    const admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
    const { user, viewer } = await applicant();
    const { id } = await submitPartnerApplication(deps(), viewer, application);
    const listed = await listPartnerApplications(deps(), admin, { status: 'pending', page: 1 });
    expect(listed.data.map((a) => a.id)).toContain(id);
    await expect(listPartnerApplications(deps(), viewer, { status: 'pending', page: 1 })).rejects.toMatchObject({
      status: 403,
    });
    await expect(decidePartnerApplication(deps(), admin, id, { decision: 'rejected' } as never)).rejects.toThrow(
      'reason_required',
    );
    await expect(decidePartnerApplication(deps(), viewer, id, { decision: 'approved' })).rejects.toMatchObject({
      status: 403,
    });
    const reason = 'Votre audience ne correspond pas encore à nos produits.';
    expect(await decidePartnerApplication(deps(), admin, id, { decision: 'rejected', reason })).toEqual({
      changed: true,
    });
    expect(await decidePartnerApplication(deps(), admin, id, { decision: 'rejected', reason })).toEqual({
      changed: false,
    });
    await expect(decidePartnerApplication(deps(), admin, id, { decision: 'approved' })).rejects.toMatchObject({
      code: 'partner_application_decided',
    });
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note!.title).toBe('Candidature partenaire refusée');
    expect(note!.message).toContain(reason);
    await ctx.testApp.jobs.settled();
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((m) => m.subject)).toContain('Candidature partenaire refusée');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'partner_application.reject', actorId: admin.userId });
    expect(audit!.data).toMatchObject({ reason });
    expect((await getPartnerApplication(deps(), viewer)).latest).toMatchObject({ status: 'rejected', reason });
    await submitPartnerApplication(deps(), viewer, application);
  });

  it('an approval grants the partner role and creates the partner row with a code', async () => {
    const admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
    const { user, viewer } = await applicant();
    const { id } = await submitPartnerApplication(deps(), viewer, application);
    await decidePartnerApplication(deps(), admin, id, { decision: 'approved' });
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([
      expect.objectContaining({ role: 'partner', grantedBy: admin.userId }),
    ]);
    const [row] = await db().select().from(partners).where(eq(partners.userId, user.id));
    expect(row!.code).toMatch(/^[0-9A-Z]{8}$/);
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({
      title: 'Candidature partenaire acceptée',
      metadata: { redirect_url: '/dashboard/partner' },
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'partner_application.approve'))).toHaveLength(
      1,
    );
  });
});
