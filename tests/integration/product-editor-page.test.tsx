import type { createElement as h } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerContext } from '../../app/context.ts';
import EditProductPage, { action as editAction, loader as editLoader } from '../../app/routes/products/edit.tsx';
import NewProductPage, { action as newAction, loader as newLoader } from '../../app/routes/products/new.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { buildViewer, createCategory, createSeller, createUser } from '../../db/factories/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderRoutes } from '../support/render-page.tsx';
import { createAsset } from './product-editor-fixtures.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;

type NewData = Parameters<typeof NewProductPage>[0]['loaderData'];
type EditData = Parameters<typeof EditProductPage>[0]['loaderData'];

async function routeArgs(path: string, viewer: Viewer | null, init?: RequestInit, params: Record<string, string> = {}) {
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  const url = new URL(`http://localhost:3000${path}`);
  return { request: new Request(url, init), url, context, params } as never;
}

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
};

/** A page as the server renders it after its action answered `actionData` (or on a plain GET). */
function render(Component: unknown, path: string, loaderData: unknown, actionData: unknown, locale: Locale) {
  const Page = Component as (props: { loaderData: unknown }) => ReturnType<typeof h>;
  return renderRoutes([{ id: 'page', path, Component: () => <Page loaderData={loaderData} /> }], path, locale, {
    hydrationData: { actionData: actionData ? { page: actionData } : null, loaderData: {} },
  });
}

let owner: Viewer;
let categoryId: string;
let cover: string;
let file: string;

const form = (overrides: Record<string, string | string[]> = {}) => ({
  intent: 'save',
  title: 'Agent de prospection',
  slug: '',
  categoryId,
  tags: 'ventes, crm',
  summary: 'Trouve et qualifie vos prospects.',
  description: '## Ce qu’il fait\n\n<script>alert(1)</script>',
  price: '0',
  billing: 'one_time',
  language: 'fr',
  demoUrl: '',
  deploymentHours: '24',
  'manifest.model': 'GPT-4o',
  'manifest.requiredKeys': 'OPENAI_API_KEY',
  'manifest.estimatedMonthlyCostEur': '20',
  'manifest.hosting': 'Docker',
  'manifest.dataLocation': 'UE',
  'manifest.aiDisclosure': 'on',
  'translations.en.title': 'Prospecting agent',
  coverAssetId: cover,
  fileAssetIds: [file],
  ...overrides,
});

beforeAll(async () => {
  categoryId = (await createCategory(db())).id;
  const profile = await createSeller(db());
  owner = buildViewer({ userId: profile.userId, roles: ['expert'] });
  cover = (await createAsset(ctx.testApp.deps, profile.id, { kind: 'image' })).id;
  file = (await createAsset(ctx.testApp.deps, profile.id, { kind: 'file' })).id;
});

describe('/products/new', () => {
  it('sends a customer to /sell and asks an expert without a profile to complete it', async () => {
    const customer = buildViewer({ userId: (await createUser(db())).id });
    const sent = await newLoader(await routeArgs('/products/new', customer)).then(
      () => null,
      (e: Response) => e,
    );
    expect(sent?.status).toBe(302);
    expect(sent?.headers.get('location')).toBe('/sell');
    const expert = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });
    const data = answerOf<NewData>(await newLoader(await routeArgs('/products/new', expert))).data;
    expect(data.needsProfile).toBe(true);
    const html = render(NewProductPage, '/products/new', data, undefined, 'fr');
    expect(html).toContain('Complétez d’abord votre profil vendeur');
    expect(html).toContain('href="/dashboard/seller-profile"');
  });

  it('shows a price of 0 as a field error with the typed values kept (French and English), nothing saved', async () => {
    const data = answerOf<NewData>(await newLoader(await routeArgs('/products/new', owner))).data;
    const result = await newAction(await routeArgs('/products/new', owner, post(form())));
    expect(result).toMatchObject({ ok: false, fieldErrors: { price: 'price_too_low' } });
    const fr = render(NewProductPage, '/products/new', data, result, 'fr');
    expect(fr).toContain('Le prix doit être supérieur à 0 €.');
    expect(fr).toContain('value="Agent de prospection"');
    expect(fr).toMatch(/id="field-price"[^>]*aria-invalid="true"/);
    const en = render(NewProductPage, '/products/new', data, result, 'en');
    expect(en).toContain('The price must be above €0.');
    expect(en).not.toMatch(/editor:|errors\.|fields\./);
  });

  it('previews the unsaved product as a buyer sees it, with script inert', async () => {
    const data = answerOf<NewData>(await newLoader(await routeArgs('/products/new', owner))).data;
    const result = await newAction(
      await routeArgs('/products/new', owner, post(form({ intent: 'preview', price: '49' }))),
    );
    const html = render(NewProductPage, '/products/new', data, result, 'fr');
    expect(html).toContain('Aperçu acheteur');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('GPT-4o');
  });

  it('saves, then the edit page publishes and lists the product’s state in German', async () => {
    const saved = (await newAction(
      await routeArgs('/products/new', owner, post(form({ price: '49,90' }))),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/product/agent-de-prospection/edit?saved=1');
    const args = (init?: RequestInit) =>
      routeArgs('/product/agent-de-prospection/edit', owner, init, { slug: 'agent-de-prospection' });
    const published = await editAction(await args(post({ intent: 'status', status: 'published' })));
    expect(published).toMatchObject({ ok: true, status: 'published' });
    const data = answerOf<EditData>(await editLoader(await args())).data;
    expect(data.product).toMatchObject({ status: 'published', priceCents: 4990, missing: [] });
    const de = render(EditProductPage, '/product/agent-de-prospection/edit', data, published, 'de');
    expect(de).toContain('Veröffentlicht');
    expect(de).toContain('Neue Version veröffentlichen');
    expect(de).toContain('value="Prospecting agent"');
    // The stored price is written as each reader writes amounts: a decimal comma in German, a point in English.
    expect(de).toContain('value="49,90"');
    expect(render(EditProductPage, '/product/agent-de-prospection/edit', data, undefined, 'en')).toContain(
      'value="49.90"',
    );

    // A new slug: the old editor address redirects to the new one.
    await editAction(await args(post(form({ price: '49,90', slug: 'agent-prospection-b2b' }))));
    const moved = await editLoader(await args()).then(
      () => null,
      (e: Response) => e,
    );
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('location')).toBe('/product/agent-prospection-b2b/edit');

    const intruder = buildViewer({ userId: (await createSeller(db())).userId, roles: ['expert'] });
    const refused = await editLoader(
      await routeArgs('/product/agent-prospection-b2b/edit', intruder, undefined, { slug: 'agent-prospection-b2b' }),
    ).then(
      () => null,
      (e: { init?: ResponseInit }) => e,
    );
    expect(refused?.init?.status).toBe(403);

    // The form's post is refused the same way, before anything is read or changed.
    const intruderArgs = (init?: RequestInit) =>
      routeArgs('/product/agent-prospection-b2b/edit', intruder, init, { slug: 'agent-prospection-b2b' });
    const posted = await editAction(await intruderArgs(post({ intent: 'status', status: 'archived' }))).then(
      () => null,
      (e: { init?: ResponseInit }) => e,
    );
    expect(posted?.init?.status).toBe(403);
    const after = answerOf<EditData>(
      await editLoader(
        await routeArgs('/product/agent-prospection-b2b/edit', owner, undefined, { slug: 'agent-prospection-b2b' }),
      ),
    ).data;
    expect(after.product.status).toBe('published');
  });

  it('previews the cover as the card and the page crop it, and offers images as deliverables only apart', async () => {
    const saved = (await newAction(
      await routeArgs('/products/new', owner, post(form({ price: '19', title: 'Agent à couverture' }))),
    )) as Response;
    expect(saved.headers.get('location')).toBe('/product/agent-a-couverture/edit?saved=1');
    const args = await routeArgs('/product/agent-a-couverture/edit', owner, undefined, { slug: 'agent-a-couverture' });
    const data = answerOf<EditData>(await editLoader(args)).data;
    const fr = render(EditProductPage, '/product/agent-a-couverture/edit', data, null, 'fr');
    expect(fr).toContain('Taille recommandée\u00a0: 960 × 600 px ou plus, au format 8:5');
    expect(fr).toContain('Aperçu du recadrage');
    expect(fr).toContain('Carte produit');
    // The fixture's image is 800 × 500: 8:5 already (nothing cut), but smaller than the largest rendition.
    expect(fr).toContain('Image de 800 × 500 px.');
    expect(fr).toContain('Plus petite que 960 × 600 px');
    expect(fr).not.toContain('sont coupés');
    // The image is a cover, not a deliverable: its box stands apart, under « Livrer aussi une image », unchecked.
    const [listed = '', apart = ''] = fr.split('Livrer aussi une image');
    const box = (html: string, id: string) =>
      html.match(new RegExp(`<input[^>]*name="fileAssetIds"[^>]*value="${id}"[^>]*>`))?.[0];
    expect(box(listed, cover)).toBeUndefined();
    expect(box(apart, cover)).not.toContain('checked=""');
    expect(box(listed, file)).toContain('checked=""');
  });

  it('keeps the seller’s choice to show the demo embedded, and accepts only https or a built-in demo', async () => {
    const title = 'Agent de démo intégrée';
    const saved = (await newAction(
      await routeArgs(
        '/products/new',
        owner,
        post(form({ title, price: '19', demoUrl: 'https://demo.example.com', demoEmbed: 'on' })),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    const slug = 'agent-de-demo-integree';
    const args = (init?: RequestInit) => routeArgs(`/product/${slug}/edit`, owner, init, { slug });
    const data = answerOf<EditData>(await editLoader(await args())).data;
    expect(data.product).toMatchObject({ demoUrl: 'https://demo.example.com', demoEmbed: true });
    const html = render(EditProductPage, `/product/${slug}/edit`, data, undefined, 'fr');
    expect(html).toContain('Afficher la démo intégrée à la page produit');
    expect(html).toMatch(/<input[^>]*id="field-demoEmbed"[^>]*checked/);

    // An unticked box is absent from the form: the demo goes back to a link. A built-in demo's path is accepted.
    await editAction(await args(post(form({ title, price: '19', slug, demoUrl: '/demos/chatbot' }))));
    const after = answerOf<EditData>(await editLoader(await args())).data;
    expect(after.product).toMatchObject({ demoUrl: '/demos/chatbot', demoEmbed: false });

    for (const demoUrl of ['/demos/inconnue', 'http://demo.example.com', '/product/autre']) {
      const refused = await editAction(await args(post(form({ title, price: '19', slug, demoUrl }))));
      expect(refused, demoUrl).toMatchObject({ ok: false, fieldErrors: { demoUrl: 'demo_url_https' } });
    }
  });
});
