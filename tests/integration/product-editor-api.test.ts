import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { completeInput, createAsset } from './product-editor-fixtures.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Un-editeur-bien-garde-1';

const signIn = (email: string) => ctx.signInCookies(email, password);

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  ctx.callJson(method, `/api/v1${path}`, cookie, body);

let seller: string;
let otherSeller: string;
let customer: string;
let admin: string;
let categoryId: string;
let assets: { cover: string; file: string };

beforeAll(async () => {
  categoryId = (await createCategory(db())).id;
  const owner = await createUser(db(), { email: 'vendeur-api@example.com', password, roles: ['expert'] });
  const profile = await createSeller(db(), { userId: owner.id });
  const other = await createUser(db(), { email: 'autre-vendeur-api@example.com', password, roles: ['expert'] });
  await createSeller(db(), { userId: other.id });
  await createUser(db(), { email: 'client-api@example.com', password });
  await createUser(db(), { email: 'admin-api@example.com', password, roles: ['admin'] });
  assets = {
    cover: (await createAsset(ctx.testApp.deps, profile.id, { kind: 'image' })).id,
    file: (await createAsset(ctx.testApp.deps, profile.id, { kind: 'file' })).id,
  };
  seller = await signIn('vendeur-api@example.com');
  otherSeller = await signIn('autre-vendeur-api@example.com');
  customer = await signIn('client-api@example.com');
  admin = await signIn('admin-api@example.com');
});

describe('/api/v1/seller/products', () => {
  it('answers a visitor 401 and a customer 403 before anything is written', async () => {
    expect((await call('GET', '/seller/products', '')).status).toBe(401);
    expect((await call('POST', '/seller/products', '', completeInput(categoryId, assets))).status).toBe(401);
    const refused = await call('POST', '/seller/products', customer, completeInput(categoryId, assets));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_a_seller');
    expect((await call('GET', '/seller/products', customer)).status).toBe(403);
  });

  it('creates (201), lists, reads, patches, publishes and releases; strict bodies', async () => {
    const created = await call('POST', '/seller/products', seller, completeInput(categoryId, assets));
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as {
      data: { id: string; slug: string; priceCents: number; status: string };
    };
    // The demo is a link until its seller allows it embedded.
    expect(data).toMatchObject({ priceCents: 14_990, status: 'draft', demoEmbed: false });

    const list = (await (await call('GET', '/seller/products', seller)).json()) as { data: { id: string }[] };
    expect(list.data.map((p) => p.id)).toContain(data.id);

    const patched = await call('PATCH', `/seller/products/${data.id}`, seller, {
      price: 79,
      title: 'Agent renommé',
      demoEmbed: true,
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { data: { priceCents: number; title: string } }).data).toMatchObject({
      priceCents: 7900,
      title: 'Agent renommé',
      demoEmbed: true,
    });
    expect((await call('PATCH', `/seller/products/${data.id}`, seller, { demoEmbed: 'yes' })).status).toBe(400);
    expect((await call('PATCH', `/seller/products/${data.id}`, seller, { price: 79, hacked: true })).status).toBe(400);

    const published = await call('POST', `/seller/products/${data.id}/status`, seller, { status: 'published' });
    expect(published.status).toBe(200);
    const release = await call('POST', `/seller/products/${data.id}/releases`, seller, {
      version: '1.1.0',
      changelog: 'Corrections',
      fileAssetIds: [assets.file],
    });
    expect(release.status).toBe(201);
  });

  it('bad input: price 0 or over 100 000 €, slug taken, incomplete product → field errors, nothing written', async () => {
    const zero = await call('POST', '/seller/products', seller, { ...completeInput(categoryId, assets), price: 0 });
    expect(zero.status).toBe(400);
    expect(
      ((await zero.json()) as { error: { details: { path: string; message: string }[] } }).error.details,
    ).toContainEqual({
      path: 'price',
      message: 'price_too_low',
    });
    const high = await call('POST', '/seller/products', seller, {
      ...completeInput(categoryId, assets),
      price: 100_000.01,
    });
    expect(high.status).toBe(400);

    const taken = await createProduct(db(), { slug: 'adresse-prise-api' });
    const clash = await call('POST', '/seller/products', seller, {
      ...completeInput(categoryId, assets),
      slug: taken.slug,
    });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: { code: string; details: { field: string } } }).error).toMatchObject({
      code: 'slug_taken',
      details: { field: 'slug' },
    });

    const bare = await call('POST', '/seller/products', seller, {
      ...completeInput(categoryId, assets),
      title: 'Agent incomplet',
      coverAssetId: null,
    });
    const { data } = (await bare.json()) as { data: { id: string } };
    const incomplete = await call('POST', `/seller/products/${data.id}/status`, seller, { status: 'published' });
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as { error: { details: { missing: string[] } } }).error.details.missing).toEqual([
      'cover',
    ]);
  });

  it('another seller gets 403 and changes nothing; an administrator may edit', async () => {
    const created = await call('POST', '/seller/products', seller, {
      ...completeInput(categoryId, assets),
      title: 'Agent gardé',
    });
    const { data } = (await created.json()) as { data: { id: string } };
    expect((await call('PATCH', `/seller/products/${data.id}`, otherSeller, { price: 1 })).status).toBe(403);
    expect((await call('GET', `/seller/products/${data.id}`, otherSeller)).status).toBe(403);
    expect((await call('POST', `/seller/products/${data.id}/status`, otherSeller, { status: 'archived' })).status).toBe(
      403,
    );
    const [row] = await db().select().from(products).where(eq(products.id, data.id));
    expect(row).toMatchObject({ priceCents: 14_990, status: 'draft' });
    expect((await call('PATCH', `/seller/products/${data.id}`, admin, { summary: 'Revu par l’équipe' })).status).toBe(
      200,
    );
  });

  it('previews Markdown with script made inert', async () => {
    expect((await call('POST', '/seller/markdown-preview', '', { markdown: 'x' })).status).toBe(401);
    const res = await call('POST', '/seller/markdown-preview', seller, {
      markdown: '# Titre\n\n<script>alert(1)</script>',
    });
    const { data } = (await res.json()) as { data: { html: string } };
    expect(data.html).toContain('<h2>Titre</h2>');
    expect(data.html).not.toContain('<script>');
    expect(data.html).toContain('&lt;script&gt;');
  });
});
