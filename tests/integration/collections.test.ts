import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as collectionAction, loader as collectionLoader } from '../../app/routes/lists/collection.tsx';
import { headers as sharedHeaders, loader as sharedLoader } from '../../app/routes/lists/collection-shared.tsx';
import { action as collectionsAction, loader as collectionsLoader } from '../../app/routes/lists/collections.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { collectionLimits } from '../../core/lists/collections.schema.ts';
import { addCollectionItem, removeCollectionItem } from '../../core/lists/collections-items.ts';
import {
  createCollection,
  deleteCollection,
  listCollections,
  newShareToken,
  updateCollection,
} from '../../core/lists/collections-manage.ts';
import { getCollection, getSharedCollection } from '../../core/lists/collections-read.ts';
import { createProduct } from '../../db/factories/index.ts';
import { collectionItems, collections, products } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { membersWith } from '../support/members.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ({ db: db() });
const password = 'Des-collections-bien-rangees-1';
const page = { page: 1, per_page: 24 };

const { member, signedIn } = membersWith(ctx, password);

const call = ctx.callJson;

/** Every row of a collection and its items, to prove that a refused call changed nothing. */
async function snapshot(id: string) {
  const [row] = await db().select().from(collections).where(eq(collections.id, id));
  const items = await db().select().from(collectionItems).where(eq(collectionItems.collectionId, id));
  return { row, items: items.map((i) => i.productId).sort() };
}

let published: { id: string; slug: string; title: string }[];
let draft: { id: string };

beforeAll(async () => {
  published = [];
  for (const title of ['Agent SDR', 'Chatbot support', 'Automatisation factures']) {
    published.push(await createProduct(db(), { title }));
  }
  draft = await createProduct(db(), { title: 'Brouillon', status: 'draft', publishedAt: null });
});

describe('collection use cases', () => {
  it('creates private collections with an unguessable share token, newest first, with counts', async () => {
    const { viewer } = await member('cree@example.com');
    const [a, b] = published;
    const first = await createCollection(deps(), viewer, { name: '  Support client  ' });
    expect(first).toMatchObject({ name: 'Support client', isPublic: false, itemCount: 0 });
    expect(first.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = await createCollection(deps(), viewer, { name: 'Ventes', isPublic: true, productId: a!.id });
    expect(second).toMatchObject({ isPublic: true, itemCount: 1 });
    expect(second.shareToken).not.toBe(first.shareToken);
    expect((await listCollections(deps(), viewer)).map((c) => c.name)).toEqual(['Ventes', 'Support client']);
    const asked = await listCollections(deps(), viewer, { productId: a!.id });
    expect(asked.map((c) => c.hasProduct)).toEqual([true, false]);
    expect((await listCollections(deps(), viewer, { productId: b!.id })).map((c) => c.hasProduct)).toEqual([
      false,
      false,
    ]);
  });

  it('adds a product twice without error and without a second row; removes it twice without error', async () => {
    const { viewer } = await member('double@example.com');
    const [a] = published;
    const c = await createCollection(deps(), viewer, { name: 'Doublons' });
    expect(await addCollectionItem(deps(), viewer, c.id, a!.id)).toEqual({ created: true });
    expect(await addCollectionItem(deps(), viewer, c.id, a!.id)).toEqual({ created: false });
    expect((await snapshot(c.id)).items).toEqual([a!.id]);
    await removeCollectionItem(deps(), viewer, c.id, a!.id);
    await removeCollectionItem(deps(), viewer, c.id, a!.id);
    expect((await snapshot(c.id)).items).toEqual([]);
  });

  it('refuses an unknown or unpublished product with product_not_found, writing nothing', async () => {
    const { viewer } = await member('produit@example.com');
    const c = await createCollection(deps(), viewer, { name: 'Vide' });
    for (const productId of [crypto.randomUUID(), draft.id]) {
      await expect(addCollectionItem(deps(), viewer, c.id, productId)).rejects.toMatchObject({
        code: 'product_not_found',
        status: 404,
      });
      await expect(createCollection(deps(), viewer, { name: `Avec ${productId}`, productId })).rejects.toMatchObject({
        code: 'product_not_found',
      });
    }
    expect((await snapshot(c.id)).items).toEqual([]);
    expect(await listCollections(deps(), viewer)).toHaveLength(1);
  });

  it('answers someone else’s collection 404 like an unknown one, on every use case, and changes nothing', async () => {
    const owner = await member('proprietaire@example.com');
    const intruder = await member('intrus@example.com');
    const [a, b] = published;
    const c = await createCollection(deps(), owner.viewer, { name: 'À moi', productId: a!.id });
    const before = await snapshot(c.id);
    for (const id of [c.id, crypto.randomUUID()]) {
      for (const run of [
        () => getCollection(deps(), intruder.viewer, id, page),
        () => updateCollection(deps(), intruder.viewer, id, { name: 'Volée', isPublic: true }),
        () => deleteCollection(deps(), intruder.viewer, id),
        () => addCollectionItem(deps(), intruder.viewer, id, b!.id),
        () => removeCollectionItem(deps(), intruder.viewer, id, a!.id),
      ]) {
        await expect(run()).rejects.toMatchObject({ code: 'collection_not_found', status: 404 });
      }
    }
    expect(await snapshot(c.id)).toEqual(before);
    expect(await listCollections(deps(), intruder.viewer)).toEqual([]);
  });

  it('asks every use case for a signed-in viewer', async () => {
    const id = crypto.randomUUID();
    const [a] = published;
    for (const run of [
      () => listCollections(deps(), null),
      () => createCollection(deps(), null, { name: 'x' }),
      () => updateCollection(deps(), null, id, { name: 'x' }),
      () => deleteCollection(deps(), null, id),
      () => addCollectionItem(deps(), null, id, a!.id),
      () => removeCollectionItem(deps(), null, id, a!.id),
      () => getCollection(deps(), null, id, page),
    ]) {
      await expect(run()).rejects.toMatchObject({ code: 'unauthenticated', status: 401 });
    }
  });

  it('keeps names unique per owner whatever their case, on create and rename; others may reuse them', async () => {
    const { viewer } = await member('noms@example.com');
    const other = await member('autre-nom@example.com');
    const c = await createCollection(deps(), viewer, { name: 'Marketing' });
    const d = await createCollection(deps(), viewer, { name: 'Ventes' });
    await expect(createCollection(deps(), viewer, { name: 'MARKETING' })).rejects.toMatchObject({
      code: 'collection_name_taken',
      status: 409,
    });
    await expect(updateCollection(deps(), viewer, d.id, { name: 'marketing' })).rejects.toMatchObject({
      code: 'collection_name_taken',
    });
    // Its own name in another case is a rename, not a clash.
    expect((await updateCollection(deps(), viewer, c.id, { name: 'MARKETING' })).name).toBe('MARKETING');
    expect((await createCollection(deps(), other.viewer, { name: 'Marketing' })).name).toBe('Marketing');
  });

  it('refuses a 51st collection and a 501st product with translated codes', async () => {
    const { viewer } = await member('limites@example.com');
    await db()
      .insert(collections)
      .values(
        Array.from({ length: collectionLimits.perUser }, (_, i) => ({
          userId: viewer.userId,
          name: `Collection ${i}`,
          shareToken: newShareToken(),
        })),
      );
    await expect(createCollection(deps(), viewer, { name: 'De trop' })).rejects.toMatchObject({
      code: 'collections_limit_reached',
      status: 409,
    });
    expect(await listCollections(deps(), viewer)).toHaveLength(collectionLimits.perUser);

    const full = await member('pleine@example.com');
    const c = await createCollection(deps(), full.viewer, { name: 'Pleine' });
    const filler: string[] = [];
    for (let i = 0; i < collectionLimits.itemsPerCollection; i++) {
      filler.push((await createProduct(db(), { title: `Remplissage ${i}` })).id);
    }
    await db()
      .insert(collectionItems)
      .values(filler.map((productId) => ({ collectionId: c.id, productId })));
    const [a] = published;
    await expect(addCollectionItem(deps(), full.viewer, c.id, a!.id)).rejects.toMatchObject({
      code: 'collection_full',
      status: 409,
    });
    // Adding one already there stays no error.
    expect(await addCollectionItem(deps(), full.viewer, c.id, filler[0]!)).toEqual({ created: false });
  }, 60_000);

  it('refuses bad names with codes: empty, too long, multi-line', async () => {
    const { viewer } = await member('mauvais-noms@example.com');
    for (const [name, code] of [
      ['   ', 'name_required'],
      ['x'.repeat(81), 'name_too_long'],
      ['deux\nlignes', 'name_invalid'],
    ] as const) {
      const error = await createCollection(deps(), viewer, { name }).catch((e) => e);
      expect(error.issues?.[0]?.message, name).toBe(code);
    }
    expect((await createCollection(deps(), viewer, { name: '🤖'.repeat(80) })).name).toBe('🤖'.repeat(80));
  });

  it('shows a public collection to anyone by its link, a private one to its owner only', async () => {
    const owner = await member('partage@example.com');
    const stranger = await member('curieux@example.com');
    const [a, b] = published;
    const c = await createCollection(deps(), owner.viewer, { name: 'Partagée', productId: a!.id });
    await addCollectionItem(deps(), owner.viewer, c.id, b!.id);
    // Private: 404 to visitors and strangers, visible to its owner.
    for (const viewer of [null, stranger.viewer]) {
      await expect(getSharedCollection(deps(), viewer, c.shareToken, page)).rejects.toMatchObject({
        code: 'collection_not_found',
        status: 404,
      });
    }
    const mine = await getSharedCollection(deps(), owner.viewer, c.shareToken, page);
    expect(mine.collection).toMatchObject({ isPublic: false, isOwner: true, id: c.id });

    await updateCollection(deps(), owner.viewer, c.id, { isPublic: true });
    const seen = await getSharedCollection(deps(), null, c.shareToken, page);
    expect(seen.collection).toMatchObject({ name: 'Partagée', isPublic: true, isOwner: false, id: null });
    expect(seen.items.data.map((p) => p.id)).toEqual([b!.id, a!.id]);
    expect(seen.items.meta).toEqual({ total: 2, page: 1, per_page: 24 });

    // A withdrawn product is not shown (nor counted) until it is published again.
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, b!.id));
    expect((await getSharedCollection(deps(), null, c.shareToken, page)).items.meta.total).toBe(1);
    await db().update(products).set({ status: 'published' }).where(eq(products.id, b!.id));

    for (const token of ['', 'abc', `${c.shareToken}x`, "' or 1=1 --", 'A'.repeat(32)]) {
      await expect(getSharedCollection(deps(), null, token, page)).rejects.toMatchObject({ status: 404 });
    }
  });

  it('deletes a collection with its items, not the products', async () => {
    const { viewer } = await member('supprime@example.com');
    const [a] = published;
    const c = await createCollection(deps(), viewer, { name: 'Éphémère', productId: a!.id });
    await deleteCollection(deps(), viewer, c.id);
    expect(await snapshot(c.id)).toEqual({ row: undefined, items: [] });
    expect(await db().select().from(products).where(eq(products.id, a!.id))).toHaveLength(1);
    await expect(deleteCollection(deps(), viewer, c.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('/api/v1/me/collections and /api/v1/collections/:shareToken', () => {
  let carol: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    carol = await signedIn('carol@example.com');
  });

  it('answers a visitor 401 on every method', async () => {
    const id = crypto.randomUUID();
    const [a] = published;
    for (const res of [
      await call('GET', '/api/v1/me/collections'),
      await call('POST', '/api/v1/me/collections', '', { name: 'x' }),
      await call('GET', `/api/v1/me/collections/${id}`),
      await call('PATCH', `/api/v1/me/collections/${id}`, '', { name: 'x' }),
      await call('DELETE', `/api/v1/me/collections/${id}`),
      await call('POST', `/api/v1/me/collections/${id}/items`, '', { productId: a!.id }),
      await call('DELETE', `/api/v1/me/collections/${id}/items/${a!.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Connexion requise' } });
    }
  });

  it('creates, lists, adds (201 then 200), renames, shares, removes and deletes', async () => {
    const alice = await signedIn('alice@example.com');
    const [a, b] = published;
    const created = await call('POST', '/api/v1/me/collections', alice.cookie, { name: 'Veille', productId: a!.id });
    expect(created.status).toBe(201);
    const { data: collection } = await created.json();
    expect(collection).toMatchObject({ name: 'Veille', isPublic: false, itemCount: 1 });
    const base = `/api/v1/me/collections/${collection.id}`;

    const listed = await call('GET', `/api/v1/me/collections?product_id=${b!.id}`, alice.cookie);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect((await listed.json()).data).toEqual([expect.objectContaining({ id: collection.id, hasProduct: false })]);

    const added = await call('POST', `${base}/items`, alice.cookie, { productId: b!.id });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ data: { collectionId: collection.id, productId: b!.id } });
    expect((await call('POST', `${base}/items`, alice.cookie, { productId: b!.id })).status).toBe(200);
    expect((await snapshot(collection.id)).items).toEqual([a!.id, b!.id].sort());

    const detail = await (await call('GET', `${base}?per_page=1`, alice.cookie)).json();
    expect(detail.data).toMatchObject({ name: 'Veille', itemCount: 2 });
    expect(detail.data.items.map((p: { id: string }) => p.id)).toEqual([b!.id]);
    expect(detail.meta).toEqual({ total: 2, page: 1, per_page: 1 });

    const shared = `/api/v1/collections/${collection.shareToken}`;
    expect((await call('GET', shared)).status).toBe(404);
    const patched = await call('PATCH', base, alice.cookie, { name: 'Veille IA', isPublic: true });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data).toMatchObject({ name: 'Veille IA', isPublic: true });
    const publicView = await call('GET', shared);
    expect(publicView.status).toBe(200);
    expect(publicView.headers.get('cache-control')).toBe('private, no-store');
    const body = await publicView.json();
    expect(body.data).toMatchObject({ name: 'Veille IA', isPublic: true, isOwner: false });
    expect(body.data).not.toHaveProperty('id');
    expect(body.data).not.toHaveProperty('shareToken');
    expect(body.data.items).toHaveLength(2);

    const removed = await call('DELETE', `${base}/items/${a!.id}`, alice.cookie);
    expect(removed.status).toBe(204);
    expect((await call('DELETE', `${base}/items/${a!.id}`, alice.cookie)).status).toBe(204);
    expect((await snapshot(collection.id)).items).toEqual([b!.id]);

    expect((await call('PATCH', base, alice.cookie, { isPublic: false })).status).toBe(200);
    expect((await call('GET', shared)).status).toBe(404);
    expect((await call('GET', shared, alice.cookie)).status).toBe(200);

    expect((await call('DELETE', base, alice.cookie)).status).toBe(204);
    expect((await call('DELETE', base, alice.cookie)).status).toBe(404);
  });

  it('answers someone else’s collection 404 on every method, and nothing changes', async () => {
    const owner = await signedIn('bob@example.com');
    const [a, b] = published;
    const { data: c } = await (
      await call('POST', '/api/v1/me/collections', owner.cookie, { name: 'Privée', productId: a!.id })
    ).json();
    const before = await snapshot(c.id);
    const base = `/api/v1/me/collections/${c.id}`;
    for (const res of [
      await call('GET', base, carol.cookie),
      await call('PATCH', base, carol.cookie, { isPublic: true }),
      await call('DELETE', base, carol.cookie),
      await call('POST', `${base}/items`, carol.cookie, { productId: b!.id }),
      await call('DELETE', `${base}/items/${a!.id}`, carol.cookie),
      await call('GET', `/api/v1/collections/${c.shareToken}`, carol.cookie),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('collection_not_found');
    }
    expect(await snapshot(c.id)).toEqual(before);
  });

  it.each([
    ['a body that is not JSON', 'name='],
    ['an empty name', { name: '  ' }],
    ['a name of 81 characters', { name: 'x'.repeat(81) }],
    ['a name that is not a string', { name: 42 }],
    ['unknown keys', { name: 'ok', userId: crypto.randomUUID() }],
    ['a productId that is not a uuid', { name: 'ok', productId: 'agent-sdr' }],
  ])('answers 400 invalid_request to a creation with %s', async (_, body) => {
    const res = await call('POST', '/api/v1/me/collections', carol.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_request');
  });

  it('gives the field’s code in the details of a 400, and 409 codes for clashes', async () => {
    const tooLong = await (await call('POST', '/api/v1/me/collections', carol.cookie, { name: 'x'.repeat(81) })).json();
    expect(tooLong.error.details).toEqual([{ path: 'name', message: 'name_too_long' }]);
    expect((await call('POST', '/api/v1/me/collections', carol.cookie, { name: 'Unique' })).status).toBe(201);
    const clash = await call('POST', '/api/v1/me/collections', carol.cookie, { name: 'unique' });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.code).toBe('collection_name_taken');
  });

  it('answers 400, never 500, to malformed ids, an empty patch and bad pages; 404 to a malformed share token', async () => {
    const [a] = published;
    const { data: c } = await (await call('POST', '/api/v1/me/collections', carol.cookie, { name: 'Tests' })).json();
    for (const res of [
      await call('GET', '/api/v1/me/collections/pas-un-uuid', carol.cookie),
      await call('GET', '/api/v1/me/collections?product_id=1', carol.cookie),
      await call('PATCH', '/api/v1/me/collections/pas-un-uuid', carol.cookie, { name: 'x' }),
      await call('PATCH', `/api/v1/me/collections/${c.id}`, carol.cookie, {}),
      await call('PATCH', `/api/v1/me/collections/${c.id}`, carol.cookie, { isPublic: 'yes' }),
      await call('DELETE', `/api/v1/me/collections/${c.id}/items/agent-sdr`, carol.cookie),
      await call('POST', `/api/v1/me/collections/${c.id}/items`, carol.cookie, { productId: a!.slug }),
      await call('GET', `/api/v1/me/collections/${c.id}?page=0`, carol.cookie),
      await call('GET', `/api/v1/collections/${c.shareToken}?per_page=1000`, carol.cookie),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_request');
    }
    for (const token of ['x', encodeURIComponent("' or 1=1 --"), 'A'.repeat(500)]) {
      expect((await call('GET', `/api/v1/collections/${token}`)).status).toBe(404);
    }
  });

  it('refuses a body larger than a few kilobytes (413) and changes sent from another site (403)', async () => {
    const big = await call('POST', '/api/v1/me/collections', carol.cookie, { name: 'x'.repeat(10_000) });
    expect(big.status).toBe(413);
    const res = await ctx.app.request('/api/v1/me/collections', {
      method: 'POST',
      headers: { cookie: carol.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Piège' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('pages', () => {
  let dana: Awaited<ReturnType<typeof signedIn>>;
  let eve: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    dana = await signedIn('dana@example.com');
    eve = await signedIn('eve@example.com');
  });
  const args = async (path: string, cookie = '', form?: Record<string, string>, params = {}) => {
    const url = new URL(path, testOrigin);
    const { context } = await pageContext(ctx.testApp, new Headers(cookie ? { cookie } : {}));
    const request = form ? new Request(url, { method: 'POST', body: new URLSearchParams(form) }) : new Request(url);
    return { url, request, context, params } as never;
  };
  const post = async (path: string, viewer: { cookie: string }, form: Record<string, string>) =>
    answerOf<{ intent: string; ok: boolean; id?: string; fieldErrors?: Record<string, string>; formError?: string }>(
      await collectionsAction(await args(path, viewer.cookie, form)),
    );
  const mine = (v: Viewer) => listCollections(deps(), v);

  it('/collections invites a visitor to sign in, and lists a member’s collections', async () => {
    expect((await collectionsLoader(await args('/collections'))).collections).toBeNull();
    await createCollection(deps(), dana.viewer, { name: 'Pour Dana' });
    const page = await collectionsLoader(await args('/collections', dana.cookie));
    expect(page.collections?.map((c) => c.name)).toEqual(['Pour Dana']);
  });

  it('creates, renames, makes public and deletes through the page’s forms; bad input comes back as codes', async () => {
    const created = await post('/collections', dana, { intent: 'create', name: 'Formulaire', isPublic: 'on' });
    expect(created).toMatchObject({ status: 200, data: { ok: true } });
    const id = created.data.id!;
    expect((await mine(dana.viewer)).find((c) => c.id === id)).toMatchObject({ isPublic: true });

    expect(await post('/collections', dana, { intent: 'create', name: '' })).toMatchObject({
      status: 400,
      data: { ok: false, fieldErrors: { name: 'name_required' } },
    });
    expect(await post('/collections', dana, { intent: 'create', name: 'formulaire' })).toMatchObject({
      status: 409,
      data: { fieldErrors: { name: 'collection_name_taken' } },
    });
    expect(await post('/collections', dana, { intent: 'rename', id, name: 'x'.repeat(81) })).toMatchObject({
      status: 400,
      data: { fieldErrors: { name: 'name_too_long' } },
    });
    expect(await post('/collections', dana, { intent: 'rename', id, name: 'Renommée' })).toMatchObject({
      data: { ok: true },
    });
    expect(await post('/collections', dana, { intent: 'visibility', id, isPublic: 'false' })).toMatchObject({
      data: { ok: true, isPublic: false, name: 'Renommée' },
    });
    expect(await post('/collections', dana, { intent: 'nonsense' })).toMatchObject({ status: 400 });
    expect(await post('/collections', dana, { intent: 'delete', id: 'pas-un-uuid' })).toMatchObject({
      status: 404,
      data: { formError: 'collection_not_found' },
    });

    // Eve cannot touch Dana's collection through the forms either.
    const attempts: Record<string, string>[] = [
      { intent: 'rename', id, name: 'Eve' },
      { intent: 'visibility', id, isPublic: 'true' },
      { intent: 'delete', id },
      { intent: 'remove-item', id, productId: published[0]!.id },
    ];
    for (const form of attempts) {
      expect(await post('/collections', eve, form)).toMatchObject({
        status: 404,
        data: { formError: 'collection_not_found' },
      });
    }
    expect((await mine(dana.viewer)).find((c) => c.id === id)).toMatchObject({ name: 'Renommée', isPublic: false });

    expect(await post('/collections', dana, { intent: 'delete', id, name: 'Renommée' })).toMatchObject({
      data: { ok: true },
    });
    expect((await mine(dana.viewer)).some((c) => c.id === id)).toBe(false);
  });

  it('a visitor posting to /collections is sent to sign in', async () => {
    const answer = await collectionsAction(await args('/collections', '', { intent: 'create', name: 'x' })).catch(
      (e) => e,
    );
    expect((answer as Response).headers.get('location')).toContain('/auth');
  });

  it('/collections/:id shows the owner its products and removes one; 404 for anyone else', async () => {
    const [a, b] = published;
    const c = await createCollection(deps(), dana.viewer, { name: 'Détail', productId: a!.id });
    await addCollectionItem(deps(), dana.viewer, c.id, b!.id);
    const page = await collectionLoader(await args(`/collections/${c.id}`, dana.cookie, undefined, { id: c.id }));
    expect(page.items.data.map((p) => p.id)).toEqual([b!.id, a!.id]);

    for (const [cookie, id] of [
      [eve.cookie, c.id],
      [dana.cookie, crypto.randomUUID()],
      [dana.cookie, 'pas-un-uuid'],
    ] as const) {
      const answer = await collectionLoader(await args(`/collections/${id}`, cookie, undefined, { id })).catch(
        (e) => e,
      );
      expect(answer).toMatchObject({ init: { status: 404 } });
    }

    const removed = answerOf(
      await collectionAction(
        await args(
          `/collections/${c.id}`,
          dana.cookie,
          { intent: 'remove-item', id: c.id, productId: b!.id, title: 'Chatbot support' },
          { id: c.id },
        ),
      ),
    );
    expect(removed).toMatchObject({ status: 200, data: { ok: true, title: 'Chatbot support' } });
    expect((await snapshot(c.id)).items).toEqual([a!.id]);

    const deleted = await collectionAction(
      await args(`/collections/${c.id}`, dana.cookie, { intent: 'delete', id: c.id }, { id: c.id }),
    ).catch((e) => e);
    expect((deleted as Response).headers.get('location')).toBe('/collections');
  });

  it('/c/:shareToken: public to anyone, private 404 but to its owner, never cached', async () => {
    const [a] = published;
    const c = await createCollection(deps(), dana.viewer, { name: 'Lien', productId: a!.id });
    const path = `/c/${c.shareToken}`;
    const visit = async (cookie = '') =>
      sharedLoader(await args(path, cookie, undefined, { shareToken: c.shareToken })).catch((e) => e);
    expect(await visit()).toMatchObject({ init: { status: 404 } });
    expect(await visit(eve.cookie)).toMatchObject({ init: { status: 404 } });
    expect((await visit(dana.cookie)).collection).toMatchObject({ isOwner: true, isPublic: false });

    await updateCollection(deps(), dana.viewer, c.id, { isPublic: true });
    const seen = await visit();
    expect(seen.collection).toMatchObject({ name: 'Lien', isPublic: true, id: null });
    expect(seen.meta).toMatchObject({ noindex: true });

    // The test app renders no pages: the route's headers are checked as the framework reads them.
    expect(sharedHeaders()).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
