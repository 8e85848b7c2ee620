import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../core/ports/clock.ts';
import { createSubscription } from '../../db/factories/delivery.ts';
import { buildViewer, createProduct, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { notifications, orders, sandboxEvents, subscriptions } from '../../db/schema/index.ts';
import { outboxMailer } from '../../server/adapters/mail/outbox.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { openTestDatabase } from '../setup/test-database.ts';
import { startTestJobs } from '../setup/test-jobs.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';
import { upkeepAt } from '../support/upkeep.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const day = 86_400_000;

async function subscribed(productId: string) {
  const user = await createUser(db());
  const viewer = buildViewer({ userId: user.id, email: user.email });
  await payThroughSandbox(ctx, viewer, [{ productId, quantity: 1 }]);
  return user.id;
}

describe('two upkeep runs at once', () => {
  it('charge each due renewal, suspend each lapsed subscription and end each cancelled one exactly once', async () => {
    const product = await createProduct(db(), { billing: 'yearly', priceCents: 19_900 });
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push(await subscribed(product.id));
    const now = new Date(Date.now() + 366 * day);
    const lapsed = [];
    const canceled = [];
    for (let i = 0; i < 3; i++) {
      const userId = (await createUser(db())).id;
      lapsed.push(
        await createSubscription(db(), {
          userId,
          productId: product.id,
          status: 'past_due',
          currentPeriodEnd: new Date(now.getTime() - 8 * day),
          graceUntil: new Date(now.getTime() - 1000),
        }),
      );
      canceled.push(
        await createSubscription(db(), {
          userId,
          productId: product.id,
          cancelAtPeriodEnd: true,
          canceledAt: new Date(now.getTime() - 20 * day),
          currentPeriodEnd: new Date(now.getTime() - 1000),
        }),
      );
    }

    await Promise.all([upkeepAt(ctx, now), upkeepAt(ctx, now)]);
    await ctx.testApp.jobs.settled();

    for (const userId of buyers) {
      expect(await db().select().from(orders).where(eq(orders.buyerId, userId))).toHaveLength(2);
    }
    const renewed = await db().select().from(sandboxEvents).where(eq(sandboxEvents.type, 'subscription.renewed'));
    expect(renewed).toHaveLength(3);
    const after = await db()
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.id,
          [...lapsed, ...canceled].map((s) => s.id),
        ),
      );
    const idsOf = (subs: { id: string }[]) => subs.map((s) => s.id).sort();
    expect(idsOf(after.filter((s) => s.status === 'suspended'))).toEqual(idsOf(lapsed));
    expect(idsOf(after.filter((s) => s.status === 'canceled'))).toEqual(idsOf(canceled));
    const suspendedNotices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Abonnement suspendu'));
    expect(suspendedNotices).toHaveLength(3);
  });
});

describe('the schedule', () => {
  it('starts the upkeep by itself, every minute, on this database', { timeout: 90_000 }, async () => {
    const database = await openTestDatabase();
    const jobs = await startTestJobs(database, { mailer: outboxMailer(database.db, systemClock), schedules: true });
    try {
      const ran = async () =>
        (
          await rows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from pgboss.job where name = 'commerce-upkeep' and state = 'completed'`,
          )
        )[0]!.n;
      const deadline = Date.now() + 75_000;
      while ((await ran()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      expect(await ran()).toBeGreaterThan(0);
      expect(await jobs.failures()).toEqual([]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
