import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications, sellerProfiles, userRoles } from '../../db/schema/index.ts';
import { createSellerApplication, createUser } from '../factories/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

// The second factor administrators need outside demo mode is tested at the end, on an app that requires it.
const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const strict = ctx.withApp({ ADMIN_REQUIRE_2FA: '1' });
const db = () => ctx.database.db;
const password = 'Une-decision-bien-motivee-1';
const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' };

beforeAll(async () => {
  for (const who of ['admin', 'member'] as const) {
    const email = `${who}-decisions@test.deploia.example`;
    await createUser(db(), { email, password, roles: who === 'admin' ? ['admin'] : [] });
    cookies[who] = ctx.sessionCookie(await ctx.postJson('/api/auth/sign-in/email', { email, password })) ?? '';
  }
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
