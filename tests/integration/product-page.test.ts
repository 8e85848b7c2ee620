import { describe, expect, it } from 'vitest';
import { depsContext, requestContext } from '../../app/context.ts';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import { loader as aliasLoader } from '../../app/routes/market/product-alias.tsx';
import type { DemoFraming } from '../../core/catalog/demo-framing.ts';
import { frameSourceHeader } from '../../core/catalog/demo-framing.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { createProduct, createSeller } from '../../db/factories/index.ts';
import { productMedia, productTranslations, promotions } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
/** A test double of the framing port: the demos it lists may be framed. */
const framing = (...allowed: string[]): DemoFraming => ({ canFrame: async (url) => allowed.includes(url) });

async function promote(values: Partial<typeof promotions.$inferInsert> & { endsAt: Date }) {
  await db()
    .insert(promotions)
    .values({ percentOff: 20, startsAt: hours(-72), ...values });
}

describe('the last-chance banner (getProduct.lastChance)', () => {
  it('shows a promotion of the product ending in 47 hours, with its end and discount', async () => {
    const product = await createProduct(db());
    await promote({ productId: product.id, endsAt: hours(47), code: 'VITE20' });
    const page = await getProduct({ db: db(), clock }, product.slug);
    expect(page.lastChance).toEqual({
      endsAt: hours(47).toISOString(),
      percentOff: 20,
      amountOffCents: null,
      code: 'VITE20',
    });
  });

  it('shows nothing for a promotion ending in 49 hours', async () => {
    const product = await createProduct(db());
    await promote({ productId: product.id, endsAt: hours(49) });
    expect((await getProduct({ db: db(), clock }, product.slug)).lastChance).toBeNull();
    // 48 hours later by the clock, the same promotion ends within 48 hours (47 h) and shows.
    const later = { now: () => hours(2) };
    expect((await getProduct({ db: db(), clock: later }, product.slug)).lastChance).not.toBeNull();
  });

  it('shows nothing for a promotion that has ended, or not yet started', async () => {
    const ended = await createProduct(db());
    await promote({ productId: ended.id, startsAt: hours(-100), endsAt: hours(-1) });
    expect((await getProduct({ db: db(), clock }, ended.slug)).lastChance).toBeNull();
    const exactlyNow = await createProduct(db());
    await promote({ productId: exactlyNow.id, startsAt: hours(-100), endsAt: now });
    expect((await getProduct({ db: db(), clock }, exactlyNow.slug)).lastChance).toBeNull();
    const future = await createProduct(db());
    await promote({ productId: future.id, startsAt: hours(1), endsAt: hours(20) });
    expect((await getProduct({ db: db(), clock }, future.slug)).lastChance).toBeNull();
  });

  it("shows nothing for another product's promotion, or another seller's", async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { sellerId: seller.id });
    const sibling = await createProduct(db(), { sellerId: seller.id });
    const stranger = await createProduct(db());
    await promote({ productId: sibling.id, sellerId: seller.id, endsAt: hours(10) });
    await promote({ sellerId: stranger.sellerId, endsAt: hours(10) });
    expect((await getProduct({ db: db(), clock }, product.slug)).lastChance).toBeNull();
    expect((await getProduct({ db: db(), clock }, sibling.slug)).lastChance).not.toBeNull();
    expect((await getProduct({ db: db(), clock }, stranger.slug)).lastChance).not.toBeNull();
  });

  it('applies a promotion of the whole shop, not one used up, and picks the one ending first', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { sellerId: seller.id });
    await promote({ sellerId: seller.id, endsAt: hours(40), percentOff: null, amountOffCents: 500 });
    await promote({ productId: product.id, endsAt: hours(5), maxRedemptions: 10, redemptions: 10 });
    await promote({ productId: product.id, endsAt: hours(30), percentOff: 10 });
    const page = await getProduct({ db: db(), clock }, product.slug);
    expect(page.lastChance).toMatchObject({ endsAt: hours(30).toISOString(), percentOff: 10 });
  });
});

describe('the gallery', () => {
  it('returns the gallery images in order, with their sizes and variants, without the cover', async () => {
    const product = await createProduct(db());
    const variants = (name: string) =>
      [320, 640, 960].map((width) => ({
        width,
        height: width * 0.625,
        format: 'webp' as const,
        path: `${name}-${width}.webp`,
      }));
    await db()
      .insert(productMedia)
      .values([
        { productId: product.id, kind: 'cover', alt: 'Couverture', width: 960, height: 600, variants: variants('c') },
        {
          productId: product.id,
          kind: 'gallery',
          sort: 1,
          alt: 'Tableau',
          width: 960,
          height: 600,
          variants: variants('t'),
        },
        {
          productId: product.id,
          kind: 'gallery',
          sort: 0,
          alt: 'Accueil',
          width: 960,
          height: 600,
          variants: variants('a'),
        },
      ]);
    const page = await getProduct({ db: db() }, product.slug);
    expect(page.cover.map((v) => v.path)).toEqual(['c-320.webp', 'c-640.webp', 'c-960.webp']);
    expect(page.gallery.map((g) => g.alt)).toEqual(['Accueil', 'Tableau']);
    expect(page.gallery[0]).toMatchObject({ width: 960, height: 600 });
    expect(page.gallery[0]!.variants.map((v) => v.width)).toEqual([320, 640, 960]);
  });
});

describe('the page loader', () => {
  const loaderArgs = async (
    path: string,
    options: { locale?: 'fr' | 'en' | 'es' | 'de'; demoFraming?: DemoFraming },
  ) => {
    const url = new URL(path, testOrigin);
    const { context } = await pageContext(ctx.testApp);
    context.set(depsContext, { ...ctx.testApp.deps, clock, demoFraming: options.demoFraming });
    context.set(requestContext, { ...context.get(requestContext), locale: options.locale ?? 'fr' });
    const slug = url.pathname.split('/')[2]!;
    return { url, request: new Request(url), context, params: { slug } } as never;
  };
  type PageData = Awaited<ReturnType<typeof getProduct>>;
  const load = async (path: string, options: Parameters<typeof loaderArgs>[1] = {}) =>
    answerOf<{ product: PageData; translated: boolean; canonical: string }>(
      await productLoader(await loaderArgs(path, options)),
    );

  it("offers the seller's translation when the reader's language differs, and shows it on ?translated=1", async () => {
    const product = await createProduct(db(), { language: 'fr', title: 'Agent de tri des courriels' });
    await db().insert(productTranslations).values({
      productId: product.id,
      locale: 'en',
      title: 'E-mail triage agent',
      summary: 'Sorts your inbox.',
      description: '## What it does\n\nIt **sorts** e-mail.',
    });
    const original = await load(`/product/${product.slug}`, { locale: 'en' });
    expect(original.data.translated).toBe(false);
    expect(original.data.product.title).toBe('Agent de tri des courriels');
    expect(original.data.product.translation).toMatchObject({ locale: 'en', title: 'E-mail triage agent' });
    expect(original.data.product.translation!.descriptionHtml).toContain('<strong>sorts</strong>');

    const translated = await load(`/product/${product.slug}?translated=1&lang=en`, { locale: 'en' });
    expect(translated.data.translated).toBe(true);
    // The canonical URL ignores the toggle.
    expect(translated.data.canonical).toBe(`${ctx.testApp.config.publicUrl}/product/${product.slug}?lang=en`);

    // A French reader reads the French original: no toggle; a Spanish reader has no translation: no toggle.
    const french = await load(`/product/${product.slug}?translated=1`, { locale: 'fr' });
    expect(french.data.product.translation).toBeNull();
    expect(french.data.translated).toBe(false);
    expect((await load(`/product/${product.slug}`, { locale: 'es' })).data.product.translation).toBeNull();
  });

  it('frames a demo its seller allows and whose site allows it, naming only its origin for the CSP; otherwise a link', async () => {
    const framed = await createProduct(db(), { demoUrl: 'https://demo.agent.example/essai?x=1', demoEmbed: true });
    const linked = await createProduct(db(), { demoUrl: 'https://refuse.example/', demoEmbed: true });
    const kept = await createProduct(db(), { demoUrl: 'https://demo.agent.example/essai?x=1', demoEmbed: false });
    const none = await createProduct(db(), { demoUrl: null, demoEmbed: true });
    const demoFraming = framing('https://demo.agent.example/essai?x=1');

    const a = await load(`/product/${framed.slug}`, { demoFraming });
    expect(a.data.product.demo).toEqual({
      url: 'https://demo.agent.example/essai?x=1',
      frame: true,
      origin: 'https://demo.agent.example',
      internal: false,
    });
    expect(a.headers.get(frameSourceHeader)).toBe('https://demo.agent.example');

    const b = await load(`/product/${linked.slug}`, { demoFraming });
    expect(b.data.product.demo).toEqual({
      url: 'https://refuse.example/',
      frame: false,
      origin: null,
      internal: false,
    });
    expect(b.headers.get(frameSourceHeader)).toBeNull();

    // The site allows it, but its seller keeps the demo as a link.
    const c = await load(`/product/${kept.slug}`, { demoFraming });
    expect(c.data.product.demo).toMatchObject({ frame: false, origin: null });
    expect(c.headers.get(frameSourceHeader)).toBeNull();

    // No adapter (the API, the tests' default deps): every seller demo is a link.
    expect((await load(`/product/${framed.slug}`)).data.product.demo?.frame).toBe(false);
    expect((await load(`/product/${none.slug}`, { demoFraming })).data.product.demo).toBeNull();
  });

  it("frames one of Déploia's own demos from 'self' when its seller allows it, with no adapter at all", async () => {
    const framed = await createProduct(db(), { demoUrl: '/demos/chatbot', demoEmbed: true });
    const linked = await createProduct(db(), { demoUrl: '/demos/automation', demoEmbed: false });

    const a = await load(`/product/${framed.slug}`);
    expect(a.data.product.demo).toEqual({ url: '/demos/chatbot', frame: true, origin: "'self'", internal: true });
    expect(a.headers.get(frameSourceHeader)).toBe("'self'");

    const b = await load(`/product/${linked.slug}`);
    expect(b.data.product.demo).toMatchObject({ frame: false, internal: true });
    expect(b.headers.get(frameSourceHeader)).toBeNull();
  });

  it('never frames an http demo even if the adapter says yes', async () => {
    const product = await createProduct(db(), { demoUrl: 'http://demo.clair.example/', demoEmbed: true });
    const answer = await load(`/product/${product.slug}`, { demoFraming: framing('http://demo.clair.example/') });
    expect(answer.data.product.demo?.frame).toBe(false);
    expect(answer.headers.get(frameSourceHeader)).toBeNull();
  });

  it('returns every element the page lists: price, deployment time, category, tags, manifest, seller, more', async () => {
    const seller = await createSeller(db(), { publicName: 'Studio Certifié', certifiedAt: new Date('2025-01-01') });
    const product = await createProduct(db(), {
      sellerId: seller.id,
      priceCents: 4990,
      deploymentHours: 6,
      tags: ['chatbot', 'rgpd'],
      manifest: {
        model: 'Mistral Large',
        requiredKeys: ['MISTRAL_API_KEY'],
        estimatedMonthlyCostEur: 12.5,
        hosting: 'Scaleway',
        dataLocation: 'UE (Paris)',
        aiDisclosure: true,
      },
    });
    await createProduct(db(), { sellerId: seller.id });
    const { data } = await load(`/product/${product.slug}`);
    expect(data.product).toMatchObject({
      priceCents: 4990,
      deploymentHours: 6,
      tags: ['chatbot', 'rgpd'],
      manifest: { model: 'Mistral Large', aiDisclosure: true },
      seller: { id: seller.id, name: 'Studio Certifié', certified: true },
    });
    expect(data.product.category.slug).toBeTruthy();
    expect(data.product.moreFromSeller).toHaveLength(1);
  });

  it('answers 404 for an unknown slug', async () => {
    const answer = await productLoader(await loaderArgs('/product/inconnu-zzz', {})).catch((e) => e);
    expect(answer).toMatchObject({ init: { status: 404 } });
  });
});

describe('/market/:slug', () => {
  /** What the alias route answers for `path`, whose slug parameter the router decoded as `slug`. */
  const alias = async (path: string, slug: string) => {
    const url = new URL(path, testOrigin);
    return (await aliasLoader({ url, request: new Request(url), params: { slug } } as never)) as Response;
  };

  it('redirects permanently to /product/:slug, keeping the query', async () => {
    const res = await alias('/market/agent-de-tri?ref=favoris&lang=en', 'agent-de-tri');
    expect([301, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/product/agent-de-tri?ref=favoris&lang=en');
  });

  it('encodes an odd slug instead of letting it change the target', async () => {
    const res = await alias('/market/a%2F..%2Fadmin', 'a/../admin');
    expect(res.headers.get('location')).toBe('/product/a%2F..%2Fadmin');
  });
});
