import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ApplicationPage, {
  action as applicationAction,
  loader as applicationLoader,
} from '../../app/routes/admin/application.tsx';
import ApplicationsPage, { loader as applicationsLoader } from '../../app/routes/admin/applications.tsx';
import { middleware as adminMiddleware } from '../../app/routes/admin/guard.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { sellerApplicationsQuery } from '../../core/admin/applications/list-seller-applications.schema.ts';
import { listSellerApplications } from '../../core/admin/applications/list-seller-applications.ts';
import { buildViewer, createCategory, createSellerApplication, createUser } from '../../db/factories/index.ts';
import {
  auditLog,
  emailOutbox,
  notifications,
  sellerApplications,
  sellerProfiles,
  userRoles,
} from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const hour = 3_600_000;

/** A route's loader or action arguments, for `viewer` (null: a visitor). */
const args = (
  path: string,
  viewer: Viewer | null,
  options: { init?: RequestInit; params?: Record<string, string>; adminRequire2fa?: boolean } = {},
) => routeArgs(ctx.testApp, path, viewer, { adminRequire2fa: false, ...options });

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

/** The response a loader or action threw (a redirect, or a `data()` error from `guard`). */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error as Response & { data?: { code: string }; init?: ResponseInit };
  }
  throw new Error('expected the route to throw');
}
const statusOf = (answer: { status?: number; init?: ResponseInit }) => answer.status ?? answer.init?.status;

type ListData = Parameters<typeof ApplicationsPage>[0]['loaderData'];
type DetailData = Parameters<typeof ApplicationPage>[0]['loaderData'];

const rawKey = /(?<![\w/@.-])(list|detail|status|roles|errors|meta)\.[a-zA-Z]/;
const locales = ['fr', 'en', 'es', 'de'] as const;

let admin: Viewer;
let customer: Viewer;
let expert: Viewer;
let categorySlug: string;
const base = Date.now();

/** An applicant (a member with a verified e-mail address) and their pending application. */
async function pending(input: Partial<typeof sellerApplications.$inferInsert> = {}, name?: string) {
  const applicant = await createUser(db(), name ? { name } : {});
  const application = await createSellerApplication(db(), { userId: applicant.id, ...input });
  return { applicant, application };
}

beforeAll(async () => {
  const a = await createUser(db(), { roles: ['admin'], name: 'Alice Admin' });
  admin = buildViewer({ userId: a.id, email: a.email, roles: ['admin'] });
  customer = buildViewer({ userId: (await createUser(db())).id });
  expert = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });
  categorySlug = (await createCategory(db(), { slug: 'agents-ia' })).slug;
});

describe('the queue (/admin)', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    // 22 pending applications an hour apart (the first is the oldest), two approved, one rejected.
    for (let i = 0; i < 22; i++) {
      const { application } = await pending(
        { legalName: `Studio ${String(i).padStart(2, '0')}`, createdAt: new Date(base - (100 - i) * hour) },
        `Candidat ${i}`,
      );
      ids.push(application.id);
    }
    const special = await createUser(db(), { name: 'Zoé Quasar', email: 'zoe.quasar@test.deploia.example' });
    await createSellerApplication(db(), {
      userId: special.id,
      legalName: 'Nébuleuse 100% IA',
      email: 'bonjour@nebuleuse.example',
      createdAt: new Date(base - 50 * hour),
    });
    for (const status of ['approved', 'approved', 'rejected'] as const) {
      await pending({ status, reviewedAt: new Date(base - hour), reviewedBy: admin.userId, reason: 'Motif écrit.' });
    }
  });

  const list = (query: Record<string, string> = {}) =>
    listSellerApplications(deps(), admin, sellerApplicationsQuery.parse(query));

  it('lists pending applications newest first, 20 a page, with the count of each status', async () => {
    const first = await list();
    expect(first.counts).toEqual({ pending: 23, approved: 2, rejected: 1 });
    expect(first.meta).toEqual({ total: 23, page: 1, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.legalName).toBe('Nébuleuse 100% IA');
    expect(first.data[1]!.legalName).toBe('Studio 21');
    const dates = first.data.map((row) => row.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await list({ page: '2' });
    expect(second.data.map((row) => row.legalName)).toEqual(['Studio 02', 'Studio 01', 'Studio 00']);
    expect(second.data.every((row) => row.status === 'pending')).toBe(true);
  });

  it('filters by status and searches the legal name, the applicant’s name and both e-mail addresses', async () => {
    const approved = await list({ status: 'approved' });
    expect(approved.data).toHaveLength(2);
    expect(approved.data.every((row) => row.status === 'approved')).toBe(true);
    for (const q of ['nébuleuse', 'ZOÉ QUASAR', 'zoe.quasar@test', 'bonjour@nebuleuse']) {
      const found = await list({ q });
      expect(
        found.data.map((row) => row.legalName),
        q,
      ).toEqual(['Nébuleuse 100% IA']);
      expect(found.counts, q).toEqual({ pending: 1, approved: 0, rejected: 0 });
    }
    // Wildcards are searched for literally: `%` matches only the legal name that contains one.
    expect((await list({ q: '%' })).data.map((row) => row.legalName)).toEqual(['Nébuleuse 100% IA']);
    expect((await list({ q: '_' })).data).toEqual([]);
    expect((await list({ q: 'Candidat 7' })).data.map((row) => row.legalName)).toEqual(['Studio 07']);
  });

  it('refuses anyone but an administrator in the use case', async () => {
    await expect(listSellerApplications(deps(), customer, sellerApplicationsQuery.parse({}))).rejects.toMatchObject({
      status: 403,
    });
    await expect(listSellerApplications(deps(), null, sellerApplicationsQuery.parse({}))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('renders the queue with its filters, search form and pages, in four languages', async () => {
    const { data } = answerOf<ListData>(await applicationsLoader(await args('/admin?decided=approved', admin)));
    expect(data.rows).toHaveLength(20);
    expect(data.pages).toBe(2);
    expect(data.decided).toBe('approved');
    for (const locale of locales) {
      expect(renderPage('/admin', ApplicationsPage, { loaderData: data }, locale), locale).not.toMatch(rawKey);
    }
    const html = renderPage('/admin', ApplicationsPage, { loaderData: data });
    expect(html).toContain('En attente (23)');
    expect(html).toContain('Acceptées (2)');
    expect(html).toContain('Refusées (1)');
    expect(html).toContain('Candidature acceptée');
    expect(html).toContain(`href="/admin/applications/${ids[21]}"`);
    expect(html).toContain('href="/admin?page=2"');
    expect(html).toMatch(/<form role="search"[^>]*action="\/admin" method="get"/);
    expect(html).toContain('<th scope="col"');
    expect(renderPage('/admin', ApplicationsPage, { loaderData: data }, 'de')).toContain('Offen (23)');
  });

  it('keeps the search in the filters and the pages, and sends malformed or too deep queries back to /admin', async () => {
    const { data } = answerOf<ListData>(
      await applicationsLoader(await args('/admin?status=rejected&q=zzz-nobody', admin)),
    );
    expect(data.rows).toEqual([]);
    const html = renderPage('/admin', ApplicationsPage, { loaderData: data });
    expect(html).toContain('Aucune candidature ne correspond à « zzz-nobody »');
    expect(html).toContain('href="/admin?q=zzz-nobody"');
    for (const path of ['/admin?status=archived', '/admin?page=0', '/admin?page=abc']) {
      const res = await thrown(async () => applicationsLoader(await args(path, admin)));
      expect(statusOf(res), path).toBe(302);
      expect(res.headers.get('Location'), path).toBe('/admin');
    }
    const deep = await thrown(async () => applicationsLoader(await args('/admin?status=approved&page=9', admin)));
    expect(deep.headers.get('Location')).toBe('/admin?status=approved');
  });
});

describe('an application (/admin/applications/:applicationId)', () => {
  const detail = async (id: string, viewer: Viewer = admin) =>
    answerOf<DetailData>(
      await applicationLoader(await args(`/admin/applications/${id}`, viewer, { params: { applicationId: id } })),
    ).data;
  const decide = async (id: string, fields: Record<string, string>, viewer: Viewer | null = admin, twoFa = false) =>
    applicationAction(
      await args(`/admin/applications/${id}`, viewer, {
        init: post(fields),
        params: { applicationId: id },
        adminRequire2fa: twoFa,
      }),
    );
  const rowOf = async (id: string) =>
    (await db().select().from(sellerApplications).where(eq(sellerApplications.id, id)))[0]!;
  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt));
  async function emailsTo(email: string) {
    await ctx.testApp.jobs.settled();
    return db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
  }

  it('shows every trader detail, the applicant’s account and earlier applications, and the two forms', async () => {
    const applicant = await createUser(db(), { name: 'Noé Builder', emailVerified: false });
    await createSellerApplication(db(), {
      userId: applicant.id,
      status: 'rejected',
      reason: 'Portfolio vide lors de la première candidature.',
      createdAt: new Date(base - 30 * 24 * hour),
    });
    const application = await createSellerApplication(db(), {
      userId: applicant.id,
      portfolioUrls: ['https://github.com/noe-builder'],
      categories: [categorySlug],
      presentation: 'Agents IA pour les PME, déployés chez quarante clients.',
      selfCertifiedAt: new Date('2026-03-04T10:00:00Z'),
    });
    const data = await detail(application.id);
    expect(data.application).toMatchObject({
      legalName: 'Atelier Neuronal SARL',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      companyId: '73282932000074',
      countryName: 'France',
      applicant: { id: applicant.id, name: 'Noé Builder', emailVerified: false, roles: [] },
    });
    expect(data.application.otherApplications).toHaveLength(1);
    for (const locale of locales) {
      expect(renderPage('/admin/applications/x', ApplicationPage, { loaderData: data }, locale), locale).not.toMatch(
        rawKey,
      );
    }
    const html = renderPage('/admin/applications/x', ApplicationPage, { loaderData: data });
    for (const text of [
      'Atelier Neuronal SARL',
      '12 rue des Automates',
      '69002',
      'Lyon',
      '+33612345678',
      'contact@atelier-neuronal.example',
      '73282932000074',
      'FR40303265045',
      'FR76 3000 6000 0112 3456 7890 189',
      'https://github.com/noe-builder',
      'Catégorie', // the category's label, not its slug
      'Agents IA pour les PME, déployés chez quarante clients.',
      'Certifiée le 4 mars 2026',
      applicant.email,
      'E-mail vérifié',
      'Portfolio vide lors de la première candidature.',
      'Refusée, envoyée le',
      'Accepter la candidature',
      'Refuser la candidature',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('>agents-ia<');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="intent" value="approve"');
    expect(html).toContain('name="intent" value="reject"');
    expect(html).toContain('for="reject-reason"');
  });

  it('approves with a message: expert role, seller profile, notification and e-mail carrying it, audit; again is a no-op', async () => {
    const { applicant, application } = await pending({}, 'Camille Vendeuse');
    const message = 'Bienvenue ! Pensez à renseigner votre démo en ligne.';
    const res = (await decide(application.id, {
      intent: 'approve',
      reason: message,
      publicName: 'Camille Studio',
    })) as never as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin?decided=approved');
    expect(await rowOf(application.id)).toMatchObject({
      status: 'approved',
      reason: message,
      reviewedBy: admin.userId,
    });
    const roles = await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id));
    expect(roles.map((r) => r.role)).toEqual(['expert']);
    const [profile] = await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, applicant.id));
    expect(profile?.publicName).toBe('Camille Studio');
    const [notice] = await notificationsOf(applicant.id);
    expect(notice).toMatchObject({ title: 'Candidature vendeur acceptée', type: 'success' });
    expect(notice!.message).toContain(message);
    const mails = await emailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(message);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, application.id), eq(auditLog.action, 'seller_application.approve')));
    expect(audits).toHaveLength(1);

    // The same decision again changes nothing; the opposite one is refused with the translated 409.
    const again = (await decide(application.id, { intent: 'approve', reason: '' })) as never as Response;
    expect(again.headers.get('Location')).toBe('/admin?decided=unchanged');
    expect(await notificationsOf(applicant.id)).toHaveLength(1);
    const opposite = answerOf<{ error: string }>(
      await decide(application.id, { intent: 'reject', reason: 'Finalement le portfolio ne suffit pas.' }),
    );
    expect(opposite.status).toBe(409);
    expect(opposite.data.error).toBe('application_already_decided');
    expect((await rowOf(application.id)).status).toBe('approved');

    // The decided application shows its decision, who took it, when, and the message; no more forms.
    const data = await detail(application.id);
    for (const locale of locales) {
      const html = renderPage(
        '/admin/applications/x',
        ApplicationPage,
        { loaderData: data, actionData: opposite.data },
        locale,
      );
      expect(html, locale).not.toMatch(rawKey);
    }
    const html = renderPage('/admin/applications/x', ApplicationPage, { loaderData: data, actionData: opposite.data });
    expect(html).toContain('Une décision contraire a déjà été prise sur cette candidature');
    expect(html).toMatch(/Acceptée le .* par Alice Admin/);
    expect(html).toContain(message);
    expect(html).not.toContain('Accepter la candidature');
    expect(
      renderPage('/admin/applications/x', ApplicationPage, { loaderData: data, actionData: opposite.data }, 'en'),
    ).toContain('The opposite decision was already taken');
  });

  it('approves without a message with the plain notification', async () => {
    const { applicant, application } = await pending();
    await decide(application.id, { intent: 'approve', reason: '  ', publicName: '' });
    expect((await rowOf(application.id)).reason).toBeNull();
    const [notice] = await notificationsOf(applicant.id);
    expect(notice!.message).toBe(
      'Bienvenue parmi les vendeurs Déploia ! Complétez votre profil public puis créez votre premier produit.',
    );
  });

  it('rejects only with reasons of 10 to 2 000 characters (translated 400, nothing changes), then tells the applicant', async () => {
    const { applicant, application } = await pending();
    for (const [reason, code] of [
      ['', 'reason_required'],
      ['Trop bref', 'reason_too_short'],
      ['x'.repeat(2001), 'reason_too_long'],
    ] as const) {
      const answer = answerOf<{ fieldErrors: Record<string, string> }>(
        await decide(application.id, { intent: 'reject', reason }),
      );
      expect(answer.status, code).toBe(400);
      expect(answer.data.fieldErrors.reason, code).toBe(code);
    }
    expect(await rowOf(application.id)).toMatchObject({ status: 'pending', reason: null });
    expect(await notificationsOf(applicant.id)).toEqual([]);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id))).toEqual([]);

    const failed = answerOf(await decide(application.id, { intent: 'reject', reason: 'Trop bref' })).data;
    const data = await detail(application.id);
    const html = renderPage('/admin/applications/x', ApplicationPage, { loaderData: data, actionData: failed });
    expect(html).toContain('Le motif doit compter au moins 10 caractères.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Trop bref</textarea>');
    expect(
      renderPage('/admin/applications/x', ApplicationPage, { loaderData: data, actionData: failed }, 'es'),
    ).toContain('El motivo debe tener al menos 10 caracteres.');
    const badName = answerOf<{ fieldErrors: Record<string, string> }>(
      await decide(application.id, { intent: 'approve', publicName: 'x' }),
    );
    expect(badName.status).toBe(400);
    expect(badName.data.fieldErrors.publicName).toBe('public_name_too_short');
    const unknownIntent = answerOf<{ error: string }>(await decide(application.id, { intent: 'delete' }));
    expect(unknownIntent.status).toBe(400);
    expect((await rowOf(application.id)).status).toBe('pending');

    const reasons = 'Le portfolio ne montre aucun produit IA déployé chez un client.';
    const res = (await decide(application.id, { intent: 'reject', reason: reasons })) as never as Response;
    expect(res.headers.get('Location')).toBe('/admin?decided=rejected');
    expect(await rowOf(application.id)).toMatchObject({ status: 'rejected', reason: reasons });
    const [notice] = await notificationsOf(applicant.id);
    expect(notice).toMatchObject({ title: 'Candidature vendeur refusée', type: 'warning' });
    expect(notice!.message).toContain(reasons);
    const mails = await emailsTo(applicant.email);
    expect(mails[0]!.text).toContain(reasons);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id))).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await thrown(async () =>
        applicationLoader(await args(`/admin/applications/${id}`, admin, { params: { applicationId: id } })),
      );
      expect(statusOf(res), id).toBe(404);
    }
    const posted = await thrown(async () =>
      decide('00000000-0000-4000-8000-000000000000', { intent: 'reject', reason: 'Une raison suffisante.' }),
    );
    expect(statusOf(posted)).toBe(404);
  });

  it('sends non-administrators to /dashboard and visitors to sign in, and changes nothing', async () => {
    const { applicant, application } = await pending();
    for (const viewer of [customer, expert]) {
      for (const run of [
        async () => applicationsLoader(await args('/admin', viewer)),
        async () =>
          applicationLoader(
            await args(`/admin/applications/${application.id}`, viewer, { params: { applicationId: application.id } }),
          ),
        () => decide(application.id, { intent: 'approve' }, viewer),
        async () => adminMiddleware[0]!((await args('/admin', viewer)) as never, (() => {}) as never),
      ]) {
        const res = await thrown(run);
        expect(res.status).toBe(302);
        expect(res.headers.get('Location')).toBe('/dashboard');
      }
    }
    const visitor = await thrown(() => decide(application.id, { intent: 'approve' }, null));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/admin/applications/${application.id}`)}`,
    );
    expect((await rowOf(application.id)).status).toBe('pending');
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, applicant.id))).toEqual([]);
  });

  it('asks an administrator for a second factor where it is required (ADMIN_REQUIRE_2FA=1)', async () => {
    const { application } = await pending();
    const twoFactor = '/profile?twoFactor=required#two-factor';
    const page = await thrown(async () => applicationsLoader(await args('/admin', admin, { adminRequire2fa: true })));
    expect(page.headers.get('Location')).toBe(twoFactor);
    const posted = await thrown(() => decide(application.id, { intent: 'approve' }, admin, true));
    expect(posted.headers.get('Location')).toBe(twoFactor);
    expect((await rowOf(application.id)).status).toBe('pending');
    const verified = { ...admin, aal: 'aal2' as const, twoFactorEnabled: true };
    const res = (await decide(application.id, { intent: 'approve' }, verified, true)) as never as Response;
    expect(res.headers.get('Location')).toBe('/admin?decided=approved');
  });
});
