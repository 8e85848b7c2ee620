import { beforeAll, describe, expect, it } from 'vitest';
import AdminDashboardPage, { loader } from '../../app/routes/admin/dashboard.tsx';
import { loader as paymentsLoader } from '../../app/routes/admin/payments.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { AdminDashboard } from '../../core/admin/dashboard/get-admin-dashboard.ts';
import type { PastDueRenewal } from '../../core/admin/payments/list-past-due-renewals.ts';
import {
  buildPayment,
  buildViewer,
  createPaidOrder,
  createProduct,
  createSeller,
  createSellerApplication,
  createSubscription,
  createUser,
} from '../../db/factories/index.ts';
import { partnerApplications, payments, payoutBatches, refunds, reports } from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
let admin: Viewer;
const day = 86_400_000;

beforeAll(async () => {
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  const buyer = await createUser(db(), { name: 'Camille Abonnée' });
  const seller = await createSeller(db());
  const product = await createProduct(db(), { sellerId: seller.id, billing: 'monthly', title: 'Veille IA' });
  const line = { productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 2_900 };
  const order = (await createPaidOrder(db(), { buyerId: buyer.id, lines: [line] })).order;
  const now = Date.now();

  await createSellerApplication(db(), { userId: (await createUser(db())).id });
  await createSellerApplication(db(), { userId: (await createUser(db())).id, status: 'rejected' });
  const partnerApplication = {
    companyName: 'Agence Relais',
    website: 'https://relais.example',
    audience: 'PME du Grand Est',
    promotionPlan: 'Ateliers et lettre mensuelle',
    country: 'FR',
    consentedAt: new Date(),
  };
  await db()
    .insert(partnerApplications)
    .values([
      { ...partnerApplication, userId: buyer.id },
      { ...partnerApplication, userId: (await createUser(db())).id, status: 'approved' },
    ]);
  const target = { targetType: 'product' as const, targetId: product.id, reason: 'illegal' };
  await db()
    .insert(reports)
    .values([
      { ...target, reporterEmail: 'visiteur@test.deploia.example', goodFaithAt: new Date() },
      { ...target, reporterEmail: 'autre@test.deploia.example', goodFaithAt: new Date(), status: 'dismissed' },
      { ...target, reporterId: buyer.id },
    ]);
  const refund = { orderId: order.id, amountCents: 2_900, reason: 'Ne fonctionne pas' };
  await db()
    .insert(refunds)
    .values([
      { ...refund, status: 'processing' },
      { ...refund, status: 'failed' },
      { ...refund, status: 'failed', createdAt: new Date(now - 40 * day) },
      { ...refund, status: 'succeeded' },
    ]);
  const payment = buildPayment(order);
  await db()
    .insert(payments)
    .values([
      { ...payment, providerRef: 'pay-failed-recent', status: 'failed', createdAt: new Date(now - 2 * day) },
      { ...payment, providerRef: 'pay-failed-old', status: 'failed', createdAt: new Date(now - 10 * day) },
    ]);
  await createSubscription(db(), {
    userId: buyer.id,
    productId: product.id,
    status: 'past_due',
    graceUntil: new Date(now + 5 * day),
  });
  await createSubscription(db(), { userId: buyer.id, productId: product.id });
  const batch = { totalCents: 1_000, payoutCount: 1, cutoffAt: new Date(now - 30 * day) };
  await db()
    .insert(payoutBatches)
    .values([
      { ...batch, reference: 'PAY-20261101-001' },
      { ...batch, reference: 'PAY-20261001-001', status: 'paid', paidAt: new Date() },
    ]);
});

describe('the console’s to-do counters', () => {
  it('count what waits now: pending applications, open notices and reports, refunds, failures, batches', async () => {
    const answer = answerOf<{ dashboard: AdminDashboard }>(
      await loader(await routeArgs(ctx.testApp, '/admin/dashboard', admin)),
    );
    expect(answer.data.dashboard.toDo).toEqual({
      sellerApplications: 1,
      partnerApplications: 1,
      notices: 1,
      reports: 1,
      refundsInFlight: 1,
      refundsFailed: 1,
      failedPayments: 1,
      pastDueRenewals: 1,
      payoutBatches: 1,
      deploymentsLate: 0,
      deploymentsAtRisk: 0,
    });
    const html = await renderPage('/admin/dashboard', AdminDashboardPage, { loaderData: answer.data });
    expect(html).toContain('À traiter');
    expect(html).toContain('href="/admin?status=pending"');
    expect(html).toContain('href="/admin/payments#renewals"');
    expect(html).toMatch(/1<\/span><span[^>]*>lot de virements à confirmer/);
  });
});

describe('/admin/payments', () => {
  it('lists the failed renewals an operator may follow up, with the buyer and when access ends', async () => {
    const answer = answerOf<{ renewals: PastDueRenewal[] }>(
      await paymentsLoader(await routeArgs(ctx.testApp, '/admin/payments', admin)),
    );
    expect(answer.data.renewals).toHaveLength(1);
    expect(answer.data.renewals[0]).toMatchObject({
      user: { name: 'Camille Abonnée' },
      product: { title: 'Veille IA' },
      provider: 'sandbox',
    });
    expect(new Date(answer.data.renewals[0]!.graceUntil!).getTime()).toBeGreaterThan(Date.now());
  });
});
