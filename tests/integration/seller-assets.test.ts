import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetSummary } from '../../core/assets/asset-summary.ts';
import { sampleImage, samples } from '../../core/assets/sample-files.test-support.ts';
import { createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { productFiles, productMedia, rateLimit, sellerAssets, sellerProfiles } from '../../db/schema/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Des-fichiers-bien-ranges-1';
const MB = 1024 * 1024;

/** A member who can sign in, with a seller profile when `seller`: their Cookie header and profile id. */
async function member(roles: ('expert' | 'admin')[], { seller = false } = {}) {
  const email = `${roles.join('-') || 'client'}-${crypto.randomUUID().slice(0, 8)}@test.deploia.example`;
  const u = await createUser(db(), { email, password, roles });
  const profile = seller ? await createSeller(db(), { userId: u.id }) : null;
  const cookie = await ctx.signInCookies(email, password);
  return { cookie, userId: u.id, sellerId: profile?.id ?? '' };
}

type Member = Awaited<ReturnType<typeof member>>;

async function upload(
  who: Member | null,
  body: Uint8Array | ReadableStream<Uint8Array>,
  name: string,
  query = '',
): Promise<Response> {
  return ctx.app.request(`/api/v1/seller/assets${query}`, {
    method: 'POST',
    headers: {
      origin: testOrigin,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...(who ? { cookie: who.cookie } : {}),
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const call = (who: Member | null, method: string, url: string) =>
  ctx.app.request(url, { method, headers: { origin: testOrigin, ...(who ? { cookie: who.cookie } : {}) } });

const assetOf = async (res: Response) => ((await res.json()) as { data: AssetSummary }).data;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; details?: Record<string, unknown> } }).error;
const rowsOf = (sellerId: string) => db().select().from(sellerAssets).where(eq(sellerAssets.sellerId, sellerId));
/** What the seller's folder of the file store holds (originals and previews). */
const storedFiles = (sellerId: string) =>
  readdir(path.join(ctx.testApp.config.dataDir, 'uploads', 'seller-assets', sellerId)).catch(() => [] as string[]);
const setQuota = (sellerId: string, bytes: number) =>
  db().update(sellerProfiles).set({ storageQuotaBytes: bytes }).where(eq(sellerProfiles.id, sellerId));

/**
 * An endless body whose first chunk is `head`, then 1 MB chunks of zeros: `pulled()` says how much the server read
 * before it stopped.
 */
function endless(head: Uint8Array) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = pulled === 0 ? head : new Uint8Array(MB);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

let seller: Member;
let other: Member;
let customer: Member;
let expertWithoutProfile: Member;
let admin: Member;

beforeAll(async () => {
  seller = await member(['expert'], { seller: true });
  other = await member(['expert'], { seller: true });
  customer = await member([]);
  expertWithoutProfile = await member(['expert']);
  admin = await member(['admin']);
});

describe('uploading to the library', () => {
  it('stores the bytes under the seller’s key, with their SHA-256, type and size', async () => {
    const res = await upload(seller, samples.zip, 'agent.zip');
    expect(res.status).toBe(201);
    const asset = await assetOf(res);
    expect(asset).toMatchObject({
      kind: 'file',
      fileName: 'agent.zip',
      contentType: 'application/zip',
      sizeBytes: samples.zip.byteLength,
      width: null,
      height: null,
      url: null,
    });
    const [row] = await db().select().from(sellerAssets).where(eq(sellerAssets.id, asset.id));
    expect(row!.sellerId).toBe(seller.sellerId);
    expect(row!.storageKey).toBe(`seller-assets/${seller.sellerId}/${asset.id}`);
    expect(row!.sha256).toBe(createHash('sha256').update(samples.zip).digest('hex'));
    const stored = await ctx.testApp.deps.files.get(row!.storageKey);
    expect(Buffer.from(stored!.body).equals(Buffer.from(samples.zip))).toBe(true);
  });

  it('measures an image, and serves its preview to its owner only, never through /media', async () => {
    const png = await sampleImage('png', 40, 25);
    const res = await upload(seller, png, 'cover.png', '?kind=image');
    expect(res.status).toBe(201);
    const asset = await assetOf(res);
    expect(asset).toMatchObject({ kind: 'image', contentType: 'image/png', width: 40, height: 25 });
    expect(asset.url).toBe(`/api/v1/seller/assets/${asset.id}/preview`);

    const preview = await call(seller, 'GET', asset.url!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect((await call(other, 'GET', asset.url!)).status).toBe(404);
    expect((await call(null, 'GET', asset.url!)).status).toBe(401);
    expect((await call(admin, 'GET', asset.url!)).status).toBe(200);
    const [row] = await db().select().from(sellerAssets).where(eq(sellerAssets.id, asset.id));
    expect((await call(null, 'GET', `/media/${row!.storageKey}`)).status).toBe(404);
    expect((await call(null, 'GET', `/media/${row!.storageKey}.preview`)).status).toBe(404);
  });

  it('keeps text as text: Markdown by its name, checked to the end as UTF-8', async () => {
    const res = await upload(seller, samples.markdown, 'README.md');
    expect(res.status).toBe(201);
    expect((await assetOf(res)).contentType).toBe('text/markdown; charset=utf-8');

    const before = await storedFiles(seller.sellerId);
    const late = new Uint8Array([...new TextEncoder().encode('a'.repeat(70_000)), 0xff, 0xfe]);
    const refused = await upload(seller, late, 'notes.txt');
    expect(refused.status).toBe(415);
    expect((await errorOf(refused)).code).toBe('asset_type_refused');
    expect(await storedFiles(seller.sellerId)).toEqual(before);
  });
});

describe('files that lie about their type', () => {
  it('stores a .png that is a ZIP as the ZIP it is, named so', async () => {
    const res = await upload(seller, samples.zip, 'photo.png');
    expect(res.status).toBe(201);
    expect(await assetOf(res)).toMatchObject({
      kind: 'file',
      contentType: 'application/zip',
      fileName: 'photo.png.zip',
    });
  });

  it('refuses it where an image is required, an executable renamed .zip, an SVG and a broken image; nothing stored', async () => {
    const rows = (await rowsOf(seller.sellerId)).length;
    const files = await storedFiles(seller.sellerId);
    const header = (await sampleImage('png')).subarray(0, 33);
    const brokenPng = new Uint8Array([...header, ...new Uint8Array(200).fill(7)]);
    for (const [body, name, query, code] of [
      [samples.zip, 'photo.png', '?kind=image', 'asset_not_image'],
      [samples.windowsExe, 'setup.zip', '', 'asset_type_refused'],
      [samples.svg, 'logo.svg', '', 'asset_type_refused'],
      [samples.html, 'page.md', '', 'asset_type_refused'],
      [brokenPng, 'cover.png', '', 'asset_not_image'],
    ] as const) {
      const res = await upload(seller, body, name, query);
      expect(res.status, name).toBe(415);
      expect((await errorOf(res)).code, name).toBe(code);
    }
    expect(await rowsOf(seller.sellerId)).toHaveLength(rows);
    expect(await storedFiles(seller.sellerId)).toEqual(files);
  });

  it('refuses a file without a name or without content (400)', async () => {
    const res = await upload(seller, samples.zip, '');
    expect((await errorOf(res)).code).toBe('file_name_missing');
    const empty = await upload(seller, new Uint8Array(), 'empty.txt');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).code).toBe('file_empty');
  });
});

describe('limits', () => {
  it('stops reading an image past 10 MB: 413, and nothing stored', async () => {
    const files = await storedFiles(seller.sellerId);
    const body = endless(await sampleImage('png'));
    const res = await upload(seller, body.stream, 'huge.png');
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'asset_too_large', details: { maxBytes: 10 * MB } });
    // Read up to the limit and a chunk or two of buffering, not the endless rest.
    expect(body.pulled()).toBeLessThan(14 * MB);
    expect(await storedFiles(seller.sellerId)).toEqual(files);
  });

  it('refuses a body announced too large by its Content-Length before reading it', async () => {
    const body = endless(samples.zip);
    const res = await ctx.app.request('/api/v1/seller/assets', {
      method: 'POST',
      headers: {
        origin: testOrigin,
        cookie: seller.cookie,
        'x-file-name': 'big.zip',
        'content-length': String(300 * MB),
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it('limits uploads to 60 an hour per seller (429)', async () => {
    const owner = await member(['expert'], { seller: true });
    await db()
      .insert(rateLimit)
      .values({ key: `asset-upload:${owner.userId}`, count: 60, lastRequest: Date.now() });
    const res = await upload(owner, samples.zip, 'a.zip');
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('rate_limited');
    expect(await rowsOf(owner.sellerId)).toHaveLength(0);
  });

  it('refuses a file past the room left in the quota while reading it (409), nothing stored', async () => {
    const owner = await member(['expert'], { seller: true });
    await setQuota(owner.sellerId, 2 * MB);
    const body = endless(samples.zip);
    const res = await upload(owner, body.stream, 'big.zip');
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'storage_quota_exceeded', details: { quotaBytes: 2 * MB } });
    expect(body.pulled()).toBeLessThan(5 * MB);
    expect(await rowsOf(owner.sellerId)).toHaveLength(0);
    expect(await storedFiles(owner.sellerId)).toEqual([]);
  });

  it('lets only one of two concurrent uploads take the last room of a quota', async () => {
    const owner = await member(['expert'], { seller: true });
    await setQuota(owner.sellerId, samples.zip.byteLength * 2 - 1);
    const answers = await Promise.all([upload(owner, samples.zip, 'a.zip'), upload(owner, samples.zip, 'b.zip')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await rowsOf(owner.sellerId);
    expect(rows).toHaveLength(1);
    expect(await storedFiles(owner.sellerId)).toEqual([rows[0]!.id]);
  });
});

/*
 * The race made certain: the test holds the seller's profile row, both uploads store their bytes and queue on it,
 * then it lets go. Without the lock both would count the library before either inserted. PGlite runs one
 * transaction at a time, so this runs only with TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two uploads racing for the last room (needs TEST_DATABASE_URL)',
  () => {
    it('queues them on the seller’s profile row: the second sees the first and is refused', async () => {
      const owner = await member(['expert'], { seller: true });
      await setQuota(owner.sellerId, samples.zip.byteLength * 2 - 1);
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = db().transaction(async (tx) => {
        await tx.select().from(sellerProfiles).where(eq(sellerProfiles.id, owner.sellerId)).for('update');
        locked();
        await released;
      });
      await isLocked;
      const answers = Promise.all([upload(owner, samples.zip, 'a.zip'), upload(owner, samples.zip, 'b.zip')]);
      const waiting = async () => {
        const [row] = await rows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return row?.n ?? 0;
      };
      for (let tries = 0; tries < 100 && (await waiting()) < 2; tries++) await new Promise((r) => setTimeout(r, 50));
      expect(await waiting()).toBe(2);
      release();
      await holder;
      expect((await answers).map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await rowsOf(owner.sellerId)).toHaveLength(1);
    });
  },
);

describe('who may use a library', () => {
  it('answers a visitor 401, a customer 403, an expert without a seller profile 403', async () => {
    expect((await call(null, 'GET', '/api/v1/seller/assets')).status).toBe(401);
    expect((await upload(null, samples.zip, 'a.zip')).status).toBe(401);
    const asCustomer = await upload(customer, samples.zip, 'a.zip');
    expect(asCustomer.status).toBe(403);
    expect((await errorOf(asCustomer)).code).toBe('not_a_seller');
    const noProfile = await call(expertWithoutProfile, 'GET', '/api/v1/seller/assets');
    expect(noProfile.status).toBe(403);
    expect((await errorOf(noProfile)).code).toBe('seller_profile_missing');
  });

  it('shows a seller their files only; another seller can neither list nor delete them', async () => {
    const mine = await assetOf(await upload(seller, samples.pdf, 'notice.pdf'));
    const theirs = (await (await call(other, 'GET', '/api/v1/seller/assets')).json()) as { data: AssetSummary[] };
    expect(theirs.data.map((a) => a.id)).not.toContain(mine.id);
    const peek = await call(other, 'GET', `/api/v1/seller/assets?sellerId=${seller.sellerId}`);
    expect(peek.status).toBe(404);
    expect((await call(other, 'DELETE', `/api/v1/seller/assets/${mine.id}`)).status).toBe(404);
    expect(await db().select().from(sellerAssets).where(eq(sellerAssets.id, mine.id))).toHaveLength(1);
  });

  it('lets an administrator see a seller’s library by naming it', async () => {
    const res = await call(admin, 'GET', `/api/v1/seller/assets?sellerId=${seller.sellerId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: AssetSummary[] };
    expect(body.data.length).toBe((await rowsOf(seller.sellerId)).length);
    // Without a seller profile of their own, and without naming one, there is no library.
    expect((await call(admin, 'GET', '/api/v1/seller/assets')).status).toBe(403);
  });
});

describe('the library and deleting', () => {
  it('lists the files with the products using them and the quota used; refuses to delete a used file (409)', async () => {
    const owner = await member(['expert'], { seller: true });
    const product = await createProduct(db(), { sellerId: owner.sellerId, title: 'Agent SDR' });
    const archive = await assetOf(await upload(owner, samples.zip, 'agent.zip'));
    const cover = await assetOf(await upload(owner, await sampleImage('webp'), 'cover.webp'));
    const loose = await assetOf(await upload(owner, samples.csv, 'prices.csv'));
    const [row] = await db().select().from(sellerAssets).where(eq(sellerAssets.id, archive.id));
    await db().insert(productFiles).values({
      productId: product.id,
      fileName: archive.fileName,
      assetId: archive.id,
      storageKey: row!.storageKey,
      contentType: archive.contentType,
      sizeBytes: archive.sizeBytes,
      sha256: row!.sha256,
    });
    await db()
      .insert(productMedia)
      .values({ productId: product.id, width: 8, height: 5, variants: [], assetId: cover.id });

    const res = await call(owner, 'GET', '/api/v1/seller/assets');
    const library = (await res.json()) as {
      data: (AssetSummary & { usedBy: { title: string; slug: string }[] })[];
      meta: { total: number; page: number; per_page: number; usedBytes: number; quotaBytes: number };
    };
    expect(library.data.map((a) => a.id)).toEqual([loose.id, cover.id, archive.id]);
    const usedBy = Object.fromEntries(library.data.map((a) => [a.id, a.usedBy]));
    expect(usedBy[archive.id]).toEqual([{ title: 'Agent SDR', slug: product.slug }]);
    expect(usedBy[cover.id]).toEqual([{ title: 'Agent SDR', slug: product.slug }]);
    expect(usedBy[loose.id]).toEqual([]);
    expect(library.meta).toEqual({
      total: 3,
      page: 1,
      per_page: 50,
      usedBytes: archive.sizeBytes + cover.sizeBytes + loose.sizeBytes,
      quotaBytes: 5 * 1024 ** 3,
    });

    const page = async (query: string) =>
      (await (await call(owner, 'GET', `/api/v1/seller/assets?${query}`)).json()) as typeof library;
    const second = await page('per_page=2&page=2');
    expect(second.data.map((a) => a.id)).toEqual([archive.id]);
    expect(second.meta).toMatchObject({ total: 3, page: 2, per_page: 2, usedBytes: library.meta.usedBytes });
    const beyond = await page('per_page=2&page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(3);
    expect((await call(owner, 'GET', '/api/v1/seller/assets?per_page=500')).status).toBe(400);

    for (const used of [archive, cover]) {
      const refused = await call(owner, 'DELETE', `/api/v1/seller/assets/${used.id}`);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: 'asset_in_use', details: { products: ['Agent SDR'] } });
    }
    expect(await rowsOf(owner.sellerId)).toHaveLength(3);

    expect((await call(owner, 'DELETE', `/api/v1/seller/assets/${cover.id}/x`)).status).toBe(404);
    const deleted = await call(owner, 'DELETE', `/api/v1/seller/assets/${loose.id}`);
    expect(deleted.status).toBe(204);
    expect(await db().select().from(sellerAssets).where(eq(sellerAssets.id, loose.id))).toHaveLength(0);
    expect(await ctx.testApp.deps.files.exists(`seller-assets/${owner.sellerId}/${loose.id}`)).toBe(false);
    expect((await call(owner, 'DELETE', `/api/v1/seller/assets/${loose.id}`)).status).toBe(404);
  });
});
