import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as rootLoader } from '../../app/root.tsx';
import { action as stopAction } from '../../app/routes/admin/stop-impersonation.tsx';
import { action as usersAction } from '../../app/routes/admin/users.tsx';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import {
  auditLog,
  emailOutbox,
  notifications,
  partners,
  products,
  session,
  twoFactor,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Une-console-bien-tenue-8';
let adminCookie = '';
let adminId = '';
let n = 0;

async function signedIn(roles: ('admin' | 'expert')[] = []) {
  n += 1;
  const email = `admin-users-${n}@test.deploia.example`;
  const created = await createUser(db(), { email, password, roles, name: `Personne ${n}` });
  return { user: created, email, cookie: await ctx.signInCookies(email, password) };
}

beforeAll(async () => {
  const admin = await signedIn(['admin']);
  adminCookie = admin.cookie;
  adminId = admin.user.id;
});

const call = (method: string, path: string, body?: unknown, cookie = adminCookie) =>
  ctx.callJson(method, `/api/v1/admin${path}`, cookie, body);
const json = async (res: Response) => (await res.json()) as { data: never; error?: { code: string } };
const rolesOf = async (id: string) =>
  (await db().select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role).sort();
const auditOf = (targetId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));

describe('GET /api/v1/admin/users', () => {
  it('searches by any part of the name or e-mail, filters by role or ban, newest first', async () => {
    const a = await createUser(db(), { name: 'Zoé Quintal', email: 'zoe.quintal@test.deploia.example' });
    const b = await createUser(db(), { name: 'Marc 100%_Pur', email: 'marc@quintal-studio.test', roles: ['expert'] });
    await db().update(user).set({ banned: true }).where(eq(user.id, a.id));
    const found = await json(await call('GET', '/users?q=QUINTAL'));
    const ids = (found.data as { id: string }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id) === -1 ? 99 : ids.length);
    const experts = await json(await call('GET', '/users?q=quintal&role=expert'));
    expect((experts.data as { id: string; roles: string[] }[]).map((u) => u.id)).toEqual([b.id]);
    const banned = await json(await call('GET', '/users?q=quintal&role=banned'));
    expect((banned.data as { id: string; banned: boolean }[]).map((u) => u.id)).toEqual([a.id]);
    // The pattern characters are matched as themselves.
    const literal = await json(await call('GET', `/users?q=${encodeURIComponent('100%_')}`));
    expect((literal.data as { id: string }[]).map((u) => u.id)).toEqual([b.id]);
    const percent = await json(await call('GET', `/users?q=${encodeURIComponent('%')}`));
    expect((percent.data as { id: string }[]).map((u) => u.id)).toEqual([b.id]);
    expect((await call('GET', '/users?role=nobody')).status).toBe(400);
  });

  it('labels a user without a name by their e-mail address, in the list and the detail', async () => {
    const nameless = await createUser(db(), { name: ' ', email: 'sans-nom@test.deploia.example' });
    const found = await json(await call('GET', '/users?q=sans-nom'));
    expect((found.data as { id: string; name: string }[]).map((u) => [u.id, u.name])).toEqual([
      [nameless.id, 'sans-nom@test.deploia.example'],
    ]);
    const detail = await json(await call('GET', `/users/${nameless.id}`));
    expect((detail.data as { user: { name: string } }).user.name).toBe('sans-nom@test.deploia.example');
  });

  it('answers one user with roles, orders, products, reports and sessions; 404 for an unknown one', async () => {
    const target = await signedIn(['expert']);
    const res = await call('GET', `/users/${target.user.id}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { user: { email: string }; roles: { role: string }[]; sessions: unknown[] };
    };
    expect(data.user.email).toBe(target.email);
    expect(data.roles.map((r) => r.role)).toEqual(['expert']);
    expect(data.sessions).toHaveLength(1);
    expect((await call('GET', '/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/users/nope')).status).toBe(400);
  });
});

describe('roles', () => {
  it('grants and revokes certified_expert: the seller page shows the badge, then no longer', async () => {
    const seller = await createSeller(db());
    const granted = await call('POST', `/users/${seller.userId}/roles`, {
      role: 'certified_expert',
      reason: 'Qualité',
    });
    expect(granted.status).toBe(200);
    expect((await json(granted)).data).toEqual({ changed: true });
    expect((await getSellerPage({ db: db() }, seller.id, 1)).certified).toBe(true);
    expect(await rolesOf(seller.userId)).toEqual(['certified_expert', 'expert']);
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(notice?.title).toContain('Expert certifié');
    expect(await auditOf(seller.userId, 'user.role_grant')).toHaveLength(1);
    const revoked = await call('DELETE', `/users/${seller.userId}/roles/certified_expert`);
    expect(revoked.status).toBe(200);
    expect((await getSellerPage({ db: db() }, seller.id, 1)).certified).toBe(false);
    expect(await rolesOf(seller.userId)).toEqual(['expert']);
  });

  it('granting partner creates the partner row the partner dashboard reads', async () => {
    const member = await createUser(db());
    expect((await call('POST', `/users/${member.id}/roles`, { role: 'partner' })).status).toBe(200);
    const [row] = await db().select().from(partners).where(eq(partners.userId, member.id));
    expect(row?.code).toMatch(/^[0-9A-Z]{8}$/);
    expect((await json(await call('POST', `/users/${member.id}/roles`, { role: 'partner' }))).data).toEqual({
      changed: false,
    });
  });

  it('refuses to revoke the last administrator’s role (409, translated), and one of two concurrent revocations', async () => {
    // Only administrators of this test count: the others lose the role first.
    const other = await signedIn(['admin']);
    const [first, second] = await Promise.all([
      call('DELETE', `/users/${other.user.id}/roles/admin`, undefined, adminCookie),
      call('DELETE', `/users/${adminId}/roles/admin`, undefined, other.cookie),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(403);
    const remaining = await db().select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(remaining.length).toBeGreaterThanOrEqual(1);
    // Whoever stayed an administrator cannot remove themselves now.
    const stayed = [adminId, other.user.id].find((id) => remaining.some((r) => r.userId === id));
    expect(stayed).toBeDefined();
    if (remaining.length === 1) {
      const cookie = stayed === adminId ? adminCookie : other.cookie;
      const last = await call('DELETE', `/users/${stayed}/roles/admin`, undefined, cookie);
      expect(last.status).toBe(409);
      expect((await json(last)).error?.code).toBe('last_admin');
    }
    // Put the suite's administrator back for the following tests.
    await db().insert(userRoles).values({ userId: adminId, role: 'admin' }).onConflictDoNothing();
  });
});

describe('ban and unban', () => {
  it('ends every session at once, hides the published products, e-mails the reason; unban restores only those', async () => {
    const seller = await signedIn(['expert']);
    const profile = await createSeller(db(), { userId: seller.user.id });
    const published = await createProduct(db(), { sellerId: profile.id, status: 'published' });
    const moderated = await createProduct(db(), {
      sellerId: profile.id,
      status: 'suspended',
      suspensionCause: 'moderation',
      suspensionReason: 'Contenu trompeur',
    });
    expect((await ctx.callJson('GET', '/api/v1/me', seller.cookie)).status).toBe(200);
    const reason = 'Ventes de produits contrefaits';
    expect((await call('POST', `/users/${seller.user.id}/ban`, {})).status).toBe(400);
    const banned = await call('POST', `/users/${seller.user.id}/ban`, { reason });
    expect(banned.status).toBe(200);
    expect((await json(banned)).data).toMatchObject({ changed: true, productsSuspended: 1 });
    expect(await db().select().from(session).where(eq(session.userId, seller.user.id))).toEqual([]);
    expect((await ctx.callJson('GET', '/api/v1/me', seller.cookie)).status).toBe(401);
    expect((await ctx.app.request(`/api/v1/products/${published.slug}`)).status).toBe(404);
    const page = await getSellerPage({ db: db() }, profile.id, 1);
    expect(page.products.items).toEqual([]);
    const [row] = await db().select().from(products).where(eq(products.id, published.id));
    expect(row).toMatchObject({ status: 'suspended', suspensionCause: 'seller_banned', suspensionReason: reason });
    await ctx.testApp.jobs.settled();
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, seller.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mails.some((m) => JSON.stringify(m).includes(reason))).toBe(true);
    const [audit] = await auditOf(seller.user.id, 'user.ban');
    expect(audit?.data).toMatchObject({ reason, before: { banned: false }, after: { banned: true } });

    const unbanned = await call('POST', `/users/${seller.user.id}/unban`, { reason: 'Recours accepté' });
    expect((await json(unbanned)).data).toMatchObject({ changed: true, productsRestored: 1 });
    const after = await db().select().from(products).where(eq(products.sellerId, profile.id));
    expect(after.find((p) => p.id === published.id)).toMatchObject({ status: 'published', suspensionCause: null });
    expect(after.find((p) => p.id === moderated.id)).toMatchObject({
      status: 'suspended',
      suspensionCause: 'moderation',
    });

    // Back after the unban, the user finds both decisions in their notifications, the reasons included.
    const back = await ctx.signInCookies(seller.email, password);
    const listed = (await (await ctx.callJson('GET', '/api/v1/me/notifications', back)).json()) as {
      data: { title: string; message: string; type: string }[];
    };
    expect(listed.data.map((n) => [n.title, n.type])).toEqual([
      ['Votre compte est rétabli', 'success'],
      ['Votre compte a été suspendu', 'error'],
    ]);
    expect(listed.data[1]?.message).toContain(reason);
    expect(listed.data[0]?.message).toContain('Recours accepté');
  });

  it('refuses to ban oneself or another administrator (409)', async () => {
    const self = await call('POST', `/users/${adminId}/ban`, { reason: 'Essai' });
    expect(self.status).toBe(409);
    expect((await json(self)).error?.code).toBe('cannot_ban_self');
    const other = await createUser(db(), { roles: ['admin'] });
    const res = await call('POST', `/users/${other.id}/ban`, { reason: 'Essai' });
    expect((await json(res)).error?.code).toBe('cannot_ban_admin');
    const [row] = await db().select().from(user).where(eq(user.id, other.id));
    expect(row?.banned).toBe(false);
  });

  it('revokes one session or all of them', async () => {
    const member = await signedIn();
    await ctx.signInCookies(member.email, password);
    const sessions = await db().select().from(session).where(eq(session.userId, member.user.id));
    expect(sessions.length).toBe(2);
    const one = await call('POST', `/users/${member.user.id}/sessions/revoke`, { sessionId: sessions[0]!.id });
    expect((await json(one)).data).toEqual({ revoked: 1 });
    const all = await call('POST', `/users/${member.user.id}/sessions/revoke`, {});
    expect((await json(all)).data).toEqual({ revoked: 1 });
    const gone = await call('POST', `/users/${member.user.id}/sessions/revoke`, { sessionId: sessions[0]!.id });
    expect(gone.status).toBe(404);
  });
});

describe('recovery after losing every factor (ASVS 5.0 V6.4.4)', () => {
  it('turns a user’s second factor off with the check made as reason: factors deleted, sessions ended, e-mailed, audited', async () => {
    const member = await signedIn();
    await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, member.user.id));
    await db().insert(twoFactor).values({ userId: member.user.id, secret: 'chiffré', backupCodes: '[]' });
    const reason = 'Demande écrite depuis l’adresse vérifiée le 20/11, délai de 72 h écoulé';

    expect((await call('POST', `/users/${member.user.id}/two-factor/reset`, {})).status).toBe(400);
    expect((await call('POST', `/users/${adminId}/two-factor/reset`, { reason })).status).toBe(409);
    const done = await call('POST', `/users/${member.user.id}/two-factor/reset`, { reason });
    expect(done.status).toBe(200);
    expect((await json(done)).data).toEqual({ sessionsRevoked: 1 });
    const [row] = await db().select().from(user).where(eq(user.id, member.user.id));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(await db().select().from(twoFactor).where(eq(twoFactor.userId, member.user.id))).toEqual([]);
    expect((await ctx.callJson('GET', '/api/v1/me', member.cookie)).status).toBe(401);
    const [audit] = await auditOf(member.user.id, 'user.two_factor_reset');
    expect(audit?.data).toMatchObject({
      reason,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    await ctx.testApp.jobs.settled();
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, member.email));
    expect(mails.some((m) => JSON.stringify(m).includes('Double authentification désactivée'))).toBe(true);
    // The password alone signs in now, and two-factor can be set up again.
    expect((await ctx.postJson('/api/auth/sign-in/email', { email: member.email, password })).status).toBe(200);

    const again = await call('POST', `/users/${member.user.id}/two-factor/reset`, { reason });
    expect(again.status).toBe(409);
    expect((await json(again)).error?.code).toBe('two_factor_off');
  });
});

describe('impersonation', () => {
  it('acts as the user with a banner, is logged, cannot reach /admin, and stopping restores the admin', async () => {
    const target = await signedIn();
    const started = await call('POST', `/users/${target.user.id}/impersonate`, { reason: 'Ticket 42' });
    expect(started.status).toBe(201);
    const set = started.headers.getSetCookie().map((c) => c.split(';')[0]);
    const cookie = [...set].join('; ');
    const me = await ctx.callJson('GET', '/api/v1/me', cookie);
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(target.user.id);
    const [row] = await db()
      .select()
      .from(session)
      .where(eq(session.userId, target.user.id))
      .orderBy(desc(session.createdAt));
    expect(row?.impersonatedBy).toBe(adminId);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600 * 1000 + 5000);
    expect((await ctx.callJson('GET', '/api/v1/admin/users', cookie)).status).toBe(403);
    expect(await auditOf(target.user.id, 'user.impersonate_start')).toHaveLength(1);

    // The test app renders no pages: the route's action is called as React Router calls it.
    const headers = new Headers({ cookie });
    const { context, viewer } = await pageContext(ctx.testApp, headers);
    expect(viewer?.impersonatedBy).toBe(adminId);
    const rootData = await rootLoader({ context } as never);
    expect(rootData.impersonating).toEqual({ name: target.user.name });
    const request = new Request('http://localhost:3000/impersonation/stop', { method: 'POST', headers });
    let stop: Response;
    try {
      stop = (await stopAction({ request, context, params: {} } as never)) as Response;
    } catch (thrown) {
      stop = thrown as Response;
    }
    expect(stop.status).toBe(302);
    const restored = stop.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => c?.includes('session_token'))
      .join('; ');
    const back = await ctx.callJson('GET', '/api/v1/me', restored);
    expect(JSON.stringify(await back.json())).toContain(adminId);
    expect(await auditOf(target.user.id, 'user.impersonate_stop')).toHaveLength(1);
    expect(await db().select().from(session).where(eq(session.id, row!.id))).toEqual([]);
  });

  it('refuses to impersonate an administrator', async () => {
    const other = await createUser(db(), { roles: ['admin'] });
    const res = await call('POST', `/users/${other.id}/impersonate`, {});
    expect(res.status).toBe(409);
  });
});

describe('authorisation', () => {
  it('answers 403 to a non-administrator and 401 to a visitor on every endpoint, and changes nothing', async () => {
    const expert = await signedIn(['expert']);
    const victim = await createUser(db());
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', `/users/${victim.id}`],
      ['POST', `/users/${victim.id}/roles`, { role: 'admin' }],
      ['DELETE', `/users/${victim.id}/roles/expert`],
      ['POST', `/users/${victim.id}/ban`, { reason: 'Essai refusé' }],
      ['POST', `/users/${victim.id}/unban`, { reason: 'Essai refusé' }],
      ['POST', `/users/${victim.id}/sessions/revoke`, {}],
      ['POST', `/users/${victim.id}/impersonate`, {}],
      ['POST', '/sessions/revoke-every', { reason: 'Essai refusé' }],
      ['POST', `/users/${victim.id}/two-factor/reset`, { reason: 'Essai refusé' }],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await call(method, path, body, expert.cookie)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, body, '')).status, `${method} ${path}`).toBe(401);
    }
    expect(await rolesOf(victim.id)).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'sessions.revoke_every'))).toEqual([]);
  });
});

// Last: it signs everyone out but the administrator acting.
describe('signing every user out (ASVS 5.0 V7.4.5)', () => {
  it('ends every session but the acting administrator’s, with a reason, in the audit log; over the API and the page', async () => {
    const member = await signedIn();
    const expert = await signedIn(['expert']);
    const noReason = await call('POST', '/sessions/revoke-every', {});
    expect(noReason.status).toBe(400);
    expect((await db().select().from(session).where(eq(session.userId, member.user.id))).length).toBe(1);

    const done = await call('POST', '/sessions/revoke-every', { reason: 'Secret compromis' });
    expect(done.status).toBe(200);
    const { revoked } = (await json(done)).data as { revoked: number };
    expect(revoked).toBeGreaterThanOrEqual(2);
    const left = await db().select().from(session);
    expect(left.map((s) => s.userId)).toEqual([adminId]);
    for (const cookie of [member.cookie, expert.cookie]) {
      expect((await ctx.callJson('GET', '/api/v1/me', cookie)).status).toBe(401);
    }
    expect((await call('GET', '/users')).status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'sessions.revoke_every'));
    expect(entry).toMatchObject({ actorId: adminId, data: { reason: 'Secret compromis', revoked } });

    // The page's form: a reason is required there too, then everyone but the administrator is signed out again.
    const again = await signedIn();
    const headers = new Headers({ cookie: adminCookie });
    const { context } = await pageContext(ctx.testApp, headers);
    const post = (reason: string) =>
      usersAction({
        request: new Request('http://localhost:3000/admin/users', {
          method: 'POST',
          headers,
          body: new URLSearchParams({ reason }),
        }),
        url: new URL('http://localhost:3000/admin/users'),
        context,
        params: {},
      } as never);
    expect(answerOf(await post('')).status).toBe(400);
    expect(answerOf(await post('Fuite de la base')).data).toEqual({ ok: true, revoked: 1 });
    expect((await ctx.callJson('GET', '/api/v1/me', again.cookie)).status).toBe(401);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'sessions.revoke_every'))).toHaveLength(2);
  });
});
