import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSellerApplication, createUser } from '../../db/factories/index.ts';
import {
  auditLog,
  emailOutbox,
  notifications,
  sellerApplications,
  sellerProfiles,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

// The second factor administrators need outside demo mode is tested at the end, on an app that requires it.
const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const strict = ctx.withApp({ ADMIN_REQUIRE_2FA: '1' });
const db = () => ctx.database.db;
const password = 'Une-decision-bien-motivee-1';
const cookies: Record<'admin' | 'member' | 'expert' | 'banned', string> = {
  admin: '',
  member: '',
  expert: '',
  banned: '',
};

beforeAll(async () => {
  const roles = { admin: ['admin'], member: [], expert: ['expert'], banned: ['admin'] } as const;
  for (const who of ['admin', 'member', 'expert', 'banned'] as const) {
    const email = `${who}-decisions@test.deploia.example`;
    await createUser(db(), { email, password, roles: [...roles[who]] });
    cookies[who] = ctx.sessionCookie(await ctx.postJson('/api/auth/sign-in/email', { email, password })) ?? '';
  }
  // Banned after signing in: the session they hold no longer counts.
  await db().update(user).set({ banned: true }).where(eq(user.email, 'banned-decisions@test.deploia.example'));
});

const decide = (who: keyof typeof cookies, id: string, verb: 'approve' | 'reject', body: unknown) =>
  ctx.postJson(`/api/v1/admin/seller-applications/${id}/${verb}`, body, { cookie: cookies[who] });

async function pending() {
  const applicant = await createUser(db());
  const application = await createSellerApplication(db(), { userId: applicant.id });
  return { applicant, application };
}

describe('POST /api/v1/admin/seller-applications/:id/approve|reject', () => {
  it('lets an administrator approve: the applicant becomes an expert with a seller profile; twice is a no-op', async () => {
    const { applicant, application } = await pending();
    const first = await decide('admin', application.id, 'approve', {});
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { changed: true } });
    const again = await decide('admin', application.id, 'approve', {});
    expect(await again.json()).toEqual({ data: { changed: false } });
    const roles = await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id));
    expect(roles.map((r) => r.role)).toEqual(['expert']);
    const profiles = await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, applicant.id));
    expect(profiles).toHaveLength(1);
  });

  it('refuses anyone but an administrator, and changes nothing', async () => {
    const { applicant, application } = await pending();
    expect((await decide('member', application.id, 'approve', {})).status).toBe(403);
    const anonymous = await ctx.postJson(`/api/v1/admin/seller-applications/${application.id}/approve`, {});
    expect(anonymous.status).toBe(401);
    const [row] = await db().select().from(sellerApplications).where(eq(sellerApplications.id, application.id));
    expect(row?.status).toBe('pending');
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id))).toEqual([]);
  });

  it('rejects only with a statement of reasons, and not an approved application', async () => {
    const { application } = await pending();
    const bare = await decide('admin', application.id, 'reject', {});
    expect(bare.status).toBe(400);
    const rejected = await decide('admin', application.id, 'reject', {
      reason: 'Le portfolio ne montre aucun produit IA.',
    });
    expect(rejected.status).toBe(200);
    const [row] = await db().select().from(sellerApplications).where(eq(sellerApplications.id, application.id));
    expect(row).toMatchObject({ status: 'rejected', reason: 'Le portfolio ne montre aucun produit IA.' });
    expect((await decide('admin', application.id, 'approve', {})).status).toBe(409);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await decide('admin', '00000000-0000-4000-8000-000000000000', 'approve', {})).status).toBe(404);
    expect((await decide('admin', 'nope', 'approve', {})).status).toBe(400);
  });

  it('asks an administrator without a second factor for one where it is required', async () => {
    const { application } = await pending();
    const res = await strict.postJson(
      `/api/v1/admin/seller-applications/${application.id}/approve`,
      {},
      {
        cookie: cookies.admin,
      },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('second_factor_required');
    const [row] = await db().select().from(sellerApplications).where(eq(sellerApplications.id, application.id));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /api/v1/admin/seller-applications[/:id]', () => {
  const get = (path: string, who?: keyof typeof cookies) =>
    ctx.app.request(path, { headers: who ? { cookie: cookies[who] } : {} });

  it('lists applications by status with counts, newest first, and finds them by name or e-mail', async () => {
    const applicant = await createUser(db(), { name: 'Ysaline Orbe', email: 'ysaline.orbe@test.deploia.example' });
    const application = await createSellerApplication(db(), {
      userId: applicant.id,
      legalName: 'Orbe Automatisations SAS',
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await get('/api/v1/admin/seller-applications', 'admin');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { id: string; status: string; legalName: string; applicantEmail: string }[];
      meta: { total: number; page: number; per_page: number };
      counts: Record<string, number>;
    };
    expect(body.data[0]).toMatchObject({ id: application.id, status: 'pending', applicantEmail: applicant.email });
    expect(body.data.every((row) => row.status === 'pending')).toBe(true);
    expect(body.meta).toMatchObject({ page: 1, per_page: 20, total: body.counts.pending });
    const all = await db().select({ status: sellerApplications.status }).from(sellerApplications);
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(body.counts[status], status).toBe(all.filter((row) => row.status === status).length);
    }
    for (const q of ['orbe autom', 'YSALINE', 'ysaline.orbe@']) {
      const found = (await (
        await get(`/api/v1/admin/seller-applications?q=${encodeURIComponent(q)}`, 'admin')
      ).json()) as {
        data: { id: string }[];
      };
      expect(
        found.data.map((row) => row.id),
        q,
      ).toEqual([application.id]);
    }
    const rejected = (await (await get('/api/v1/admin/seller-applications?status=rejected', 'admin')).json()) as {
      data: { status: string }[];
    };
    expect(rejected.data.every((row) => row.status === 'rejected')).toBe(true);
    for (const bad of ['status=archived', 'page=0', 'page=x', `q=${'a'.repeat(101)}`]) {
      const answer = await get(`/api/v1/admin/seller-applications?${bad}`, 'admin');
      expect(answer.status, bad).toBe(400);
    }
  });

  it('shows one application with every trader detail, the IBAN in full, and the applicant’s account', async () => {
    const { applicant, application } = await pending();
    const res = await get(`/api/v1/admin/seller-applications/${application.id}`, 'admin');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: application.id,
      status: 'pending',
      legalName: 'Atelier Neuronal SARL',
      addressLine: '12 rue des Automates',
      phone: '+33612345678',
      companyId: '73282932000074',
      vatNumber: 'FR40303265045',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      reviewer: null,
      applicant: { id: applicant.id, email: applicant.email, emailVerified: true, roles: [] },
      otherApplications: [],
    });
    expect(data.selfCertifiedAt).toEqual(expect.any(String));
    expect((await get('/api/v1/admin/seller-applications/00000000-0000-4000-8000-000000000000', 'admin')).status).toBe(
      404,
    );
    expect((await get('/api/v1/admin/seller-applications/nope', 'admin')).status).toBe(400);
  });

  it('answers 401 to visitors and banned users, 403 (logged in the audit log) to customers and experts', async () => {
    const { application } = await pending();
    for (const path of ['/api/v1/admin/seller-applications', `/api/v1/admin/seller-applications/${application.id}`]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, 'banned')).status, path).toBe(401);
      for (const who of ['member', 'expert'] as const) {
        const res = await get(path, who);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
      }
      const denied = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.access_denied'), eq(auditLog.targetId, `GET ${path}`)));
      expect(denied.length, path).toBe(2);
    }
    const res = await strict.app.request('/api/v1/admin/seller-applications', { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('second_factor_required');
  });

  it('approves with a message that the notification and the e-mail carry', async () => {
    const { applicant, application } = await pending();
    const reason = 'Votre portfolio est solide : bienvenue parmi nous.';
    const res = await decide('admin', application.id, 'approve', { reason });
    expect(res.status).toBe(200);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, applicant.id))
      .orderBy(desc(notifications.createdAt));
    expect(notice!.message).toContain(reason);
    await ctx.testApp.jobs.settled();
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, applicant.email));
    expect(mail!.text).toContain(reason);
    const detail = (await (await get(`/api/v1/admin/seller-applications/${application.id}`, 'admin')).json()) as {
      data: { status: string; reason: string; reviewer: { email: string } };
    };
    expect(detail.data).toMatchObject({
      status: 'approved',
      reason,
      reviewer: { email: 'admin-decisions@test.deploia.example' },
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the queue’s parameters from the shared query schema (answers: api-contract.test.ts)', async () => {
    const doc = await (await ctx.app.request('/api/v1/openapi.json')).json();
    const list = doc.paths['/admin/seller-applications'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['status', 'q', 'page']);
    const status = list.parameters.find((p: { name: string }) => p.name === 'status');
    expect(status.schema.enum).toEqual(['pending', 'approved', 'rejected']);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const detail = doc.paths['/admin/seller-applications/{id}'].get;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });
});
