import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as favoritesLoader } from '../../app/routes/lists/favorites.tsx';
import { loader as listingLoader } from '../../app/routes/market/listing.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { addFavorite } from '../../core/lists/add-favorite.ts';
import { listFavoriteCards } from '../../core/lists/list-favorite-cards.ts';
import { listFavoriteIds } from '../../core/lists/list-favorite-ids.ts';
import { removeFavorite } from '../../core/lists/remove-favorite.ts';
import { createProduct } from '../../db/factories/index.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { membersWith } from '../support/members.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ({ db: db() });

const password = 'Des-favoris-bien-gardes-1';

const { member, signedIn } = membersWith(ctx, password);

const rowsOf = (userId: string, productId?: string) =>
  db()
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), productId ? eq(favorites.productId, productId) : undefined));

/** Favourites written with the given ages (minutes ago), so "newest first" has something to prove. */
async function favoriteAged(viewer: Viewer, productId: string, minutesAgo: number) {
  await db()
    .insert(favorites)
    .values({ userId: viewer.userId, productId, createdAt: new Date(Date.now() - minutesAgo * 60_000) });
}

const call = ctx.callJson;

let published: { id: string; slug: string; title: string }[];
let draft: { id: string };

beforeAll(async () => {
  published = [];
  for (const title of ['Agent SDR', 'Chatbot support', 'Automatisation factures', 'Veille concurrentielle']) {
    published.push(await createProduct(db(), { title }));
  }
  draft = await createProduct(db(), { title: 'Brouillon', status: 'draft', publishedAt: null });
});

describe('favourites use cases', () => {
  it('adds once: a second add is no error and writes no second row', async () => {
    const { viewer } = await member('idempotent@example.com');
    const [a] = published;
    expect(await addFavorite(deps(), viewer, a!.id)).toEqual({ created: true });
    expect(await addFavorite(deps(), viewer, a!.id)).toEqual({ created: false });
    expect(await rowsOf(viewer.userId, a!.id)).toHaveLength(1);
  });

  it('refuses an unknown or unpublished product with product_not_found (404)', async () => {
    const { viewer } = await member('introuvable@example.com');
    for (const productId of [crypto.randomUUID(), draft.id]) {
      await expect(addFavorite(deps(), viewer, productId)).rejects.toMatchObject({
        code: 'product_not_found',
        status: 404,
      });
    }
    expect(await rowsOf(viewer.userId)).toHaveLength(0);
  });

  it('asks every use case for a signed-in viewer', async () => {
    const [a] = published;
    for (const run of [
      () => addFavorite(deps(), null, a!.id),
      () => removeFavorite(deps(), null, a!.id),
      () => listFavoriteIds(deps(), null),
      () => listFavoriteCards(deps(), null, { page: 1, per_page: 10 }),
    ]) {
      await expect(run()).rejects.toMatchObject({ code: 'unauthenticated', status: 401 });
    }
  });

  it('lists ids and cards newest first, paginated with a total, and only the viewer’s own', async () => {
    const { viewer } = await member('liste@example.com');
    const other = await member('voisin@example.com');
    const [a, b, c, d] = published;
    await favoriteAged(viewer, a!.id, 30);
    await favoriteAged(viewer, b!.id, 10);
    await favoriteAged(viewer, c!.id, 20);
    await favoriteAged(other.viewer, d!.id, 5);

    expect(await listFavoriteIds(deps(), viewer)).toEqual([b!.id, c!.id, a!.id]);
    expect(await listFavoriteIds(deps(), viewer, { among: [a!.id, d!.id] })).toEqual([a!.id]);
    expect(await listFavoriteIds(deps(), viewer, { among: [] })).toEqual([]);

    const first = await listFavoriteCards(deps(), viewer, { page: 1, per_page: 2 });
    expect(first.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(first.data.map((p) => p.title)).toEqual(['Chatbot support', 'Automatisation factures']);
    expect(first.data[0]).toMatchObject({ slug: b!.slug, priceCents: 4900, seller: { name: expect.any(String) } });
    const second = await listFavoriteCards(deps(), viewer, { page: 2, per_page: 2 });
    expect(second.data.map((p) => p.id)).toEqual([a!.id]);

    expect(await listFavoriteIds(deps(), other.viewer)).toEqual([d!.id]);
  });

  it('keeps the favourite of a withdrawn product but lists it nowhere until it is published again', async () => {
    const { viewer } = await member('retrait@example.com');
    const product = await createProduct(db(), { title: 'Bientôt retiré' });
    await addFavorite(deps(), viewer, product.id);
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    expect(await listFavoriteIds(deps(), viewer)).toEqual([]);
    expect((await listFavoriteCards(deps(), viewer, { page: 1, per_page: 10 })).meta.total).toBe(0);
    await db().update(products).set({ status: 'published' }).where(eq(products.id, product.id));
    expect(await listFavoriteIds(deps(), viewer)).toEqual([product.id]);
  });

  it('removes, and removing again is no error', async () => {
    const { viewer } = await member('retirer@example.com');
    const [a] = published;
    await addFavorite(deps(), viewer, a!.id);
    await removeFavorite(deps(), viewer, a!.id);
    await removeFavorite(deps(), viewer, a!.id);
    expect(await rowsOf(viewer.userId)).toHaveLength(0);
  });
});

describe('/api/v1/me/favorites', () => {
  // Calls that change nothing share one member.
  let carol: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    carol = await signedIn('carol@example.com');
  });

  it('answers a visitor 401 on every method', async () => {
    const [a] = published;
    for (const res of [
      await call('GET', '/api/v1/me/favorites'),
      await call('GET', '/api/v1/me/favorites?expand=cards'),
      await call('POST', '/api/v1/me/favorites', '', { productId: a!.id }),
      await call('POST', '/api/v1/me/favorites', '', 'not json'),
      await call('DELETE', `/api/v1/me/favorites/${a!.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Connexion requise' } });
    }
  });

  it('adds (201, then 200), lists ids and cards, removes (204, twice), for the caller only', async () => {
    const alice = await signedIn('alice@example.com');
    const bob = await signedIn('bob@example.com');
    const [a, b] = published;

    const added = await call('POST', '/api/v1/me/favorites', alice.cookie, { productId: a!.id });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ data: { productId: a!.id } });
    expect((await call('POST', '/api/v1/me/favorites', alice.cookie, { productId: a!.id })).status).toBe(200);
    expect(await rowsOf(alice.viewer.userId, a!.id)).toHaveLength(1);
    expect((await call('POST', '/api/v1/me/favorites', bob.cookie, { productId: b!.id })).status).toBe(201);

    const ids = await call('GET', '/api/v1/me/favorites', alice.cookie);
    expect(ids.status).toBe(200);
    expect(ids.headers.get('cache-control')).toBe('private, no-store');
    expect(await ids.json()).toEqual({ data: [a!.id] });
    const cards = await (await call('GET', '/api/v1/me/favorites?expand=cards&per_page=10', alice.cookie)).json();
    expect(cards.meta).toEqual({ total: 1, page: 1, per_page: 10 });
    expect(cards.data.map((p: { slug: string }) => p.slug)).toEqual([a!.slug]);
    expect(await (await call('GET', '/api/v1/me/favorites', bob.cookie)).json()).toEqual({ data: [b!.id] });

    // Bob removing Alice's favourite removes nothing of hers.
    expect((await call('DELETE', `/api/v1/me/favorites/${a!.id}`, bob.cookie)).status).toBe(204);
    expect(await rowsOf(alice.viewer.userId, a!.id)).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      const removed = await call('DELETE', `/api/v1/me/favorites/${a!.id}`, alice.cookie);
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');
    }
    expect(await (await call('GET', '/api/v1/me/favorites', alice.cookie)).json()).toEqual({ data: [] });
  });

  it('answers an unknown or unpublished product 404 product_not_found', async () => {
    const { cookie } = carol;
    for (const productId of [crypto.randomUUID(), draft.id]) {
      const res = await call('POST', '/api/v1/me/favorites', cookie, { productId });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'product_not_found', message: 'Produit introuvable' } });
    }
  });

  it.each([
    ['a body that is not JSON', 'productId='],
    ['a productId that is not a uuid', { productId: 'agent-sdr' }],
    ['a body with unknown keys', { productId: crypto.randomUUID(), userId: crypto.randomUUID() }],
  ])('answers 400 invalid_request to %s', async (_, body) => {
    const { cookie } = carol;
    const res = await call('POST', '/api/v1/me/favorites', cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_request');
  });

  it('answers 400 to a page past the limits, and to a product id that is not a uuid on DELETE', async () => {
    const { cookie } = carol;
    expect((await call('GET', '/api/v1/me/favorites?expand=cards&per_page=101', cookie)).status).toBe(400);
    expect((await call('DELETE', '/api/v1/me/favorites/agent-sdr', cookie)).status).toBe(400);
  });

  it('refuses a body larger than a few kilobytes with 413', async () => {
    const { cookie } = carol;
    const res = await call('POST', '/api/v1/me/favorites', cookie, { productId: 'x'.repeat(10_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('refuses changes sent by a browser from another site (403)', async () => {
    const { cookie } = carol;
    const [a] = published;
    const res = await ctx.app.request('/api/v1/me/favorites', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ productId: a!.id }),
    });
    expect(res.status).toBe(403);
  });

  it('serves an API client signed in with a bearer token', async () => {
    const { email } = await member('client-api@example.com');
    const token = await ctx.bearerToken(email, password);
    const [a] = published;
    const res = await ctx.app.request('/api/v1/me/favorites', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: a!.id }),
    });
    expect(res.status).toBe(201);
  });
});

describe('pages', () => {
  let dana: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    dana = await signedIn('dana@example.com');
    const [a, b] = published;
    await favoriteAged(dana.viewer, a!.id, 2);
    await favoriteAged(dana.viewer, b!.id, 1);
  });
  const loaderArgs = async (path: string, cookie = '') => {
    const url = new URL(path, testOrigin);
    const { context } = await pageContext(ctx.testApp, new Headers(cookie ? { cookie } : {}));
    return { url, request: new Request(url), context, params: {} };
  };

  it('/favorites invites a visitor to sign in, and lists a member’s favourites as cards', async () => {
    const visitor = await favoritesLoader((await loaderArgs('/favorites')) as never);
    expect(visitor.favorites).toBeNull();

    const [a, b] = published;
    const page = await favoritesLoader((await loaderArgs('/favorites', dana.cookie)) as never);
    expect(page.favorites?.meta.total).toBe(2);
    expect(page.favorites?.data.map((p) => p.id)).toEqual([b!.id, a!.id]);
  });

  it('/favorites past the last page goes back to the last one', async () => {
    const answer = await favoritesLoader((await loaderArgs('/favorites?page=3', dana.cookie)) as never).catch((e) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/favorites');
  });

  it('/market draws the hearts of a member’s favourites among the products shown, none for a visitor', async () => {
    const [a, b] = published;
    const forDana = await listingLoader((await loaderArgs('/market', dana.cookie)) as never);
    expect(forDana.favoriteIds).toEqual([b!.id, a!.id]);
    const visitor = await listingLoader((await loaderArgs('/market')) as never);
    expect(visitor.favoriteIds).toEqual([]);
  });
});
