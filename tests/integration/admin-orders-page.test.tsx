import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import AdminOrderPage, { action as orderAction, loader as orderLoader } from '../../app/routes/admin/order.tsx';
import AdminOrdersPage, { loader as ordersLoader } from '../../app/routes/admin/orders.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { AdminOrder } from '../../core/admin/orders/get-admin-order.ts';
import { createDownloadLink } from '../../core/delivery/create-download-link.ts';
import { buildViewer, createDeliverable, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { auditLog, invoices, licences, orderItems, orders, refunds } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

/** A route's loader or action arguments for `viewer` (null: a visitor). */
const args = (path: string, viewer: Viewer | null, init?: RequestInit, params: Record<string, string> = {}) =>
  routeArgs(ctx.testApp, path, viewer, { init, params });

const post = (fields: [string, string][]) => ({ method: 'POST', body: new URLSearchParams(fields) });

type DetailData = { order: AdminOrder };
type RefundAnswer =
  | { ok: true; refunds: { refundId: string; status: string; amountCents: number }[]; stoppedBy: string | null }
  | { ok: false; code: string };

const render = (path: string, Page: unknown, loaderData: unknown, locale?: Locale, actionData?: unknown) =>
  renderPage(path, Page, { loaderData }, locale, actionData ? { action: () => actionData } : {});
const rawKey =
  /(?<![\w/.-])(list|filters|columns|status|detail|lines|totals|payments|refunds|invoices|timeline|refund|provider|paymentStatus|refundStatus)\.[a-zA-Z]/;

let admin: Viewer;
let buyer: Viewer;
let member: Viewer;
let expert: Viewer;
const files: Record<'a' | 'b', string> = { a: '', b: '' };
const productIds: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

beforeAll(async () => {
  const adminUser = await createUser(db(), { name: 'Alix Admin', roles: ['admin'] });
  admin = buildViewer({ userId: adminUser.id, roles: ['admin'], name: 'Alix Admin' });
  const buyerUser = await createUser(db(), { name: 'Camille Martin' });
  buyer = buildViewer({ userId: buyerUser.id, email: buyerUser.email, name: 'Camille Martin' });
  member = buildViewer({ userId: (await createUser(db())).id });
  const alpha = await createSeller(db(), { publicName: 'Studio Alpha' });
  const beta = await createSeller(db(), { publicName: 'Atelier Beta' });
  expert = buildViewer({ userId: alpha.userId, roles: ['expert'] });
  const a = await createProduct(db(), {
    sellerId: alpha.id,
    title: 'Agent A',
    slug: 'agent-a-admin',
    priceCents: 12_000,
  });
  const b = await createProduct(db(), {
    sellerId: beta.id,
    title: 'Agent B',
    slug: 'agent-b-admin',
    priceCents: 4_900,
  });
  productIds.a = a.id;
  productIds.b = b.id;
  productIds.c = (await createProduct(db(), { sellerId: beta.id, title: 'Agent C', priceCents: 2_900 })).id;
  files.a = (await createDeliverable(deps(), a)).file.id;
  files.b = (await createDeliverable(deps(), b)).file.id;
});

async function paidOrder() {
  const placed = await payThroughSandbox(ctx, buyer, [
    { productId: productIds.a, quantity: 1 },
    { productId: productIds.b, quantity: 1 },
  ]);
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
  const line = (productId: string) => items.find((item) => item.productId === productId)!;
  return { orderId: placed.orderId, lineA: line(productIds.a), lineB: line(productIds.b) };
}

const detail = async (orderId: string, viewer: Viewer | null = admin) =>
  answerOf<DetailData>(await orderLoader(await args(`/admin/orders/${orderId}`, viewer, undefined, { orderId })));

const refund = async (orderId: string, fields: [string, string][], viewer: Viewer | null = admin) =>
  answerOf<RefundAnswer>(await orderAction(await args(`/admin/orders/${orderId}`, viewer, post(fields), { orderId })));

const canDownload = (fileId: string) =>
  createDownloadLink(deps(), buyer, { fileId }).then(
    () => 'allowed',
    (error: { code: string }) => error.code,
  );

describe('/admin/orders/:orderId', () => {
  it('refunds one line with a reason: the buyer loses that download, gets a credit note; the timeline tells it all', async () => {
    const { orderId, lineA, lineB } = await paidOrder();
    const before = (await detail(orderId)).data.order;
    expect(before).toMatchObject({ status: 'paid', refundable: true, licences: { total: 2, active: 2 } });
    expect(before.invoices.map((i) => i.kind)).toEqual(['invoice']);
    expect(await canDownload(files.a)).toBe('allowed');

    const reason = 'Le produit ne fonctionne pas avec Mistral.';
    const answer = await refund(orderId, [
      ['scope', 'lines'],
      ['items', lineA.id],
      ['reason', reason],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, stoppedBy: null, refunds: [{ amountCents: lineA.totalCents }] });
    // The provider's webhook arrives too (a no-op by then: the refund is applied once).
    await ctx.testApp.jobs.settled();

    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({
      orderItemId: lineA.id,
      reason,
      status: 'succeeded',
      amountCents: lineA.totalCents,
      requestedBy: admin.userId,
    });
    expect(await canDownload(files.a)).toBe('download_forbidden');
    expect(await canDownload(files.b)).toBe('allowed');
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: row!.id, totalCents: lineA.totalCents });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderId)));
    expect(audit).toMatchObject({ actorId: admin.userId, targetType: 'order' });
    expect(audit!.data).toMatchObject({
      reason,
      refundId: row!.id,
      orderItemId: lineA.id,
      before: { status: 'paid' },
      after: { status: 'refund_requested' },
    });

    const order = (await detail(orderId)).data.order;
    expect(order.status).toBe('partially_refunded');
    expect(order.lines.find((l) => l.id === lineA.id)).toMatchObject({
      refundedAt: expect.any(String),
      activeLicences: 0,
    });
    expect(order.lines.find((l) => l.id === lineB.id)).toMatchObject({ refundedAt: null, activeLicences: 1 });
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'succeeded', lineTitle: 'Agent A', reason })]);
    expect(order.payments).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'partially_refunded' })]);
    expect(order.totals.refundedCents).toBe(lineA.totalCents);

    // The timeline: in time order, every source, each step where it belongs.
    const { timeline } = order;
    const times = timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
    expect(timeline.filter((e) => e.kind === 'state').map((e) => e.kind === 'state' && [e.from, e.to])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'paid'],
      ['paid', 'refund_requested'],
      ['refund_requested', 'partially_refunded'],
    ]);
    const at = (match: (entry: (typeof timeline)[number]) => boolean) => {
      const index = timeline.findIndex(match);
      expect(index, JSON.stringify(timeline)).toBeGreaterThanOrEqual(0);
      return index;
    };
    const steps = [
      at((e) => e.kind === 'state' && e.to === 'pending_payment'),
      at((e) => e.kind === 'provider_event' && e.type === 'checkout_paid' && e.outcome === 'paid'),
      at((e) => e.kind === 'state' && e.to === 'paid'),
      at((e) => e.kind === 'invoice' && e.invoiceKind === 'invoice'),
      at((e) => e.kind === 'refund_requested' && e.reason === reason && e.lineTitle === 'Agent A'),
      at((e) => e.kind === 'state' && e.to === 'refund_requested'),
      at((e) => e.kind === 'provider_event' && e.type === 'refund_succeeded' && e.outcome === 'partially_refunded'),
      at((e) => e.kind === 'state' && e.to === 'partially_refunded'),
      at((e) => e.kind === 'refund_succeeded'),
      at((e) => e.kind === 'invoice' && e.invoiceKind === 'credit_note'),
    ];
    expect(steps).toEqual([...steps].sort((x, y) => x - y));
    // The sandbox's own webhook for the refund changed nothing. It may have been received before the refund was
    // recorded (it then waited for the order's lock), so the timeline, in order of reception, may show it first.
    expect(
      timeline
        .filter((e) => e.kind === 'provider_event' && e.type === 'refund_succeeded')
        .map((e) => e.kind === 'provider_event' && e.outcome)
        .sort(),
    ).toEqual(['already_refunded', 'partially_refunded']);

    // The page shows it, in every language, with the buyer's link and the PDFs.
    const html = render(`/admin/orders/${orderId}`, AdminOrderPage, { order });
    expect(html).toContain(`href="/admin/users/${buyer.userId}"`);
    expect(html).toContain(`href="/dashboard/invoices/${notes[0]!.reference}/pdf"`);
    expect(html).toContain(`Avoir ${notes[0]!.reference} émis`);
    expect(html).toContain('État : Remboursement demandé → Partiellement remboursée');
    expect(html).toContain('Part expert (70 %)');
    expect(html).toContain('name="reason"');
    expect(html).toMatch(/<th scope="col"/);
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render(`/admin/orders/${orderId}`, AdminOrderPage, { order }, locale), locale).not.toMatch(rawKey);
    }
  });

  it('refunds the whole order: every download goes, a credit note for the rest; a second refund is refused', async () => {
    const { orderId, lineA, lineB } = await paidOrder();
    const answer = await refund(orderId, [
      ['scope', 'all'],
      ['reason', 'Commande passée en double par erreur.'],
    ]);
    expect(answer.data).toMatchObject({
      ok: true,
      refunds: [{ status: 'succeeded', amountCents: lineA.totalCents + lineB.totalCents }],
    });
    await ctx.testApp.jobs.settled();
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('refunded');
    const active = await db()
      .select()
      .from(licences)
      .where(and(eq(licences.orderItemId, lineB.id), eq(licences.status, 'active')));
    expect(active).toEqual([]);
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));
    expect(notes.map((n) => n.totalCents)).toEqual([lineA.totalCents + lineB.totalCents]);

    const again = await refund(orderId, [
      ['scope', 'all'],
      ['reason', 'Encore une fois, pour voir.'],
    ]);
    expect(again).toMatchObject({ status: 409, data: { ok: false, code: 'already_refunded' } });
    const { data } = await detail(orderId);
    expect(data.order.refundable).toBe(false);
    const html = render(`/admin/orders/${orderId}`, AdminOrderPage, data, 'fr', again.data);
    expect(html).toContain('Cette commande ne peut pas être remboursée maintenant (statut : Remboursée).');
  });

  it('ticking every open line refunds the order in one go; ticking some lines refunds each of them', async () => {
    const whole = await paidOrder();
    const answer = await refund(whole.orderId, [
      ['scope', 'lines'],
      ['items', whole.lineA.id],
      ['items', whole.lineB.id],
      ['reason', 'Les deux produits sont défectueux.'],
    ]);
    expect(answer.data).toMatchObject({ ok: true, refunds: [{ status: 'succeeded' }] });
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, whole.orderId));
    expect(rows.map((r) => r.orderItemId)).toEqual([null]);

    // Two lines of three: one refund each, the third line kept.
    const placed = await payThroughSandbox(ctx, buyer, [
      { productId: productIds.a, quantity: 1 },
      { productId: productIds.b, quantity: 1 },
      { productId: productIds.c, quantity: 1 },
    ]);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const [a, b, c] = [productIds.a, productIds.b, productIds.c].map((id) => items.find((i) => i.productId === id)!);
    const two = await refund(placed.orderId, [
      ['scope', 'lines'],
      ['items', a!.id],
      ['items', b!.id],
      ['reason', 'Deux produits sur trois ne conviennent pas.'],
    ]);
    expect(two.data).toMatchObject({
      ok: true,
      stoppedBy: null,
      refunds: [
        { status: 'succeeded', amountCents: a!.totalCents },
        { status: 'succeeded', amountCents: b!.totalCents },
      ],
    });
    const each = await db().select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(each.map((r) => r.orderItemId).sort()).toEqual([a!.id, b!.id].sort());
    const after = (await detail(placed.orderId)).data.order;
    expect(after.status).toBe('partially_refunded');
    expect(after.lines.find((l) => l.id === c!.id)?.refundedAt).toBeNull();
  });

  it('answers bad input with a translated error and changes nothing', async () => {
    const { orderId, lineA } = await paidOrder();
    const count = async () => (await db().select().from(refunds).where(eq(refunds.orderId, orderId))).length;
    const cases: [[string, string][], number, string][] = [
      [[['scope', 'all']], 400, 'reason_required'],
      [
        [
          ['scope', 'all'],
          ['reason', 'Bof.'],
        ],
        400,
        'reason_too_short',
      ],
      [
        [
          ['scope', 'lines'],
          ['reason', 'Aucune ligne cochée ici.'],
        ],
        400,
        'lines_required',
      ],
      [
        [
          ['scope', 'lines'],
          ['items', 'nope'],
          ['reason', 'Une ligne qui n’existe pas.'],
        ],
        400,
        'order_item_invalid',
      ],
      [
        [
          ['scope', 'lines'],
          ['items', '00000000-0000-4000-8000-000000000000'],
          ['reason', 'Ligne d’une autre commande.'],
        ],
        400,
        'order_item_invalid',
      ],
      [[['reason', 'Sans dire quoi rembourser.']], 400, 'scope_invalid'],
    ];
    for (const [fields, status, code] of cases) {
      const answer = await refund(orderId, fields);
      expect(answer, code).toMatchObject({ status, data: { ok: false, code } });
      const html = render(`/admin/orders/${orderId}`, AdminOrderPage, (await detail(orderId)).data, 'fr', answer.data);
      expect(html).not.toMatch(rawKey);
    }
    expect(await count()).toBe(0);
    const reasonRequired = await refund(orderId, [
      ['scope', 'lines'],
      ['items', lineA.id],
    ]);
    expect(reasonRequired.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it('is for administrators only: a visitor signs in, a member or an expert is sent away, nothing changes', async () => {
    const { orderId, lineA } = await paidOrder();
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: Response) => error,
      );
    for (const viewer of [member, expert, buyer]) {
      const page = await refused(orderLoader(await args(`/admin/orders/${orderId}`, viewer, undefined, { orderId })));
      expect(page?.headers.get('location')).toBe('/dashboard');
      const post = await refused(
        orderAction(
          await args(
            `/admin/orders/${orderId}`,
            viewer,
            {
              method: 'POST',
              body: new URLSearchParams({ scope: 'lines', items: lineA.id, reason: 'Je me rembourse moi-même.' }),
            },
            { orderId },
          ),
        ),
      );
      expect(post?.headers.get('location')).toBe('/dashboard');
      const list = await refused(ordersLoader(await args('/admin/orders', viewer)));
      expect(list?.headers.get('location')).toBe('/dashboard');
    }
    const visitor = await refused(ordersLoader(await args('/admin/orders?status=paid', null)));
    expect(visitor?.headers.get('location')).toBe('/auth?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dpaid');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    const missing = await refused(
      orderLoader(await args('/admin/orders/x', admin, undefined, { orderId: '00000000-0000-4000-8000-000000000000' })),
    );
    expect((missing as unknown as { init: { status: number } }).init.status).toBe(404);
  });
});

describe('/admin/orders', () => {
  type ListData = Parameters<typeof AdminOrdersPage>[0]['loaderData'];

  it('lists orders with a GET form that works without JavaScript, in every language', async () => {
    const { status, data } = answerOf<ListData>(await ordersLoader(await args('/admin/orders?expert=alpha', admin)));
    expect(status).toBe(200);
    expect(data.orders?.data.length).toBeGreaterThan(0);
    expect(data.orders?.data.every((o) => o.experts.includes('Studio Alpha'))).toBe(true);
    const html = render('/admin/orders', AdminOrdersPage, data);
    expect(html).toMatch(/<form [^>]*action="\/admin\/orders" method="get"/);
    expect(html).toContain('<label for="filter-expert"');
    expect(html).toContain('value="alpha"');
    expect(html).toContain(`href="/admin/orders/${data.orders!.data[0]!.id}"`);
    expect(html).toContain('Camille Martin');
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render('/admin/orders', AdminOrdersPage, data, locale), locale).not.toMatch(rawKey);
    }
  });

  it('shows refused filters with a translated message and a 400, not a 500', async () => {
    const answer = answerOf<ListData>(
      await ordersLoader(await args('/admin/orders?status=lost&from=2026-02-30&min=abc&buyer=Camille', admin)),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.orders).toBeNull();
    expect(answer.data.errors).toEqual({ status: 'status_invalid', from: 'date_invalid', min: 'amount_invalid' });
    const html = render('/admin/orders', AdminOrdersPage, answer.data);
    expect(html).toContain('Certains filtres sont invalides');
    expect(html).toContain('Date invalide (format AAAA-MM-JJ).');
    expect(html).toContain('Montant invalide');
    expect(html).toContain('value="Camille"');
    expect(render('/admin/orders', AdminOrdersPage, answer.data, 'de')).toContain('Ungültiges Datum');
  });
});
