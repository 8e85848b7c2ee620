import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createProduct } from '../../core/products/create-product.ts';
import { getProductForEdit } from '../../core/products/get-product-for-edit.ts';
import { productInput, productPatch } from '../../core/products/product-input.schema.ts';
import { setProductStatus } from '../../core/products/set-product-status.ts';
import { updateProduct } from '../../core/products/update-product.ts';
import {
  buildViewer,
  createCategory,
  createProduct as createProductRow,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import {
  priceHistory,
  productFiles,
  productMedia,
  productSlugRedirects,
  products,
  productTranslations,
} from '../../db/schema/index.ts';
import { pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { completeInput, createAsset } from './product-editor-fixtures.ts';

const ctx = setUpTestApp();
const deps = () => ctx.testApp.deps;
const db = () => ctx.database.db;

let categoryId: string;
let owner: Viewer;
let sellerId: string;
let cover: string;
let file: string;

/** An expert with a seller profile, as a viewer. */
async function seller() {
  const profile = await createSeller(db());
  return { viewer: buildViewer({ userId: profile.userId, roles: ['expert'] }), sellerId: profile.id };
}

const input = (overrides: Record<string, unknown> = {}) =>
  productInput.parse({ ...completeInput(categoryId, { cover, file }), ...overrides });

/** What a rejected promise was rejected with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { code: string; status: number; details?: Record<string, unknown> },
  );

beforeAll(async () => {
  categoryId = (await createCategory(db())).id;
  ({ viewer: owner, sellerId } = await seller());
  cover = (await createAsset(deps(), sellerId, { kind: 'image' })).id;
  file = (await createAsset(deps(), sellerId, { kind: 'file' })).id;
});

describe('creating, editing and publishing a product', () => {
  it('creates a draft with its slug, cover renditions, files as release 1.0.0, translation and first price', async () => {
    const created = await createProduct(deps(), owner, input());
    expect(created.slug).toBe('agent-de-support-client-rag');
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ status: 'draft', priceCents: 14_990, sellerId, deploymentHours: 48 });
    const media = await db().select().from(productMedia).where(eq(productMedia.productId, created.id));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ kind: 'cover', assetId: cover });
    const formats = new Set(media[0]!.variants.map((v) => v.format));
    expect(formats).toEqual(new Set(['webp', 'avif']));
    for (const v of media[0]!.variants) expect(await deps().files.exists(v.path)).toBe(true);
    const edit = await getProductForEdit(deps(), owner, { productId: created.id });
    expect(edit.releases.map((r) => r.version)).toEqual(['1.0.0']);
    expect(edit.fileAssetIds).toEqual([file]);
    expect(edit.missing).toEqual([]);
    expect(edit.translations).toEqual([expect.objectContaining({ locale: 'en', title: 'RAG customer support agent' })]);
    const prices = await db().select().from(priceHistory).where(eq(priceHistory.productId, created.id));
    expect(prices.map((p) => p.priceCents)).toEqual([14_990]);
  });

  it('publishes a complete product; an incomplete one gets the list of what is missing and stays a draft', async () => {
    const complete = await createProduct(deps(), owner, input({ title: 'Agent complet' }));
    expect(await setProductStatus(deps(), owner, { productId: complete.id, status: 'published' })).toMatchObject({
      status: 'published',
    });
    const [published] = await db().select().from(products).where(eq(products.id, complete.id));
    expect(published?.publishedAt).toBeInstanceOf(Date);

    const bare = await createProduct(
      deps(),
      owner,
      input({ title: 'Agent vide', description: '', coverAssetId: null, fileAssetIds: [], manifest: null }),
    );
    const error = await failure(setProductStatus(deps(), owner, { productId: bare.id, status: 'published' }));
    expect(error).toMatchObject({ code: 'product_incomplete', status: 422 });
    expect(error?.details?.missing).toEqual(['description', 'cover', 'files', 'manifest']);
    const [still] = await db().select().from(products).where(eq(products.id, bare.id));
    expect(still?.status).toBe('draft');
  });

  it('records a new price, keeps the old slug as a redirect and the product page redirects it (301)', async () => {
    const created = await createProduct(deps(), owner, input({ title: 'Agent à renommer' }));
    await setProductStatus(deps(), owner, { productId: created.id, status: 'published' });
    await updateProduct(deps(), owner, created.id, productPatch.parse({ slug: 'agent-renomme', price: 99 }));
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ slug: 'agent-renomme', priceCents: 9900 });
    const redirects = await db()
      .select()
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, created.id));
    expect(redirects.map((r) => r.slug)).toEqual([created.slug]);
    const prices = await db().select().from(priceHistory).where(eq(priceHistory.productId, created.id));
    expect(prices.map((p) => p.priceCents).sort()).toEqual([14_990, 9900].sort());

    const { context } = await pageContext(ctx.testApp);
    const url = new URL(`http://localhost:3000/product/${created.slug}?ref=PARTNER`);
    const thrown = await productLoader({
      params: { slug: created.slug },
      url,
      request: new Request(url),
      context,
    } as never).then(
      () => null,
      (e: unknown) => e as Response,
    );
    expect(thrown?.status).toBe(301);
    expect(thrown?.headers.get('location')).toBe('/product/agent-renomme?ref=PARTNER');
  });

  it('refuses a slug already taken by another product or kept as a former address', async () => {
    const other = await createProductRow(db(), { slug: 'agent-deja-pris' });
    const taken = await failure(createProduct(deps(), owner, input({ title: 'Un autre', slug: other.slug })));
    expect(taken).toMatchObject({ code: 'slug_taken', status: 409, details: { field: 'slug' } });
    const moved = await createProduct(deps(), owner, input({ title: 'Ancien nom' }));
    await updateProduct(deps(), owner, moved.id, { slug: 'nouveau-nom' });
    const former = await failure(createProduct(deps(), owner, input({ title: 'Intrus', slug: moved.slug })));
    expect(former).toMatchObject({ code: 'slug_taken' });
    // A title whose slug is taken gets the next free one.
    const again = await createProduct(deps(), owner, input({ title: 'Agent déjà pris' }));
    expect(again.slug).toBe('agent-deja-pris-2');
  });
});

describe('bad input', () => {
  it('another seller may not edit the product: 403 and nothing changes; an administrator may', async () => {
    const created = await createProduct(deps(), owner, input({ title: 'Agent protégé' }));
    const { viewer: intruder } = await seller();
    const error = await failure(updateProduct(deps(), intruder, created.id, { title: 'Piraté', price: 1 }));
    expect(error).toMatchObject({ status: 403 });
    const statusError = await failure(
      setProductStatus(deps(), intruder, { productId: created.id, status: 'archived' }),
    );
    expect(statusError).toMatchObject({ status: 403 });
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ title: 'Agent protégé', priceCents: 14_990, status: 'draft' });
    expect(await failure(getProductForEdit(deps(), intruder, { productId: created.id }))).toMatchObject({
      status: 403,
    });

    const admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
    await updateProduct(deps(), admin, created.id, { title: 'Corrigé par l’équipe' });
    const [fixed] = await db().select().from(products).where(eq(products.id, created.id));
    expect(fixed?.title).toBe('Corrigé par l’équipe');
  });

  it('refuses a price of 0 or over 100 000 € with a field error', () => {
    for (const [price, code] of [
      ['0', 'price_too_low'],
      [0, 'price_too_low'],
      ['100000,01', 'price_too_high'],
      [250_000, 'price_too_high'],
      ['douze', 'price_invalid'],
    ] as const) {
      const parsed = productInput.safeParse({ ...completeInput(categoryId, { cover, file }), price });
      expect(parsed.success, String(price)).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['price'], message: code });
    }
    expect(productInput.parse({ ...completeInput(categoryId, { cover, file }), price: '100000' }).price).toBe(
      10_000_000,
    );
  });

  it('stores script in Markdown as typed and renders it inert', async () => {
    const created = await createProduct(
      deps(),
      owner,
      input({
        title: 'Agent piégé',
        description: '<script>alert(1)</script>\n\n[clic](javascript:alert(1)) <img src=x onerror=alert(1)>',
      }),
    );
    await setProductStatus(deps(), owner, { productId: created.id, status: 'published' });
    const { context } = await pageContext(ctx.testApp);
    const url = new URL(`http://localhost:3000/product/${created.slug}`);
    const answer = (await productLoader({
      params: { slug: created.slug },
      url,
      request: new Request(url),
      context,
    } as never)) as {
      data: { product: { descriptionHtml: string } };
    };
    const html = answer.data.product.descriptionHtml;
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a file of another seller’s library and a demo URL that is not https', async () => {
    const { sellerId: otherSeller } = await seller();
    const foreign = await createAsset(deps(), otherSeller, { kind: 'file' });
    const error = await failure(
      createProduct(deps(), owner, input({ title: 'Vol de fichier', fileAssetIds: [foreign.id] })),
    );
    expect(error).toMatchObject({ code: 'asset_not_found', details: { field: 'fileAssetIds' } });
    const count = await db().select().from(products).where(eq(products.title, 'Vol de fichier'));
    expect(count).toHaveLength(0);
    const http = productInput.safeParse({
      ...completeInput(categoryId, { cover, file }),
      demoUrl: 'http://demo.example.com',
    });
    expect(http.error?.issues[0]).toMatchObject({ path: ['demoUrl'], message: 'demo_url_https' });
  });

  it('a customer is not a seller, an expert without a profile is told to complete it', async () => {
    const customer = buildViewer({ userId: (await createUser(db())).id });
    expect(await failure(createProduct(deps(), customer, input()))).toMatchObject({
      code: 'not_a_seller',
      status: 403,
    });
    const expert = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });
    expect(await failure(createProduct(deps(), expert, input()))).toMatchObject({
      code: 'seller_profile_missing',
      status: 403,
    });
    // A seller whose expert role was withdrawn keeps a profile but may no longer create nor edit.
    const created = await createProduct(deps(), owner, input({ title: 'Agent d’un ancien vendeur' }));
    const withdrawn = { ...owner, roles: [] };
    expect(await failure(createProduct(deps(), withdrawn, input()))).toMatchObject({ code: 'not_a_seller' });
    expect(await failure(updateProduct(deps(), withdrawn, created.id, { price: 1 }))).toMatchObject({
      code: 'not_a_seller',
    });
  });

  it('replacing the files keeps those still delivered and translations follow the product’s language', async () => {
    const created = await createProduct(deps(), owner, input({ title: 'Agent évolutif' }));
    const second = await createAsset(deps(), sellerId, { kind: 'file', fileName: 'guide.pdf' });
    const before = await db().select().from(productFiles).where(eq(productFiles.productId, created.id));
    await updateProduct(deps(), owner, created.id, { fileAssetIds: [file, second.id], language: 'en' });
    const after = await db().select().from(productFiles).where(eq(productFiles.productId, created.id));
    expect(after.map((f) => f.id)).toContain(before[0]!.id);
    expect(after).toHaveLength(2);
    const translations = await db()
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, created.id));
    expect(translations).toEqual([]);

    // A new cover: renditions made from it, those of the former one deleted from storage.
    const [oldCover] = await db().select().from(productMedia).where(eq(productMedia.productId, created.id));
    const newCover = await createAsset(deps(), sellerId, { kind: 'image', fileName: 'nouvelle.png' });
    await updateProduct(deps(), owner, created.id, { coverAssetId: newCover.id });
    const [replaced] = await db().select().from(productMedia).where(eq(productMedia.productId, created.id));
    expect(replaced?.assetId).toBe(newCover.id);
    for (const v of oldCover!.variants) expect(await deps().files.exists(v.path)).toBe(false);
    for (const v of replaced!.variants) expect(await deps().files.exists(v.path)).toBe(true);
  });
});
