import { beforeAll, describe, expect, it } from 'vitest';
import { Hero } from '../../app/components/landing/hero.tsx';
import { SocialProof } from '../../app/components/landing/social-proof.tsx';
import { SellerCard } from '../../app/components/product/seller-card.tsx';
import AdminDeploymentsPage, { loader as deploymentsLoader } from '../../app/routes/admin/deployments.tsx';
import type ProductPage from '../../app/routes/market/product.tsx';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import { loader as homeLoader } from '../../app/routes/marketing/home.tsx';
import SellerPage, { loader as sellerLoader } from '../../app/routes/seller/profile.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { adminToDo } from '../../core/admin/dashboard/admin-to-do.ts';
import { adminDeploymentsQuery } from '../../core/admin/deployments/admin-deployments.schema.ts';
import { type AdminDeployments, listAdminDeployments } from '../../core/admin/deployments/list-admin-deployments.ts';
import type { LandingDeployment } from '../../core/deployments/stats/landing-deployment.ts';
import type { Clock } from '../../core/ports/clock.ts';
import {
  buildViewer,
  createDeploymentRequest,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
  type DeploymentRequestInput,
} from '../../db/factories/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const hour = 3_600_000;
const longAgo = () => new Date(Date.now() - 20 * 24 * hour);
/** The controlled clock's « now » for the console's rules; its requests are long past the real clock's now. */
const fixed = new Date('2026-06-10T12:00:00Z');
const at = (date: Date): Clock => ({ now: () => date });

let admin: Viewer;
let member: Viewer;
const slugs = { steady: 'agent-ponctuel', few: 'agent-debutant' };
const ids: Record<string, string> = {};
const id = (key: string) => ids[key] ?? '';

type Spec = Omit<DeploymentRequestInput, 'orderItemId' | 'productId' | 'sellerId' | 'buyerId'> & { key?: string };

async function requestsOf(sellerId: string, slug: string, specs: Spec[]) {
  const buyer = await createUser(db(), { name: 'Camille Martin' });
  const product = await createProduct(db(), { sellerId, slug, title: `Produit ${slug}` });
  const line = { productId: product.id, sellerId, title: product.title, unitPriceCents: 4_900 };
  const { order, items } = await createPaidOrder(db(), { buyerId: buyer.id, lines: specs.map(() => line) });
  for (const [i, { key, ...spec }] of specs.entries()) {
    const request = await createDeploymentRequest(db(), {
      orderItemId: items[i]!.id,
      productId: product.id,
      sellerId,
      buyerId: buyer.id,
      requestedAt: longAgo(),
      ...spec,
    });
    if (key) ids[key] = request.id;
  }
  ids[`order:${slug}`] = order.id;
}

beforeAll(async () => {
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  member = buildViewer({ userId: (await createUser(db())).id });
  const steady = await createSeller(db(), { publicName: 'Studio Ponctuel' });
  const few = await createSeller(db(), { publicName: 'Atelier Débutant' });
  const slow = await createSeller(db(), { publicName: 'Atelier Horloge' });
  ids.steady = steady.id;
  ids.few = few.id;
  await requestsOf(steady.id, slugs.steady, [
    { status: 'confirmed', deliverAfterHours: 10 },
    { status: 'confirmed', deliverAfterHours: 12 },
    { status: 'confirmed', deliverAfterHours: 14 },
    { status: 'delivered', deliverAfterHours: 16 },
    { status: 'confirmed', deliverAfterHours: 20 },
    { status: 'refunded', deliverAfterHours: 0 },
  ]);
  await requestsOf(few.id, slugs.few, [{ status: 'confirmed', deliverAfterHours: 5 }]);
  // Around the controlled clock: accepted 2 hours after the request, announced 24 hours.
  const before = (hours: number) => new Date(fixed.getTime() - hours * hour);
  await requestsOf(slow.id, 'agent-horloge', [
    { key: 'pastDue', status: 'in_progress', requestedAt: before(32) },
    { key: 'atRisk', status: 'accepted', requestedAt: before(21) },
    { key: 'onTrack', status: 'accepted', requestedAt: before(12) },
    { key: 'unanswered', status: 'requested', requestedAt: before(50) },
    { key: 'waiting', status: 'requested', requestedAt: before(10) },
    { key: 'deliveredLate', status: 'delivered', requestedAt: before(40), deliverAfterHours: 30 },
  ]);
});

describe('the creator’s deployment record on public pages', () => {
  it('shows the on-time rate and median on the profile, with the link to how it is computed', async () => {
    const answer = answerOf<Parameters<typeof SellerPage>[0]['loaderData']>(
      await sellerLoader(
        await routeArgs(ctx.testApp, `/seller/${ids.steady}`, null, { params: { sellerId: id('steady') } }),
      ),
    );
    expect(answer.data.seller.deployment).toMatchObject({ decided: 6, enough: true });
    const html = renderPage(`/seller/${ids.steady}`, SellerPage, { loaderData: answer.data });
    expect(html).toContain('83\u00a0% des déploiements livrés dans le délai annoncé · médiane 14\u202fh');
    expect(html).toContain('Sur 6 demandes arrivées à échéance');
    expect(html).toContain('href="/transparency#deploiement"');
  });

  it('says « Pas encore assez de déploiements » below 5 requests, on the product page’s expert block', async () => {
    const load = async (slug: string) =>
      answerOf<Parameters<typeof ProductPage>[0]['loaderData']>(
        await productLoader(await routeArgs(ctx.testApp, `/product/${slug}`, null, { params: { slug } })),
      ).data;
    const few = await load(slugs.few);
    expect(few.product.seller.deployment).toEqual({ decided: 1, enough: false, onTimeRate: null, medianHours: null });
    // The expert block of the product page (the whole page needs the cart's provider).
    const fewHtml = renderPage(`/product/${slugs.few}`, SellerCard, { seller: few.product.seller });
    expect(fewHtml).toContain('Pas encore assez de déploiements');
    expect(fewHtml).not.toContain('des déploiements livrés');

    const steady = await load(slugs.steady);
    const html = renderPage(`/product/${slugs.steady}`, SellerCard, { seller: steady.product.seller });
    expect(html).toContain('83\u00a0% des déploiements livrés dans le délai annoncé');
  });
});

describe('/admin/deployments and the to-do counters, on a controlled clock', () => {
  const list = (now: Date, query: Record<string, string> = {}) =>
    listAdminDeployments({ db: db(), clock: at(now) }, admin, adminDeploymentsQuery.parse(query));

  it('lists as late the undelivered requests past due and those not accepted within 48 hours', async () => {
    const found = await list(fixed);
    expect(found.late.map((r) => r.id).sort()).toEqual([ids.pastDue, ids.unanswered].sort());
    expect(found.atRisk.map((r) => r.id)).toEqual([ids.atRisk]);
    const late = found.late.find((r) => r.id === ids.pastDue)!;
    expect(late).toMatchObject({ status: 'in_progress', attention: 'late', product: { slug: 'agent-horloge' } });
    expect(late.deadline).toBe(new Date(fixed.getTime() - 6 * hour).toISOString());
    const unanswered = found.late.find((r) => r.id === ids.unanswered)!;
    expect(unanswered.deadline).toBe(new Date(fixed.getTime() - 2 * hour).toISOString());
  });

  it('moves requests between at risk and late as the clock runs', async () => {
    // Eight hours earlier: the past-due one had 2 hours left (at risk), the at-risk one had not reached 3/4, the
    // unanswered one was not yet 48 hours old.
    const earlier = await list(new Date(fixed.getTime() - 8 * hour));
    expect(earlier.late.map((r) => r.id)).toEqual([]);
    expect(earlier.atRisk.map((r) => r.id)).toEqual([ids.pastDue]);
    // Eight hours later the at-risk one is late; the on-track one is at risk (18 of 24 hours gone).
    const later = await list(new Date(fixed.getTime() + 8 * hour));
    expect(later.late.map((r) => r.id)).toContain(ids.atRisk);
    expect(later.atRisk.map((r) => r.id)).toEqual([ids.onTrack]);
    expect(later.late.map((r) => r.id)).not.toContain(ids.waiting);
  });

  it('counts them on the console’s to-do list', async () => {
    const toDo = await adminToDo(db(), fixed);
    expect(toDo.deploymentsLate).toBe(2);
    expect(toDo.deploymentsAtRisk).toBe(1);
    const later = await adminToDo(db(), new Date(fixed.getTime() + 8 * hour));
    expect(later.deploymentsLate).toBe(3);
    expect(later.deploymentsAtRisk).toBe(1);
  });

  it('filters every request by state, pages them, and refuses a bad filter without a 500', async () => {
    const delivered = await list(fixed, { status: 'delivered' });
    expect(delivered.all.data.map((r) => r.status)).toEqual(['delivered', 'delivered']);
    expect(delivered.all.meta.total).toBe(2);
    const all = await list(fixed, { per_page: '5' });
    expect(all.all.meta.total).toBe(13);
    expect(all.all.data).toHaveLength(5);

    const bad = await deploymentsLoader(await routeArgs(ctx.testApp, '/admin/deployments?status=lost', admin));
    expect(answerOf(bad).status).toBe(400);
  });

  it('renders the lists with the order’s link, for administrators only', async () => {
    const answer = answerOf<{ list: AdminDeployments }>(
      await deploymentsLoader(await routeArgs(ctx.testApp, '/admin/deployments', admin)),
    );
    const html = renderPage('/admin/deployments', AdminDeploymentsPage, { loaderData: answer.data });
    expect(html).toContain('En retard');
    expect(html).toContain('À risque');
    expect(html).toContain(`href="/admin/orders/${ids['order:agent-horloge']}"`);
    expect(html).toMatch(/en retard de \d/);
    await expect(
      Promise.resolve().then(async () => deploymentsLoader(await routeArgs(ctx.testApp, '/admin/deployments', member))),
    ).rejects.toBeTruthy();
  });
});

describe('the landing page’s deployment figure', () => {
  const load = async () =>
    answerOf<{ deployment: LandingDeployment | null }>(await homeLoader(await routeArgs(ctx.testApp, '/', null))).data
      .deployment;

  it('keeps the announced 24 h below 20 decided requests, then shows the measured median and on-time share', async () => {
    expect(await load()).toBeNull();
    const announced = renderPage('/', SocialProof, {});
    expect(announced).toContain('24\u00a0h');
    expect(renderPage('/', Hero, {})).toContain('Déploiement en 24\u00a0h');

    const seller = await createSeller(db(), { publicName: 'Studio Renfort' });
    await requestsOf(
      seller.id,
      'agent-renfort',
      Array.from({ length: 10 }, (_, i) => ({ status: 'confirmed' as const, deliverAfterHours: 3 + i })),
    );
    const deployment = await load();
    // 21 decided: 6 + 1 + 4 (the controlled clock's, all past due now) + 10; delivered in time: 5 + 1 + 10.
    expect(deployment).not.toBeNull();
    expect(deployment!.onTimeRate).toBeCloseTo(16 / 21, 6);
    expect(Number.isInteger(deployment!.medianHours)).toBe(true);

    const html = renderPage('/', SocialProof, { deployment });
    expect(html).toContain(`${deployment!.medianHours}\u00a0h`);
    expect(html).toContain('délai médian de déploiement, 76\u00a0% livrés dans le délai annoncé');
    expect(html).toContain('href="/transparency#deploiement"');
    expect(renderPage('/', Hero, { deployment })).toContain(
      `Déploiement en ${deployment!.medianHours}\u00a0h en médiane`,
    );
  });
});
