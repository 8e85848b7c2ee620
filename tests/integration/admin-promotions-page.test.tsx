import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import AdminPromotionsPage, { action, loader, type PromotionActionResult } from '../../app/routes/admin/promotions.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { buildViewer, createPromotion, createSeller, createUser } from '../../db/factories/index.ts';
import { auditLog, promotions } from '../../db/schema/index.ts';
import { type Locale, locales } from '../../i18n/config.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const nbsp = '\u00a0';
let admin: Viewer;
let customer: Viewer;

beforeAll(async () => {
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  customer = buildViewer({ userId: (await createUser(db())).id });
});

const path = '/admin/promotions';
const args = (url: string, viewer: Viewer | null, init?: RequestInit) => routeArgs(ctx.testApp, url, viewer, { init });
const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
const act = async (fields: Record<string, string>) =>
  answerOf<PromotionActionResult>(await action(await args(path, admin, post(fields))));
const newCode = (extra: Record<string, string> = {}) => ({
  intent: 'create',
  code: 'printemps20',
  discount: 'percent',
  percentOff: '20',
  amountOff: '',
  scope: 'platform',
  scopeId: '',
  startsOn: '2026-03-20',
  endsOn: '2026-04-20',
  maxRedemptions: '',
  maxPerCustomer: '1',
  ...extra,
});

type LoaderData = Parameters<typeof AdminPromotionsPage>[0]['loaderData'];
const load = async (url = path) => (await loader(await args(url, admin))) as LoaderData;
const render = (loaderData: LoaderData, actionData?: PromotionActionResult, locale?: Locale) =>
  renderPage(path, AdminPromotionsPage, { loaderData, actionData }, locale);
const rawKey = /(?<![\w/])(create|list|errors|scopes)\.[a-zA-Z]/;

describe('/admin/promotions', () => {
  it('sends visitors to sign in and non-administrators to their dashboard, creating nothing', async () => {
    const visitor = await loader(await args(path, null)).catch((r: Response) => r);
    expect((visitor as Response).headers.get('location')).toBe('/auth?redirectTo=%2Fadmin%2Fpromotions');
    const member = await loader(await args(path, customer)).catch((r: Response) => r);
    expect((member as Response).headers.get('location')).toBe('/dashboard');
    const posted = await action(await args(path, customer, post(newCode()))).catch((r: Response) => r);
    expect((posted as Response).status).toBe(302);
    expect(await db().$count(promotions)).toBe(0);
  });

  it('offers a form whose per-customer limit is 1 by default, said in its description, in every language', async () => {
    const loaderData = await load();
    const html = render(loaderData);
    expect(html).toContain('Aucun code promo pour l’instant.');
    expect(html).toMatch(/<input[^>]*id="promotion-maxPerCustomer"[^>]*value="1"/);
    expect(html).toContain(`Par défaut${nbsp}: 1 utilisation par client. Laissez vide pour ne pas limiter.`);
    expect(html).toMatch(/id="promotion-maxPerCustomer"[^>]*aria-describedby="promotion-maxPerCustomer-hint"/);
    expect(html).toContain(`Pourcentage (en${nbsp}%)`);
    expect(render(loaderData, undefined, 'en')).toContain('Default: 1 use per customer.');
    for (const locale of locales) expect(render(loaderData, undefined, locale)).not.toMatch(rawKey);
  });

  it('creates a code, then lists it with its discount, scope, dates, uses and limits', async () => {
    const created = await act(newCode());
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ ok: true, intent: 'created', code: 'PRINTEMPS20' });
    const seller = await createSeller(db(), { publicName: 'Studio Page' });
    await act(
      newCode({
        code: 'STUDIO5',
        discount: 'amount',
        amountOff: '5,50',
        scope: 'seller',
        scopeId: seller.id,
        maxRedemptions: '50',
        maxPerCustomer: '',
      }),
    );
    const loaderData = await load();
    expect(loaderData.promotions.data.map((p) => p.code)).toEqual(['STUDIO5', 'PRINTEMPS20']);
    const html = render(loaderData, created.data);
    expect(html).toContain('Le code PRINTEMPS20 est créé.');
    expect(html).toContain(`20${nbsp}%`);
    expect(html).toContain(`5,50${nbsp}€`);
    expect(html).toContain(`Vendeur${nbsp}: Studio Page`);
    expect(html).toContain('Toute la plateforme');
    expect(html).toContain('du 20 mars 2026 au 20 avril 2026');
    expect(html).toContain('0 / 50');
    expect(html).toContain('0 / illimité');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'promotion.create')).limit(1);
    expect(entry?.actorId).toBe(admin.userId);
  });

  it('refuses a bad form with translated messages beside its fields, keeping what was typed', async () => {
    await createPromotion(db(), { code: 'PRIS' });
    const taken = await act(newCode({ code: 'pris' }));
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, intent: 'create', fieldErrors: { code: 'code_taken' } });
    const bad = await act(newCode({ code: 'OK-CODE', percentOff: '0', endsOn: '2026-03-01', maxPerCustomer: '0' }));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: { percentOff: 'percent_invalid', maxPerCustomer: 'limit_invalid' },
    });
    const html = render(await load(), bad.data);
    expect(html).toContain('Indiquez un pourcentage entier de 1 à 100.');
    expect(html).toContain('Indiquez un nombre entier à partir de 1, ou laissez vide.');
    expect(html).toMatch(/id="promotion-maxPerCustomer"[^>]*value="0"/);
    expect(render(await load(), taken.data, 'de')).toContain('Diesen Code gibt es bereits.');
  });

  it('changes a code’s limits and last day, and ends it now', async () => {
    const promo = await createPromotion(db(), { code: 'A-REGLER' });
    const changed = await act({
      intent: 'change',
      id: promo.id,
      maxRedemptions: '10',
      maxPerCustomer: '',
      endsOn: '2099-12-31',
    });
    expect(changed.data).toEqual({ ok: true, intent: 'changed', changed: true });
    const [row] = await db().select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row).toMatchObject({ maxRedemptions: 10, maxPerCustomer: null, endsAt: new Date('2100-01-01T00:00:00Z') });
    expect(render(await load(), changed.data)).toContain('Le code promo est modifié.');

    const refused = await act({
      intent: 'change',
      id: promo.id,
      maxRedemptions: 'beaucoup',
      maxPerCustomer: '1',
      endsOn: '2099-12-31',
    });
    expect(refused.status).toBe(400);
    expect(render(await load(), refused.data)).toMatch(/<details open="">/);

    const ended = await act({ intent: 'end', id: promo.id });
    expect(ended.data).toMatchObject({ changed: true });
    const html = render(await load());
    expect(html).toContain('Terminé');
  });
});
