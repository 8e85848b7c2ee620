import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { approveSellerApplication } from '../../core/sellers/approve-seller-application.ts';
import { getSellerApplication } from '../../core/sellers/get-seller-application.ts';
import { rejectSellerApplication } from '../../core/sellers/reject-seller-application.ts';
import { sellerApplicationSchema } from '../../core/sellers/seller-application.schema.ts';
import { rejectSellerApplicationBody } from '../../core/sellers/seller-application-decision.schema.ts';
import { submitSellerApplication } from '../../core/sellers/submit-seller-application.ts';
import { buildViewer, createCategory, createUser, sellerApplicationForm } from '../../db/factories/index.ts';
import {
  auditLog,
  emailOutbox,
  notifications,
  sellerApplications,
  sellerProfiles,
  userRoles,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
let categorySlug: string;
let admin: Viewer;

beforeAll(async () => {
  categorySlug = (await createCategory(db(), { slug: 'agents-ia' })).slug;
  const a = await createUser(db(), { roles: ['admin'] });
  admin = buildViewer({ userId: a.id, roles: ['admin'] });
});

/** A member who can apply (verified e-mail, no role). */
async function applicant(overrides: Partial<Viewer> = {}) {
  const u = await createUser(db());
  return buildViewer({ userId: u.id, email: u.email, ...overrides });
}

const form = (input: Record<string, unknown> = {}) =>
  sellerApplicationSchema.parse(sellerApplicationForm(categorySlug, input));
const submit = (viewer: Viewer, input: Record<string, unknown> = {}) =>
  submitSellerApplication(deps(), viewer, form(input));

const applicationsOf = (userId: string) =>
  db().select().from(sellerApplications).where(eq(sellerApplications.userId, userId));
const notificationsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt));
async function emailsTo(email: string) {
  await ctx.testApp.jobs.settled();
  return db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
}

describe('applying to sell', () => {
  it('files a pending application with normalised details, and tells the applicant in app and by e-mail', async () => {
    const viewer = await applicant();
    const application = await submit(viewer);
    expect(application).toMatchObject({
      status: 'pending',
      reason: null,
      companyId: '73282932000074',
      vatNumber: 'FR40303265045',
      phone: '+33612345678',
      iban: 'FR76 •••• 0189',
      portfolioUrls: ['https://github.com/atelier-neuronal', 'https://atelier-neuronal.example'],
      categories: ['agents-ia'],
    });
    const [row] = await applicationsOf(viewer.userId);
    expect(row).toMatchObject({ status: 'pending', iban: 'FR7630006000011234567890189' });
    expect(row!.selfCertifiedAt).toBeInstanceOf(Date);
    expect(await getSellerApplication(deps(), viewer)).toMatchObject({ id: application.id, status: 'pending' });

    const [notice] = await notificationsOf(viewer.userId);
    expect(notice).toMatchObject({
      title: 'Candidature vendeur reçue',
      type: 'info',
      metadata: { redirect_url: '/sell' },
    });
    const [mail] = await emailsTo(viewer.email);
    expect(mail).toMatchObject({ template: 'notification' });
    expect(mail!.text).toContain('Nous avons bien reçu votre candidature');
  });

  it('refuses a second application while one is pending (409) and keeps only the first', async () => {
    const viewer = await applicant();
    await submit(viewer);
    await expect(submit(viewer, { legalName: 'Autre nom' })).rejects.toMatchObject({
      code: 'application_pending',
      status: 409,
    });
    expect(await applicationsOf(viewer.userId)).toHaveLength(1);
  });

  it('refuses sellers (409), unverified addresses (403), unknown categories (400) and visitors (401)', async () => {
    const expert = await applicant({ roles: ['expert'] });
    await expect(submit(expert)).rejects.toMatchObject({ code: 'already_seller', status: 409 });
    const unverified = await applicant({ emailVerified: false });
    await expect(submit(unverified)).rejects.toMatchObject({ code: 'email_not_verified', status: 403 });
    const member = await applicant();
    await expect(submit(member, { categories: ['inconnue'] })).rejects.toMatchObject({
      code: 'categories_unknown',
      status: 400,
    });
    await expect(submitSellerApplication(deps(), null, form())).rejects.toMatchObject({ status: 401 });
    expect(await applicationsOf(member.userId)).toEqual([]);
  });

  it('limits valid applications to 5 a day per user', async () => {
    const viewer = await applicant();
    for (let i = 0; i < 5; i++) {
      const application = await submit(viewer);
      await db()
        .update(sellerApplications)
        .set({ status: 'rejected', reason: 'Essai' })
        .where(eq(sellerApplications.id, application.id));
    }
    await expect(submit(viewer)).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
  });
});

describe('deciding on an application', () => {
  it('approves: role expert, seller profile with payout details, audit, notification and e-mail; twice is a no-op', async () => {
    const viewer = await applicant();
    const application = await submit(viewer);
    expect(await approveSellerApplication(deps(), admin, { applicationId: application.id })).toEqual({ changed: true });

    const [row] = await applicationsOf(viewer.userId);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.userId });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const roles = await db().select().from(userRoles).where(eq(userRoles.userId, viewer.userId));
    expect(roles).toEqual([expect.objectContaining({ role: 'expert', grantedBy: admin.userId })]);
    const [profile] = await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, viewer.userId));
    expect(profile).toMatchObject({
      publicName: 'Atelier Neuronal SARL',
      payoutName: 'Atelier Neuronal SARL',
      payoutIban: 'FR7630006000011234567890189',
      contactEmail: 'contact@atelier-neuronal.example',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'seller_application'), eq(auditLog.targetId, application.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'seller_application.approve', actorId: admin.userId })]);
    const [notice] = await notificationsOf(viewer.userId);
    expect(notice).toMatchObject({
      title: 'Candidature vendeur acceptée',
      type: 'success',
      metadata: { redirect_url: '/dashboard/seller-profile' },
    });
    const [mail] = await emailsTo(viewer.email);
    expect(mail!.subject).toContain('Candidature vendeur acceptée');
    expect(mail!.html).toContain('/dashboard/seller-profile');

    expect(await approveSellerApplication(deps(), admin, { applicationId: application.id })).toEqual({
      changed: false,
    });
    expect(await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, viewer.userId))).toHaveLength(1);
    expect(await notificationsOf(viewer.userId)).toHaveLength(2);
  });

  it('uses the public name the administrator gives', async () => {
    const viewer = await applicant();
    const application = await submit(viewer);
    await approveSellerApplication(deps(), admin, { applicationId: application.id, publicName: 'Neuronal Studio' });
    const [profile] = await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, viewer.userId));
    expect(profile!.publicName).toBe('Neuronal Studio');
  });

  it('refuses a non-administrator (403) and changes nothing', async () => {
    const viewer = await applicant();
    const application = await submit(viewer);
    const expert = buildViewer({ roles: ['expert'] });
    await expect(approveSellerApplication(deps(), expert, { applicationId: application.id })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    await expect(
      rejectSellerApplication(deps(), viewer, { applicationId: application.id, reason: 'Je me refuse moi-même' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(approveSellerApplication(deps(), null, { applicationId: application.id })).rejects.toMatchObject({
      status: 401,
    });
    const [row] = await applicationsOf(viewer.userId);
    expect(row).toMatchObject({ status: 'pending', reviewedBy: null });
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, viewer.userId))).toEqual([]);
  });

  it('rejects with a statement of reasons, which the applicant reads; they may apply again', async () => {
    const viewer = await applicant();
    const application = await submit(viewer);
    expect(rejectSellerApplicationBody.safeParse({}).error?.issues[0]?.message).toBe('reason_required');
    expect(rejectSellerApplicationBody.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('reason_required');

    await expect(
      rejectSellerApplication(deps(), admin, { applicationId: application.id, reason: '   ' }),
    ).rejects.toMatchObject({ code: 'reason_required', status: 400 });
    expect((await applicationsOf(viewer.userId))[0]).toMatchObject({ status: 'pending', reason: null });

    const reason = 'Le portfolio ne montre aucun produit IA déployé.';
    expect(await rejectSellerApplication(deps(), admin, { applicationId: application.id, reason })).toEqual({
      changed: true,
    });
    expect(await getSellerApplication(deps(), viewer)).toMatchObject({ status: 'rejected', reason });
    const [notice] = await notificationsOf(viewer.userId);
    expect(notice!.message).toContain(reason);
    const [mail] = await emailsTo(viewer.email);
    expect(mail!.text).toContain(reason);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, application.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'seller_application.reject', data: { userId: viewer.userId, reason } }),
    ]);

    // Rejecting again changes nothing; approving a rejected application is refused.
    expect(await rejectSellerApplication(deps(), admin, { applicationId: application.id, reason })).toEqual({
      changed: false,
    });
    await expect(approveSellerApplication(deps(), admin, { applicationId: application.id })).rejects.toMatchObject({
      code: 'application_already_decided',
      status: 409,
    });

    const again = await submit(viewer);
    expect(again.status).toBe('pending');
    expect(await getSellerApplication(deps(), viewer)).toMatchObject({ id: again.id, status: 'pending' });
  });

  it('answers 404 for an unknown application', async () => {
    await expect(
      approveSellerApplication(deps(), admin, { applicationId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'application_not_found', status: 404 });
  });
});

describe('GET|POST /api/v1/me/seller-application', () => {
  const password = 'Vendre-des-agents-IA-1';

  async function signedIn() {
    const u = await createUser(db(), { password });
    const cookie = await ctx.signInCookies(u.email, password);
    return { user: u, cookie };
  }
  const call = (method: string, cookie: string, body?: unknown) =>
    ctx.callJson(method, '/api/v1/me/seller-application', cookie, body);
  const apiBody = (input: Record<string, unknown> = {}) => ({
    ...sellerApplicationForm(categorySlug),
    portfolioUrls: ['https://github.com/atelier-neuronal'],
    categories: [categorySlug],
    selfCertified: true,
    ...input,
  });

  it('answers 401 to a visitor and 404 before any application', async () => {
    expect((await call('GET', '')).status).toBe(401);
    expect((await call('POST', '', apiBody())).status).toBe(401);
    const { cookie } = await signedIn();
    const res = await call('GET', cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'application_not_found' } });
  });

  it('files an application (201), then shows it; a second is a 409', async () => {
    const { cookie } = await signedIn();
    const created = await call('POST', cookie, apiBody());
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await created.json()) as { data: { id: string; status: string; iban: string } };
    expect(data).toMatchObject({ status: 'pending', iban: 'FR76 •••• 0189' });
    const got = await call('GET', cookie);
    expect(await got.json()).toMatchObject({ data: { id: data.id, status: 'pending' } });
    const again = await call('POST', cookie, apiBody());
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'application_pending' } });
  });

  it('answers field errors (400) for a bad IBAN, SIRET or unknown key, and stores nothing', async () => {
    const { user, cookie } = await signedIn();
    const bad = await call(
      'POST',
      cookie,
      apiBody({ iban: 'FR7630006000011234567890188', companyId: '73282932000075' }),
    );
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { details: { path: string; message: string }[] } };
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'iban', message: 'iban_invalid' },
        { path: 'companyId', message: 'siret_invalid' },
      ]),
    );
    expect((await call('POST', cookie, apiBody({ isAdmin: true }))).status).toBe(400);
    expect(await applicationsOf(user.id)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the application and seller profile endpoints, bodies from the shared schemas', async () => {
    const doc = await (await ctx.app.request('/api/v1/openapi.json')).json();
    const post = doc.paths['/me/seller-application'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['legalName', 'companyId', 'vatNumber', 'iban', 'portfolioUrls', 'selfCertified']),
    );
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409']));
    expect(doc.paths['/me/seller-application'].get.responses['404']).toBeDefined();
    expect(Object.keys(doc.paths['/seller/profile'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(doc.paths['/seller/profile/payout'].put.responses['403']).toBeDefined();
    expect(doc.components.schemas.SellerApplication.properties.status.enum).toEqual([
      'pending',
      'approved',
      'rejected',
    ]);
  });
});
