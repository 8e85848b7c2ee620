import { describe, expect, it } from 'vitest';
import AdminPartnersPage, {
  action as adminPartnersAction,
  loader as adminPartnersLoader,
} from '../../app/routes/admin/partners.tsx';
import { action as paymentsAction } from '../../app/routes/admin/payments.tsx';
import AffiliatesPage, {
  action as affiliatesAction,
  loader as affiliatesLoader,
} from '../../app/routes/dashboard/affiliates.tsx';
import PartnerPage, { action as partnerAction, loader as partnerLoader } from '../../app/routes/dashboard/partner.tsx';
import ApplyPage, { action as applyAction, loader as applyLoader } from '../../app/routes/partners/apply.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;

const args = (path: string, viewer: Viewer | null, form?: Record<string, string>) =>
  routeArgs(ctx.testApp, path, viewer, form ? { init: { method: 'POST', body: new URLSearchParams(form) } } : {});
const caught = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown as Response);

async function seller() {
  const owner = await createUser(db(), { roles: ['expert'] });
  const profile = await createSeller(db(), { userId: owner.id, publicName: 'Atelier Neuronal' });
  const product = await createProduct(db(), { sellerId: profile.id, title: 'Agent SDR' });
  return { viewer: buildViewer({ userId: owner.id, email: owner.email, roles: ['expert'] }), product };
}

describe('/dashboard/affiliates', () => {
  it('sends a customer to /sell; a seller invites, sees field errors in place, and the invitee accepts', async () => {
    const customer = buildViewer({ userId: (await createUser(db())).id });
    const away = (await caught(affiliatesLoader(await args('/dashboard/affiliates', customer)))) as Response;
    expect(away.headers.get('location')).toBe('/sell');

    const { viewer, product } = await seller();
    const bad = answerOf<{ fieldErrors: Record<string, string> }>(
      await affiliatesAction(
        await args('/dashboard/affiliates', viewer, {
          intent: 'invite',
          email: 'x@test.deploia.example',
          defaultPercent: '90',
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.defaultPercent).toBe('rate_invalid');

    const invitee = await createUser(db(), { email: 'invitee@test.deploia.example' });
    const sent = await affiliatesAction(
      await args('/dashboard/affiliates', viewer, {
        intent: 'invite',
        email: invitee.email,
        defaultPercent: '',
        [`rate:${product.id}`]: '15',
      }),
    );
    expect(sent).toMatchObject({ ok: true, intent: 'invite' });
    const data = answerOf<Parameters<typeof AffiliatesPage>[0]['loaderData']>(
      await affiliatesLoader(await args('/dashboard/affiliates', viewer)),
    ).data;
    expect(data.listing?.affiliates).toEqual([expect.objectContaining({ email: invitee.email, status: 'invited' })]);
    const html = renderPage('/dashboard/affiliates', AffiliatesPage, { loaderData: data });
    expect(html).toContain('Inviter un affilié');
    expect(html).toContain('Invitation envoyée');
    expect(html).toContain('value="15"');

    const inviteeViewer = buildViewer({ userId: invitee.id, email: invitee.email });
    const partnerData = answerOf<Parameters<typeof PartnerPage>[0]['loaderData']>(
      await partnerLoader(await args('/dashboard/partner', inviteeViewer)),
    ).data;
    const invitation = partnerData.dashboard.invitations[0]!;
    const partnerHtml = renderPage('/dashboard/partner', PartnerPage, { loaderData: partnerData });
    expect(partnerHtml).toContain('Accepter l’invitation de Atelier Neuronal');
    expect(partnerHtml).toContain('Virements');
    expect(partnerHtml).not.toContain('Créer un lien');
    const accepted = (await caught(
      partnerAction(await args('/dashboard/partner', inviteeViewer, { intent: 'accept', affiliateId: invitation.id })),
    )) as Response;
    expect(accepted.headers.get('location')).toBe('/dashboard/partner?accepted=1');

    const removed = (await caught(
      affiliatesAction(await args('/dashboard/affiliates', viewer, { intent: 'remove', affiliateId: invitation.id })),
    )) as Response;
    expect(removed.headers.get('location')).toBe('/dashboard/affiliates?removed=1');
  });
});

describe('/partners/apply and /admin/partners', () => {
  it('a visitor signs in first; an application is checked, sent, then decided with a reason', async () => {
    const visitor = (await caught(applyLoader(await args('/partners/apply', null)))) as Response;
    expect(visitor.headers.get('location')).toMatch(/^\/auth\?redirectTo=%2Fpartners%2Fapply/);

    const user = await createUser(db());
    const viewer = buildViewer({ userId: user.id, email: user.email });
    const form = {
      companyName: 'Agence Lumière',
      website: 'https://agence-lumiere.example',
      audience: '12 000 abonnés, dirigeants de PME',
      promotionPlan: 'Une lettre mensuelle et des démonstrations en webinaire.',
      country: 'FR',
    };
    const refused = answerOf<{ fieldErrors: Record<string, string> }>(
      await applyAction(await args('/partners/apply', viewer, form)),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.consent).toBe('consent_required');
    expect(await applyAction(await args('/partners/apply', viewer, { ...form, consent: 'on' }))).toEqual({ ok: true });
    const page = answerOf<Parameters<typeof ApplyPage>[0]['loaderData']>(
      await applyLoader(await args('/partners/apply', viewer)),
    ).data;
    expect(renderPage('/partners/apply', ApplyPage, { loaderData: page })).toContain('Candidature en cours d’examen');

    const admin = buildViewer({
      userId: (await createUser(db(), { roles: ['admin'] })).id,
      roles: ['admin'],
      aal: 'aal2',
    });
    const listing = answerOf<Parameters<typeof AdminPartnersPage>[0]['loaderData']>(
      await adminPartnersLoader(await args('/admin/partners', admin)),
    ).data;
    const row = listing.rows.find((r) => r.companyName === 'Agence Lumière')!;
    expect(renderPage('/admin/partners', AdminPartnersPage, { loaderData: listing })).toContain(
      'Refuser Agence Lumière',
    );
    const noReason = answerOf<{ fieldErrors: Record<string, string> }>(
      await adminPartnersAction(await args('/admin/partners', admin, { applicationId: row.id, decision: 'rejected' })),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.fieldErrors.reason).toBe('reason_required');
    const decided = (await caught(
      adminPartnersAction(
        await args('/admin/partners', admin, {
          applicationId: row.id,
          decision: 'rejected',
          reason: 'Audience trop éloignée de nos produits.',
        }),
      ),
    )) as Response;
    expect(decided.headers.get('location')).toBe('/admin/partners?decided=rejected');
  });
});

describe('/admin/payments', () => {
  it('refuses a schedule out of bounds in place, and a batch whose confirmed total is not the payable one', async () => {
    const admin = buildViewer({
      userId: (await createUser(db(), { roles: ['admin'] })).id,
      roles: ['admin'],
      aal: 'aal2',
    });
    const schedule = answerOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await paymentsAction(
        await args('/admin/payments', admin, {
          intent: 'schedule',
          frequency: 'monthly',
          weekday: '1',
          dayOfMonth: '31',
          minimumEuros: '10',
          holdingDays: '30',
        }),
      ),
    );
    expect(schedule.status).toBe(400);
    expect(schedule.data.fieldErrors.dayOfMonth).toBe('day_invalid');
    const saved = await paymentsAction(
      await args('/admin/payments', admin, {
        intent: 'schedule',
        frequency: 'weekly',
        weekday: '5',
        dayOfMonth: '1',
        minimumEuros: '25',
        holdingDays: '14',
      }),
    );
    expect(saved).toEqual({ ok: true });
    const created = answerOf<{ error: string }>(
      await paymentsAction(
        await args('/admin/payments', admin, { intent: 'create', expectedTotalCents: '100', expectedCount: '1' }),
      ),
    );
    // Nothing is payable on a fresh database: refused before anything moves.
    expect(created.status).toBe(409);
    expect(created.data.error).toBe('nothing_to_pay');
  });
});
