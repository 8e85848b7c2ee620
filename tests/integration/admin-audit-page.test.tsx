import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { targetHref } from '../../app/components/admin/audit/audit-table.tsx';
import AuditPage, { loader } from '../../app/routes/admin/audit.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { auditCsv } from '../../core/admin/audit/audit-csv.ts';
import { exportAuditLog } from '../../core/admin/audit/list-audit-log.ts';
import { recordAdminAction } from '../../core/admin/record-admin-action.ts';
import { csvDialect } from '../../core/dashboard/csv.ts';
import { buildViewer, createPaidOrder, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { type Locale, locales } from '../../i18n/config.ts';
import { routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
let admin: Viewer;
let expert: Viewer;
const target = randomUUID();
const batch = randomUUID();

beforeAll(async () => {
  const u = await createUser(db(), { roles: ['admin'], email: 'camille-admin@test.deploia.example' });
  admin = buildViewer({ userId: u.id, roles: ['admin'] });
  expert = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });
  await recordAdminAction(db(), {
    actorId: u.id,
    action: 'user.ban',
    targetType: 'user',
    targetId: target,
    before: { banned: false, email: 'x@test.deploia.example' },
    after: { banned: true, email: 'x@test.deploia.example' },
    reason: 'Fraude à la carte',
    ip: '203.0.113.7',
  });
  await recordAdminAction(db(), {
    actorId: u.id,
    action: 'payout_batch.create',
    targetType: 'payout_batch',
    targetId: batch,
    after: { total_cents: 12000 },
  });
  await recordAdminAction(db(), { actorId: null, action: 'product.suspend', targetType: 'product', targetId: 'p-1' });
});

const args = (path: string, viewer: Viewer | null) => routeArgs(ctx.testApp, path, viewer);
type LoaderData = Parameters<typeof AuditPage>[0]['loaderData'];
const render = (loaderData: LoaderData, locale?: Locale) =>
  renderPage('/admin/audit', AuditPage, { loaderData: loaderData }, locale);
const load = async (query = '') => (await loader(await args(`/admin/audit${query}`, admin))) as LoaderData;

describe('/admin/audit', () => {
  it('sends visitors to sign in and non-administrators to their dashboard', async () => {
    const visitor = (await loader(await args('/admin/audit', null)).catch((r: Response) => r)) as Response;
    expect(visitor.headers.get('location')).toBe('/auth?redirectTo=%2Fadmin%2Faudit');
    const member = (await loader(await args('/admin/audit', expert)).catch((r: Response) => r)) as Response;
    expect(member.headers.get('location')).toBe('/dashboard');
  });

  it('shows who, what, the target linked to its admin page, a before/after diff, the reason, the IP', async () => {
    const data = await load();
    expect(data.page.meta.total).toBe(3);
    expect(data.actions).toEqual(['payout_batch.create', 'product.suspend', 'user.ban']);
    const html = render(data);
    expect(html).toContain('camille-admin@test.deploia.example');
    expect(html).toContain(`href="/admin/users/${target}"`);
    expect(html).toContain(`href="/admin/payments/batches/${batch}"`);
    expect(html).not.toContain('href="/admin/products');
    expect(html).toContain('Fraude à la carte');
    expect(html).toContain('203.0.113.7');
    expect(html).toContain('Système');
    // The changed key is marked and comes first; the unchanged one is shown as is.
    expect(html).toMatch(/<tr data-changed="true"><th scope="row"[^>]*>banned<\/th>/);
    expect(html).toMatch(/<tr><th scope="row"[^>]*>email<\/th>/);
    // The export keeps the filters, and there is no form that changes an entry.
    expect(html).toContain('href="/api/v1/admin/audit-log.csv"');
    expect(html).not.toMatch(/method="post"/i);
    for (const locale of locales)
      expect(render(data, locale)).not.toMatch(/(?<![\w/.])(filters|table|errors)\.[a-zA-Z]/);
  });

  it('filters through the query, keeps the filters in the export and page links, and flags bad ones', async () => {
    const filtered = await load('?action=user.*&actor=camille');
    expect(filtered.page.data.map((e) => e.action)).toEqual(['user.ban']);
    expect(filtered.filters).toEqual({ action: 'user.*', actor: 'camille' });
    expect(render(filtered)).toContain('href="/api/v1/admin/audit-log.csv?actor=camille&amp;action=user.*"');
    const bad = await load('?from=2026-02-30');
    expect(bad.invalid).toBe(true);
    expect(bad.page.meta.total).toBe(3);
    expect(render(bad, 'en')).toContain('Invalid filters: check the dates (YYYY-MM-DD).');
  });

  it('links only targets that have an admin page', () => {
    const id = randomUUID();
    expect(targetHref('order', id)).toBe(`/admin/orders/${id}`);
    expect(targetHref('seller_application', id)).toBe(`/admin/applications/${id}`);
    expect(targetHref('endpoint', 'GET /api/v1/admin/users')).toBeNull();
    expect(targetHref('user', '../evil')).toBeNull();
    expect(targetHref('product', id, 'agent-de-devis')).toBe('/product/agent-de-devis');
    expect(targetHref('product', id, '../evil')).toBeNull();
  });

  it('names each target as people know it — a user’s name, a product’s title, an order’s number — with its link', async () => {
    const camille = await createUser(db(), { name: 'Camille Fraudeuse' });
    const seller = await createSeller(db(), { publicName: 'Studio Nommé' });
    const product = await createProduct(db(), { sellerId: seller.id, title: 'Agent de devis', slug: 'agent-de-devis' });
    const line = { productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 1_000 };
    const { order } = await createPaidOrder(db(), { buyerId: camille.id, lines: [line] });
    const entries = [
      { action: 'user.ban', targetType: 'user', targetId: camille.id },
      { action: 'product.suspend', targetType: 'product', targetId: product.id },
      { action: 'order.refund', targetType: 'order', targetId: order.id },
      { action: 'seller.ban', targetType: 'seller', targetId: seller.id },
    ];
    for (const entry of entries) await recordAdminAction(db(), { actorId: admin.userId, ...entry });
    const data = await load();
    const named = Object.fromEntries(data.page.data.map((e) => [e.targetId, e.targetName]));
    expect(named[camille.id]).toBe('Camille Fraudeuse');
    expect(named[product.id]).toBe('Agent de devis');
    expect(named[order.id]).toBe(order.number);
    expect(named[seller.id]).toBe('Studio Nommé');
    // A target deleted since, or whose id is not a uuid, keeps its id.
    expect(named[target]).toBeNull();
    expect(named['p-1']).toBeNull();
    const html = render(data);
    expect(html).toMatch(new RegExp(`href="/admin/users/${camille.id}"[^>]*>Camille Fraudeuse</a>`));
    expect(html).toMatch(/href="\/product\/agent-de-devis"[^>]*>Agent de devis<\/a>/);
    expect(html).toMatch(new RegExp(`href="/admin/orders/${order.id}"[^>]*>${order.number}</a>`));
    expect(html).toContain('>Commande</span>');
    // The export names them too.
    const csv = auditCsv(await exportAuditLog({ db: db() }, admin, { page: 1, per_page: 25 }), csvDialect('excel'));
    expect(csv.split('\r\n')[0]).toContain('"target_name"');
    expect(csv).toContain(`"${order.number}"`);
    expect(csv).toContain('"Camille Fraudeuse"');
  });
});
