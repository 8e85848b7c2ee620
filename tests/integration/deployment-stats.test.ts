import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformDeploymentStats,
  sellerDeploymentStats,
  sellersDeploymentStats,
} from '../../core/deployments/stats/deployment-stats.ts';
import type { Database, Db } from '../../db/client.ts';
import {
  createDeploymentRequest,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
  type DeploymentRequestInput,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const db = (): Db => database.db;
const hour = 3_600_000;
const now = new Date('2026-11-20T12:00:00Z');
const longAgo = new Date(now.getTime() - 10 * 24 * hour);
const sellers: Record<'steady' | 'few' | 'none', string> = { steady: '', few: '', none: '' };

type Spec = Omit<DeploymentRequestInput, 'orderItemId' | 'productId' | 'sellerId' | 'buyerId'>;

/** One paid line per request (an ended request and an open one may not share a line), all of one product. */
async function requestsOf(sellerId: string, specs: Spec[]) {
  const buyer = await createUser(db());
  const product = await createProduct(db(), { sellerId });
  const line = { productId: product.id, sellerId, title: product.title, unitPriceCents: 4_900 };
  const { items } = await createPaidOrder(db(), { buyerId: buyer.id, lines: specs.map(() => line) });
  for (const [i, spec] of specs.entries()) {
    await createDeploymentRequest(db(), {
      orderItemId: items[i]!.id,
      productId: product.id,
      sellerId,
      buyerId: buyer.id,
      requestedAt: longAgo,
      ...spec,
    });
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  for (const key of Object.keys(sellers) as (keyof typeof sellers)[]) sellers[key] = (await createSeller(db())).id;
  await requestsOf(sellers.steady, [
    // Delivered by the deadline (24 h): 10, 12, 14 and 20 hours after acceptance.
    { status: 'confirmed', deliverAfterHours: 10 },
    { status: 'confirmed', deliverAfterHours: 12 },
    { status: 'delivered', deliverAfterHours: 14 },
    { status: 'confirmed', deliverAfterHours: 20 },
    // Delivered late, and refunded: still counted, late.
    { status: 'refunded', deliverAfterHours: 30 },
    // Never delivered, past its deadline and refunded; and one still open past its deadline.
    { status: 'refunded', deliverAfterHours: 0 },
    { status: 'in_progress' },
    // Never accepted within 48 hours and refunded: counted, late (as /transparency says).
    { status: 'refunded', acceptAfterHours: null },
    // Not counted: still within its time, never accepted.
    { status: 'accepted', requestedAt: new Date(now.getTime() - 3 * hour) },
    { status: 'requested' },
    { status: 'declined' },
    { status: 'cancelled' },
  ]);
  await requestsOf(sellers.few, [
    { status: 'confirmed', deliverAfterHours: 5 },
    { status: 'confirmed', deliverAfterHours: 6 },
    { status: 'delivered', deliverAfterHours: 7 },
    { status: 'in_progress', requestedAt: new Date(now.getTime() - 4 * hour) },
  ]);
});

afterAll(() => database?.close());

describe('a creator’s on-time rate and median time', () => {
  it('count the accepted requests whose deadline has come; on time when delivered by due_at', async () => {
    const stats = await sellerDeploymentStats(db(), sellers.steady, now);
    expect(stats.decided).toBe(8);
    expect(stats.enough).toBe(true);
    expect(stats.onTimeRate).toBeCloseTo(4 / 8, 6);
    // From acceptance to delivery, over the delivered ones: 10, 12, 14, 20, 30.
    expect(stats.medianHours).toBeCloseTo(14, 6);
  });

  it('say nothing below 5 counted requests, and nothing for a creator without any', async () => {
    expect(await sellerDeploymentStats(db(), sellers.few, now)).toEqual({
      decided: 3,
      enough: false,
      onTimeRate: null,
      medianHours: null,
    });
    expect(await sellerDeploymentStats(db(), sellers.none, now)).toEqual({
      decided: 0,
      enough: false,
      onTimeRate: null,
      medianHours: null,
    });
  });

  it('answer many creators in one query, the same figures as one by one', async () => {
    const many = await sellersDeploymentStats(db(), [sellers.steady, sellers.few, sellers.none, sellers.steady], now);
    expect(many.size).toBe(3);
    expect(many.get(sellers.steady)).toEqual(await sellerDeploymentStats(db(), sellers.steady, now));
    expect(many.get(sellers.few)?.decided).toBe(3);
    expect((await sellersDeploymentStats(db(), [], now)).size).toBe(0);
  });

  it('count a request once its deadline passes (a later clock)', async () => {
    const later = new Date(now.getTime() + 30 * hour);
    expect((await sellerDeploymentStats(db(), sellers.steady, later)).decided).toBe(9);
    expect((await sellerDeploymentStats(db(), sellers.few, later)).decided).toBe(4);
  });
});

describe('the platform’s figures', () => {
  it('need 20 counted requests', async () => {
    const stats = await platformDeploymentStats(db(), now);
    expect(stats).toMatchObject({ decided: 11, enough: false, onTimeRate: null, medianHours: null });
  });

  it('are the share on time and the median over every creator once there are enough', async () => {
    const more = Array.from({ length: 10 }, (_, i) => ({ status: 'confirmed' as const, deliverAfterHours: 8 + i }));
    await requestsOf(sellers.none, more);
    const stats = await platformDeploymentStats(db(), now);
    expect(stats.decided).toBe(21);
    expect(stats.enough).toBe(true);
    expect(stats.onTimeRate).toBeCloseTo(17 / 21, 6);
    // Delivered: 10, 12, 14, 20, 30 · 5, 6, 7 · 8…17 — 18 values, the median is 12.
    expect(stats.medianHours).toBeCloseTo(12, 6);
  });
});

describe('a request closed because its purchase was refunded otherwise', () => {
  it('is left out when closed before its deadline, however late the clock, and late when closed after it', async () => {
    const seller = (await createSeller(db())).id;
    await requestsOf(seller, [{ status: 'in_progress' }, { status: 'in_progress' }]);
    const [early, late] = await rows<{ id: string }>(
      db(),
      sql`select id from deployment_requests where seller_id = ${seller} order by id`,
    );
    const close = (id: string, at: SQL) =>
      db().execute(sql`update deployment_requests set status = 'cancelled', ended_at = ${at} where id = ${id}`);
    await close(early!.id, sql`accepted_at + interval '1 hour'`);
    await close(late!.id, sql`due_at + interval '1 hour'`);
    const stats = await sellerDeploymentStats(db(), seller, new Date(now.getTime() + 100 * hour));
    expect(stats.decided).toBe(1);
    expect(await sellerDeploymentStats(db(), seller, now)).toMatchObject({ decided: 1 });
  });
});
