import { beforeAll, describe, expect, it } from 'vitest';
import AssetsPage, { action, loader } from '../../app/routes/dashboard/assets.tsx';
import { sampleImage, samples } from '../../core/assets/sample-files.test-support.ts';
import { uploadAsset } from '../../core/assets/upload-asset.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { productFiles } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Une-bibliotheque-rangee-1';

type LoaderData = Parameters<typeof AssetsPage>[0]['loaderData'];
const render = (data: LoaderData, locale?: Locale) =>
  renderPage('/dashboard/assets', AssetsPage, { loaderData: data }, locale);

/** A member who can sign in: their Cookie header. */
async function signedIn(roles: ('expert' | 'admin')[]) {
  const email = `assets-${crypto.randomUUID().slice(0, 8)}@test.deploia.example`;
  const u = await createUser(db(), { email, password, roles });
  const cookie = await ctx.signInCookies(email, password);
  return { userId: u.id, cookie };
}

async function args(cookie: string, form?: Record<string, string>, path = '/dashboard/assets') {
  const url = new URL(path, testOrigin);
  const { context } = await pageContext(ctx.testApp, new Headers({ cookie }));
  const request = form
    ? new Request(url, { method: 'POST', body: new URLSearchParams(form), headers: { origin: testOrigin } })
    : new Request(url);
  return { url, request, context, params: {} } as never;
}

const once = (bytes: Uint8Array) =>
  (async function* () {
    yield bytes;
  })();

let seller: Awaited<ReturnType<typeof signedIn>>;
let archiveId: string;
let looseId: string;

beforeAll(async () => {
  seller = await signedIn(['expert']);
  const profile = await createSeller(db(), { userId: seller.userId });
  const product = await createProduct(db(), { sellerId: profile.id, title: 'Agent SDR', slug: 'agent-sdr' });
  const viewer = buildViewer({ userId: seller.userId, roles: ['expert'] });
  const put = (bytes: Uint8Array, fileName: string) =>
    uploadAsset(ctx.testApp.deps, viewer, { fileName, body: once(bytes), declaredBytes: bytes.byteLength });
  const archive = await put(samples.zip, 'agent.zip');
  archiveId = archive.id;
  looseId = (await put(await sampleImage('png'), 'cover.png')).id;
  await db()
    .insert(productFiles)
    .values({
      productId: product.id,
      fileName: archive.fileName,
      assetId: archive.id,
      storageKey: `seller-assets/${profile.id}/${archive.id}`,
      contentType: archive.contentType,
      sizeBytes: archive.sizeBytes,
      sha256: 'x',
    });
});

describe('/dashboard/assets', () => {
  it('sends a customer to /sell, and asks an expert without a seller profile to complete it', async () => {
    const customer = await signedIn([]);
    const answer = await loader(await args(customer.cookie)).catch((e: unknown) => e);
    expect((answer as Response).headers.get('location')).toBe('/sell');

    const expert = await signedIn(['expert']);
    const data = await loader(await args(expert.cookie));
    expect(data.library).toBeNull();
    const html = render(data);
    expect(html).toContain('href="/dashboard/seller-profile"');
    expect(html).not.toContain('type="file"');
  });

  it('lists the files with their type, size, preview, the products using them and the quota', async () => {
    const data = await loader(await args(seller.cookie));
    expect(data.library?.assets.map((a) => a.fileName)).toEqual(['cover.png', 'agent.zip']);
    const html = render(data);
    expect(html).toContain('Archive ZIP');
    expect(html).toContain('Image PNG');
    expect(html).toContain(`src="/api/v1/seller/assets/${looseId}/preview"`);
    expect(html).toContain('href="/product/agent-sdr/edit"');
    expect(html).toContain('Aucun produit');
    expect(html).toMatch(/<meter[^>]*id="asset-quota"/);
    expect(html).toMatch(/221\so sur 5\sGo/);
    expect(html).toContain('aria-label="Supprimer agent.zip"');
    expect(html).toMatch(/<label[^>]*>.*Choisir des fichiers.*<input[^>]*type="file"[^>]*multiple/s);
    expect(html).toContain('<noscript>');

    for (const locale of ['en', 'es', 'de'] as const) {
      const other = render(data, locale);
      expect(other, locale).not.toMatch(/library\.|quota\.|upload\.|types\.|uploader\./);
    }
    expect(render(data, 'en')).toContain('ZIP archive');
    expect(render(data, 'en')).toMatch(/221\sbyte of 5\sGB/);
  });

  it('sends a page past the last one, or another seller’s id, back to one’s own library', async () => {
    for (const path of ['/dashboard/assets?page=9', `/dashboard/assets?sellerId=${crypto.randomUUID()}`]) {
      const answer = await loader(await args(seller.cookie, undefined, path)).catch((e: unknown) => e);
      expect((answer as Response).headers.get('location'), path).toBe('/dashboard/assets');
    }
  });

  it('refuses to delete a file a product uses, and deletes an unused one, without JavaScript', async () => {
    const refused = answerOf<{ ok: boolean; code: string; products: string[] }>(
      await action(await args(seller.cookie, { intent: 'delete', assetId: archiveId, fileName: 'agent.zip' })),
    );
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, code: 'asset_in_use', products: ['Agent SDR'] });

    const deleted = answerOf<{ ok: boolean; fileName: string }>(
      await action(await args(seller.cookie, { intent: 'delete', assetId: looseId, fileName: 'cover.png' })),
    );
    expect(deleted.data).toEqual({ ok: true, fileName: 'cover.png' });
    const after = await loader(await args(seller.cookie));
    expect(after.library?.assets.map((a) => a.fileName)).toEqual(['agent.zip']);
  });
});
