import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createProduct } from '../../core/products/create-product.ts';
import { productInput } from '../../core/products/product-input.schema.ts';
import { publishRelease } from '../../core/products/publish-release.ts';
import { releaseInput } from '../../core/products/release.schema.ts';
import { setProductStatus } from '../../core/products/set-product-status.ts';
import { listPurchases } from '../../core/purchases/list-purchases.ts';
import {
  buildViewer,
  createCategory,
  createLicences,
  createPaidOrder,
  createSeller,
  createSubscription,
  createUser,
} from '../../db/factories/index.ts';
import {
  emailOutbox,
  notificationPreferences,
  notifications,
  orderItems,
  productReleases,
  profiles,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { completeInput, createAsset } from './product-editor-fixtures.ts';

const ctx = setUpTestApp();
const deps = () => ctx.testApp.deps;
const db = () => ctx.database.db;
const settled = () => ctx.testApp.jobs.settled();

let owner: Viewer;
let sellerId: string;
let product: { id: string; slug: string };
let nextFile: string;

/** A buyer with an active licence of the product from a paid order. */
async function buyer(email: string) {
  const u = await createUser(db(), { email });
  const { items } = await createPaidOrder(db(), {
    buyerId: u.id,
    lines: [{ productId: product.id, sellerId, title: 'Agent', unitPriceCents: 14_990 }],
  });
  await createLicences(db(), { id: items[0]!.id, quantity: 1 }, u.id);
  return { user: u, item: items[0]! };
}

const release = (version: string, files = [nextFile]) =>
  releaseInput.parse({ version, changelog: `## ${version}\n\n- Plus rapide`, fileAssetIds: files });

beforeAll(async () => {
  const categoryId = (await createCategory(db())).id;
  const profile = await createSeller(db());
  sellerId = profile.id;
  owner = buildViewer({ userId: profile.userId, roles: ['expert'] });
  const cover = (await createAsset(deps(), sellerId, { kind: 'image' })).id;
  const file = (await createAsset(deps(), sellerId, { kind: 'file' })).id;
  nextFile = (await createAsset(deps(), sellerId, { kind: 'file', fileName: 'agent-v2.zip' })).id;
  product = await createProduct(deps(), owner, productInput.parse(completeInput(categoryId, { cover, file })));
  await setProductStatus(deps(), owner, { productId: product.id, status: 'published' });
});

describe('publishing a release', () => {
  it('tells buyers and live subscribers (notification and e-mail), not refunded lines nor opted-out e-mails', async () => {
    const paying = await buyer('acheteur-release@example.com');
    await db().update(profiles).set({ locale: 'en' }).where(eq(profiles.id, paying.user.id));
    const refunded = await buyer('rembourse-release@example.com');
    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, refunded.item.id));
    const quiet = await buyer('discret-release@example.com');
    await db().insert(notificationPreferences).values({ userId: quiet.user.id, category: 'releases', email: false });
    const subscriber = await createUser(db(), { email: 'abonne-release@example.com' });
    await createSubscription(db(), { userId: subscriber.id, productId: product.id });
    const stranger = await createUser(db(), { email: 'inconnu-release@example.com' });

    const published = await publishRelease(deps(), owner, product.id, release('1.1.0'));
    expect(published.version).toBe('1.1.0');
    await settled();

    const ids = [paying.user.id, refunded.user.id, quiet.user.id, subscriber.id, stranger.id];
    const told = await db().select().from(notifications).where(inArray(notifications.userId, ids));
    expect(new Set(told.map((n) => n.userId))).toEqual(new Set([paying.user.id, quiet.user.id, subscriber.id]));
    const english = told.find((n) => n.userId === paying.user.id)!;
    expect(english.title).toBe('New version: Agent de support client RAG');
    expect(english.metadata).toEqual({ redirect_url: '/dashboard/updates' });
    expect(told.find((n) => n.userId === subscriber.id)!.message).toContain('La version 1.1.0');

    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        inArray(emailOutbox.to, [
          'acheteur-release@example.com',
          'rembourse-release@example.com',
          'discret-release@example.com',
          'abonne-release@example.com',
          'inconnu-release@example.com',
        ]),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(['abonne-release@example.com', 'acheteur-release@example.com']);
    expect(mails.find((m) => m.to === 'acheteur-release@example.com')?.locale).toBe('en');
  });

  it('is what buyers download from then on', async () => {
    const { user } = await buyer('telechargement-release@example.com');
    await publishRelease(deps(), owner, product.id, release('2.0.0'));
    const purchases = await listPurchases(deps(), buildViewer({ userId: user.id }), { page: 1, per_page: 10 });
    const item = purchases.data[0]!.items[0]!;
    expect(item.release?.version).toBe('2.0.0');
    expect(item.release?.files.map((f) => f.fileName)).toEqual(['agent-v2.zip']);
    await settled();
  });

  it('refuses a version the product already has, another seller, and a file outside the library; nothing is written', async () => {
    const before = await db().select().from(productReleases).where(eq(productReleases.productId, product.id));
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { code: string; status: number }) => e,
      );
    expect(await failure(publishRelease(deps(), owner, product.id, release('1.1.0')))).toMatchObject({
      code: 'version_taken',
      status: 409,
    });
    const other = await createSeller(db());
    const intruder = buildViewer({ userId: other.userId, roles: ['expert'] });
    expect(await failure(publishRelease(deps(), intruder, product.id, release('9.0.0')))).toMatchObject({
      status: 403,
    });
    const foreign = await createAsset(deps(), other.id, { kind: 'file' });
    expect(await failure(publishRelease(deps(), owner, product.id, release('9.0.1', [foreign.id])))).toMatchObject({
      code: 'asset_not_found',
    });
    const after = await db().select().from(productReleases).where(eq(productReleases.productId, product.id));
    expect(after).toHaveLength(before.length);
    expect(releaseInput.safeParse({ version: 'v1 final', fileAssetIds: [nextFile] }).error?.issues[0]?.message).toBe(
      'version_invalid',
    );
    expect(releaseInput.safeParse({ version: '1.0.1', fileAssetIds: [] }).error?.issues[0]?.message).toBe(
      'release_files_required',
    );
    const none = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, intruder.userId)));
    expect(none).toEqual([]);
  });
});
