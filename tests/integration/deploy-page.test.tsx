import { eq } from 'drizzle-orm';
import type { createElement as h } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeploymentManifest } from '../../app/components/product/deployment-manifest.tsx';
import { requestContext, viewerContext } from '../../app/context.ts';
import DeployPage, { action as deployAction, loader as deployLoader } from '../../app/routes/dashboard/deploy.tsx';
import EditProductPage, { action as editAction, loader as editLoader } from '../../app/routes/products/edit.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { getDeployPage } from '../../core/deployments/guides/get-deploy-page.ts';
import { setChecklistTick } from '../../core/deployments/guides/set-checklist-tick.ts';
import { createProduct } from '../../core/products/create-product.ts';
import { productInput, productPatch } from '../../core/products/product-input.schema.ts';
import { publishRelease } from '../../core/products/publish-release.ts';
import { releaseInput } from '../../core/products/release.schema.ts';
import { saveReleaseGuides } from '../../core/products/save-release-guides.ts';
import { updateProduct } from '../../core/products/update-product.ts';
import {
  buildViewer,
  createCategory,
  createDeploymentRequest,
  createLicences,
  createPaidOrder,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { deploymentChecklistTicks, orderItems, products } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderInLocale, renderRoutes } from '../support/render-page.tsx';
import { completeInput, createAsset } from './product-editor-fixtures.ts';

const ctx = setUpTestApp();
const deps = () => ctx.testApp.deps;
const db = () => ctx.database.db;

let owner: Viewer;
let sellerId: string;
let product: { id: string; slug: string };
let file: string;
let buyer: Viewer;
let line: string;

const frGuide = `# Avant de commencer

Comptez une heure.

## 1. Créer la clé Mistral

Dans la console de Mistral, créez une clé.

## 2. Lancer le conteneur

\`docker compose up -d\`

## 3. Tester le chatbot
`;
const enGuide =
  '## 1. Create the Mistral key\n\nIn the console.\n\n## 2. Start the container\n\n## 3. Test the chatbot\n';

const release = (version: string, guide?: string) =>
  releaseInput.parse({ version, changelog: '', fileAssetIds: [file], ...(guide !== undefined && { guide }) });

async function buyerOf(productId: string, email: string) {
  const user = await createUser(db(), { email });
  const { items } = await createPaidOrder(db(), {
    buyerId: user.id,
    lines: [{ productId, sellerId, title: 'Chatbot RAG', unitPriceCents: 9900 }],
  });
  await createLicences(db(), { id: items[0]!.id, quantity: 1 }, user.id);
  return { viewer: buildViewer({ userId: user.id }), item: items[0]!.id };
}

async function routeArgs(path: string, viewer: Viewer | null, init?: RequestInit, params: Record<string, string> = {}) {
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  const locale = (new URL(`http://localhost${path}`).searchParams.get('lng') ?? 'fr') as Locale;
  context.set(requestContext, { ...context.get(requestContext), locale });
  const url = new URL(`http://localhost:3000${path}`);
  return { request: new Request(url, init), url, context, params } as never;
}

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
};

function render(Component: unknown, path: string, loaderData: unknown, actionData: unknown, locale: Locale) {
  const Page = Component as (props: { loaderData: unknown; actionData?: unknown }) => ReturnType<typeof h>;
  return renderRoutes(
    [{ id: 'page', path, Component: () => <Page loaderData={loaderData} actionData={actionData} /> }],
    path,
    locale,
    { hydrationData: { actionData: actionData ? { page: actionData } : null, loaderData: {} } },
  );
}

const rejection = <T,>(promise: Promise<T>) =>
  promise.then(
    () => null,
    (e: { init?: ResponseInit; status?: number }) => e.init?.status ?? e.status ?? 0,
  );

beforeAll(async () => {
  const categoryId = (await createCategory(db())).id;
  const profile = await createSeller(db());
  sellerId = profile.id;
  owner = buildViewer({ userId: profile.userId, roles: ['expert'] });
  const cover = (await createAsset(deps(), sellerId, { kind: 'image' })).id;
  file = (await createAsset(deps(), sellerId, { kind: 'file' })).id;
  product = await createProduct(deps(), owner, productInput.parse(completeInput(categoryId, { cover, file })));
  ({ viewer: buyer, item: line } = await buyerOf(product.id, 'deploie@example.com'));
});

describe('the guide a buyer reads', () => {
  it('is the latest published release’s, in the buyer’s language when translated, else the product’s', async () => {
    const none = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(none.guide).toBeNull();
    expect(none.manifest?.model).toBe('Mistral Large');

    const v11 = await publishRelease(deps(), owner, product.id, release('1.1.0', frGuide));
    await saveReleaseGuides(deps(), owner, {
      productId: product.id,
      releaseId: v11.id,
      guides: [{ locale: 'en', body: enGuide }],
    });
    const fr = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(fr.guide).toMatchObject({ version: '1.1.0', locale: 'fr', untranslated: false, done: 0 });
    expect(fr.guide?.steps.map((s) => s.title)).toEqual([
      '1. Créer la clé Mistral',
      '2. Lancer le conteneur',
      '3. Tester le chatbot',
    ]);
    expect(fr.guide?.html).toContain('<code>docker compose up -d</code>');
    const en = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'en' });
    expect(en.guide).toMatchObject({ locale: 'en', untranslated: false });
    expect(en.guide?.steps[0]?.title).toBe('1. Create the Mistral key');
    // Paired with the French steps: the same ticks whatever the language.
    expect(en.guide?.steps.map((s) => s.slug)).toEqual(fr.guide?.steps.map((s) => s.slug));
    const es = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'es' });
    expect(es.guide).toMatchObject({ locale: 'fr', untranslated: true });

    // A new release carries the guide and its translation; changing its source changes what buyers read.
    await publishRelease(
      deps(),
      owner,
      product.id,
      release('1.2.0', `${frGuide}\n## 4. Brancher le widget\n\nCollez le script.`),
    );
    const after = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(after.guide?.version).toBe('1.2.0');
    expect(after.guide?.steps).toHaveLength(4);
    const enAfter = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'en' });
    expect(enAfter.guide?.locale).toBe('en');
    // Three English steps for four French ones: the translation keeps its own keys.
    expect(enAfter.guide?.steps[0]?.slug).toBe('create-the-mistral-key');

    // A release without a guide given keeps the previous one.
    await publishRelease(deps(), owner, product.id, release('1.2.1'));
    expect((await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' })).guide?.steps).toHaveLength(4);
  });

  it('is refused to anyone else, for a refunded line and for a malformed id (404)', async () => {
    const stranger = buildViewer({ userId: (await createUser(db())).id });
    await expect(getDeployPage(deps(), stranger, { orderItemId: line, locale: 'fr' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getDeployPage(deps(), owner, { orderItemId: line, locale: 'fr' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getDeployPage(deps(), buyer, { orderItemId: 'pas-un-id', locale: 'fr' })).rejects.toMatchObject({
      status: 404,
    });
    const refunded = await buyerOf(product.id, 'rembourse-deploie@example.com');
    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, refunded.item));
    await expect(
      getDeployPage(deps(), refunded.viewer, { orderItemId: refunded.item, locale: 'fr' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the checklist', () => {
  it('ticks idempotently, unticks, and keeps ticks across a new release that keeps the step', async () => {
    const slug = 'creer-la-cle-mistral';
    const first = await setChecklistTick(deps(), buyer, line, { step: slug, ticked: true });
    expect(first).toEqual({ step: slug, ticked: true });
    const [stored] = await db()
      .select()
      .from(deploymentChecklistTicks)
      .where(eq(deploymentChecklistTicks.orderItemId, line));
    await setChecklistTick(deps(), buyer, line, { step: slug, ticked: true });
    const again = await db()
      .select()
      .from(deploymentChecklistTicks)
      .where(eq(deploymentChecklistTicks.orderItemId, line));
    expect(again).toHaveLength(1);
    expect(again[0]?.tickedAt).toEqual(stored?.tickedAt);
    await setChecklistTick(deps(), buyer, line, { step: 'lancer-le-conteneur', ticked: true });
    let page = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(page.guide?.done).toBe(2);

    // A release that inserts a step before them (renumbered) keeps both ticks.
    await publishRelease(
      deps(),
      owner,
      product.id,
      release(
        '2.0.0',
        '## 1. Choisir l’hébergeur\n\n## 2. Créer la clé Mistral\n\n## 3. Lancer le conteneur\n\n## 4. Tester le chatbot\n',
      ),
    );
    page = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(page.guide?.steps.map((s) => s.tickedAt !== null)).toEqual([false, true, true, false]);
    expect(page.guide?.done).toBe(2);

    await setChecklistTick(deps(), buyer, line, { step: 'lancer-le-conteneur', ticked: false });
    await setChecklistTick(deps(), buyer, line, { step: 'lancer-le-conteneur', ticked: false });
    page = await getDeployPage(deps(), buyer, { orderItemId: line, locale: 'fr' });
    expect(page.guide?.done).toBe(1);
  });

  it('writes nothing on another user’s line (404)', async () => {
    const other = await buyerOf(product.id, 'autre-deploie@example.com');
    await expect(
      setChecklistTick(deps(), buyer, other.item, { step: 'tester-le-chatbot', ticked: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      await db().select().from(deploymentChecklistTicks).where(eq(deploymentChecklistTicks.orderItemId, other.item)),
    ).toEqual([]);
  });

  it('works as plain form posts on the « Déployer » page, and shows the progress', async () => {
    const path = `/dashboard/purchases/${line}/deploy`;
    const params = { orderItemId: line };
    const ticked = await deployAction(
      await routeArgs(path, buyer, post({ intent: 'tick', step: 'tester-le-chatbot', ticked: 'true' }), params),
    );
    expect(ticked).toMatchObject({ ok: true, step: 'tester-le-chatbot', ticked: true });
    const bad = answerOf(
      await deployAction(await routeArgs(path, buyer, post({ intent: 'tick', step: '../x', ticked: 'true' }), params)),
    );
    expect(bad).toMatchObject({ status: 400, data: { ok: false, code: 'step_invalid' } });
    const stranger = buildViewer({ userId: (await createUser(db())).id });
    expect(
      await rejection(
        deployAction(
          await routeArgs(path, stranger, post({ intent: 'tick', step: 'tester-le-chatbot', ticked: 'true' }), params),
        ),
      ),
    ).toBe(404);
    expect(await rejection(deployLoader(await routeArgs(path, stranger, undefined, params)))).toBe(404);

    const data = answerOf<Parameters<typeof DeployPage>[0]['loaderData']>(
      await deployLoader(await routeArgs(path, buyer, undefined, params)),
    ).data;
    const html = render(DeployPage, path, data, undefined, 'fr');
    expect(html).toContain('2\u00a0étapes sur 4'.replace('\u00a0', ' '));
    expect(html).toContain('Guide de déploiement');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Mistral Large');
    // No guided deployment for this product: no section for it.
    expect(html).not.toContain('Déploiement accompagné');

    await db().update(products).set({ deploymentService: 'included' }).where(eq(products.id, product.id));
    const guided = answerOf<Parameters<typeof DeployPage>[0]['loaderData']>(
      await deployLoader(await routeArgs(path, buyer, undefined, params)),
    ).data;
    const withService = render(DeployPage, path, guided, undefined, 'fr');
    expect(withService).toContain('Déploiement accompagné');
    expect(withService).toContain(`href="/dashboard/purchases/${line}/deployment-request"`);
    expect(render(DeployPage, path, guided, undefined, 'de')).toContain('Begleitete Bereitstellung anfragen');
    await db().update(products).set({ deploymentService: 'none' }).where(eq(products.id, product.id));
  });

  it('shows the guided deployment when this line bought it as an option', async () => {
    const paid = await buyerOf(product.id, 'option-deploie@example.com');
    await db().update(orderItems).set({ deploymentCents: 9000 }).where(eq(orderItems.id, paid.item));
    const page = await getDeployPage(deps(), paid.viewer, { orderItemId: paid.item, locale: 'fr' });
    expect(page.guidedDeployment).toBe(true);
    expect(page.request).toBeNull();
  });

  it('shows the line’s request in progress, its state and deadline, instead of asking for another', async () => {
    const { viewer, item } = await buyerOf(product.id, 'demande-en-cours@example.com');
    await db().update(orderItems).set({ deploymentCents: 9000 }).where(eq(orderItems.id, item));
    const request = await createDeploymentRequest(db(), {
      orderItemId: item,
      productId: product.id,
      sellerId,
      buyerId: viewer.userId,
      status: 'accepted',
      requestedAt: new Date(Date.now() - 2 * 3_600_000),
      acceptAfterHours: 1,
    });
    const at = `/dashboard/purchases/${item}/deploy`;
    const data = answerOf<Parameters<typeof DeployPage>[0]['loaderData']>(
      await deployLoader(await routeArgs(at, viewer, undefined, { orderItemId: item })),
    ).data;
    expect(data.page.request).toMatchObject({ id: request.id, status: 'accepted' });
    const html = render(DeployPage, at, data, undefined, 'fr');
    expect(html).toContain('Votre demande');
    expect(html).toContain('Accepté');
    expect(html).toContain('À livrer avant le');
    expect(html).toContain(`href="/dashboard/deployments/${request.id}"`);
    expect(html).not.toContain(`/deployment-request"`);
    expect(render(DeployPage, at, data, undefined, 'es')).toContain('Su solicitud');
  });
});

describe('the editor', () => {
  const editArgs = (init?: RequestInit) =>
    routeArgs(`/product/${product.slug}/edit`, owner, init, { slug: product.slug });

  const current = () =>
    db()
      .select({
        service: products.deploymentService,
        price: products.deploymentPriceCents,
        manifest: products.manifest,
      })
      .from(products)
      .where(eq(products.id, product.id))
      .then((r) => r[0]!);

  async function formOf() {
    const data = answerOf<Parameters<typeof EditProductPage>[0]['loaderData']>(await editLoader(await editArgs())).data;
    const p = data.product;
    return {
      data,
      fields: {
        intent: 'save',
        title: p.title,
        slug: p.slug,
        categoryId: p.categoryId,
        tags: p.tags.join(', '),
        summary: p.summary,
        description: p.description,
        price: (p.priceCents / 100).toFixed(2),
        billing: p.billing,
        language: p.language,
        demoUrl: p.demoUrl ?? '',
        deploymentHours: String(p.deploymentHours),
        'manifest.model': p.manifest!.model,
        'manifest.requiredKeys': p.manifest!.requiredKeys.join(', '),
        'manifest.estimatedMonthlyCostEur': String(p.manifest!.estimatedMonthlyCostEur),
        'manifest.hosting': p.manifest!.hosting,
        'manifest.dataLocation': p.manifest!.dataLocation,
        'manifest.aiDisclosure': 'on',
        coverAssetId: p.coverAssetId ?? '',
        fileAssetIds: p.fileAssetIds,
      } as Record<string, string | string[]>,
    };
  }

  it('refuses a paid option without a price, a bad price and bad hosting options, with translated errors', async () => {
    const before = await current();
    const { data, fields } = await formOf();
    const cases: [Record<string, string>, string, string, string][] = [
      [
        { deploymentService: 'paid_option', deploymentPrice: '' },
        'deploymentPrice',
        'deployment_price_required',
        'Indiquez le prix du déploiement accompagné.',
      ],
      [
        { deploymentService: 'paid_option', deploymentPrice: '-5' },
        'deploymentPrice',
        'deployment_price_invalid',
        'Indiquez un prix en euros supérieur à 0, par exemple 90.',
      ],
      [
        { deploymentService: 'paid_option', deploymentPrice: '200000' },
        'deploymentPrice',
        'deployment_price_too_high',
        'Le prix du déploiement ne peut pas dépasser',
      ],
      [
        { deploymentService: 'paid_option', deploymentPrice: '90', billing: 'monthly' },
        'deploymentService',
        'deployment_option_one_time',
        'ne se vend en option qu’avec un produit payé une fois',
      ],
      [
        { deploymentService: 'sur mesure' },
        'deploymentService',
        'deployment_service_invalid',
        'Choisissez une option de déploiement.',
      ],
      [
        { 'manifest.hostingOptions': 'Scaleway\nscaleway' },
        'manifest.hostingOptions',
        'hosting_option_twice',
        'Chaque option d’hébergement ne peut figurer qu’une fois.',
      ],
      [
        { 'manifest.hostingOptions': Array.from({ length: 11 }, (_, i) => `Hébergeur ${i}`).join('\n') },
        'manifest.hostingOptions',
        'hosting_options_too_many',
        '10 options d’hébergement au plus.',
      ],
      [
        { 'manifest.hostingOptions': 'x'.repeat(101) },
        'manifest.hostingOptions',
        'hosting_option_too_long',
        'Une option d’hébergement fait 100 caractères au plus.',
      ],
    ];
    for (const [typed, field, code, french] of cases) {
      const result = await editAction(await editArgs(post({ ...fields, ...typed })));
      expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: code } });
      const html = render(EditProductPage, `/product/${product.slug}/edit`, data, result, 'fr');
      expect(html).toContain(french);
      expect(render(EditProductPage, `/product/${product.slug}/edit`, data, result, 'en')).not.toMatch(/errors\./);
    }
    expect(await current()).toEqual(before);
  });

  it('saves the service, its price and the hosting options; the product page shows them', async () => {
    const { fields } = await formOf();
    const saved = (await editAction(
      await editArgs(
        post({
          ...fields,
          deploymentService: 'paid_option',
          deploymentPrice: '90',
          'manifest.hostingOptions': 'Scaleway (Paris)\nOVHcloud (Roubaix)\n',
        }),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(await current()).toMatchObject({
      service: 'paid_option',
      price: 9000,
      manifest: { hosting: 'Docker Compose', hostingOptions: ['Scaleway (Paris)', 'OVHcloud (Roubaix)'] },
    });
    // Another service drops the price (the CHECK constraint agrees); the API's patch says the same.
    await updateProduct(deps(), owner, product.id, productPatch.parse({ deploymentService: 'included' }));
    expect(await current()).toMatchObject({ service: 'included', price: null });
    await expect(
      updateProduct(deps(), owner, product.id, productPatch.parse({ deploymentService: 'paid_option' })),
    ).rejects.toMatchObject({ code: 'deployment_price_required', status: 400 });
    expect(await current()).toMatchObject({ service: 'included', price: null });
    // A paid option goes with a product paid once: a subscription's renewals would bill it every period.
    await updateProduct(
      deps(),
      owner,
      product.id,
      productPatch.parse({ deploymentService: 'paid_option', deploymentPrice: 90 }),
    );
    await expect(
      updateProduct(deps(), owner, product.id, productPatch.parse({ billing: 'monthly' })),
    ).rejects.toMatchObject({ code: 'deployment_option_one_time', status: 400 });
    expect(await current()).toMatchObject({ service: 'paid_option', price: 9000 });
  });

  it('shows the service in the buyer preview and on the product page', async () => {
    const { data, fields } = await formOf();
    const preview = await editAction(
      await editArgs(post({ ...fields, intent: 'preview', deploymentService: 'paid_option', deploymentPrice: '120' })),
    );
    expect(preview).toMatchObject({
      ok: true,
      preview: { deploymentService: 'paid_option', deploymentPriceCents: 12_000 },
    });
    const html = render(EditProductPage, `/product/${product.slug}/edit`, data, preview, 'fr');
    expect(html).toMatch(/Déploiement accompagné en option\u00a0: 120,00/);
    expect(render(EditProductPage, `/product/${product.slug}/edit`, data, preview, 'en')).toContain(
      'Guided deployment as an option: €120.00',
    );
    await db()
      .update(products)
      .set({ status: 'published', deploymentService: 'included', deploymentPriceCents: null })
      .where(eq(products.id, product.id));
    const detail = await getProduct(deps(), product.slug, { locale: 'fr' });
    expect(detail.deploymentService).toEqual({ kind: 'included', priceCents: null });
    expect(detail.manifest?.hostingOptions).toEqual(['Scaleway (Paris)', 'OVHcloud (Roubaix)']);
    const page = renderInLocale(
      <DeploymentManifest manifest={detail.manifest!} service={detail.deploymentService} />,
      'fr',
    );
    expect(page).toContain('Déploiement accompagné inclus');
    expect(page).toContain('Scaleway (Paris) · OVHcloud (Roubaix)');
  });

  it('edits the latest release’s guide in each language; another seller changes nothing', async () => {
    const { data } = await formOf();
    const releaseId = data.product.guide!.releaseId;
    const saved = await editAction(
      await editArgs(
        post({ intent: 'guide', releaseId, 'guide.fr': '## Étape unique\n', 'guide.en': '', 'guide.de': '## Start\n' }),
      ),
    );
    expect(saved).toMatchObject({ intent: 'guide', ok: true });
    const after = answerOf<Parameters<typeof EditProductPage>[0]['loaderData']>(await editLoader(await editArgs())).data
      .product.guide;
    expect(after?.bodies).toEqual({ fr: '## Étape unique', de: '## Start' });

    const tooLong = await editAction(
      await editArgs(post({ intent: 'guide', releaseId, 'guide.fr': 'x'.repeat(20_001) })),
    );
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { 'guide.fr': 'guide_too_long' } });
    const intruder = buildViewer({ userId: (await createSeller(db())).userId, roles: ['expert'] });
    await expect(
      saveReleaseGuides(deps(), intruder, { productId: product.id, releaseId, guides: [{ locale: 'fr', body: 'x' }] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      saveReleaseGuides(deps(), owner, {
        productId: product.id,
        releaseId: 'pas-une-version',
        guides: [{ locale: 'fr', body: 'x' }],
      }),
    ).rejects.toMatchObject({ code: 'release_not_found' });
    const kept = answerOf<Parameters<typeof EditProductPage>[0]['loaderData']>(await editLoader(await editArgs())).data
      .product.guide;
    expect(kept?.bodies).toEqual({ fr: '## Étape unique', de: '## Start' });
  });
});
