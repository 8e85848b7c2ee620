import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../core/cart/cart-view.ts';
import { getCart } from '../../core/cart/get-cart.ts';
import { removeCartItems } from '../../core/cart/remove-cart-items.ts';
import {
  buildProduct,
  buildViewer,
  createCategory,
  createProduct,
  createSeller,
  createUser,
  insertMany,
} from '../../db/factories/index.ts';
import { cartItems, carts, productMedia, products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

/** The cart API (DESIGN.md §6, spec §4): visitors' preview, the signed-in cart, its merge at sign-in, and payment's removal. */
const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Un-panier-bien-garde-1';

type Product = { id: string; slug: string; title: string; priceCents: number };
let seller: { id: string; publicName: string };
let bot: Product;
let agent: Product;
let saas: Product;
let draft: Product;
let guided: Product;
let many: Product[];
type Member = Awaited<ReturnType<typeof signIn>>;
/** Two signed-in members (sign-in is rate-limited per address, so each test starts by emptying their carts). */
let shopper: Member;
let neighbour: Member;

async function signIn(email: string) {
  const u = await createUser(db(), { email, password });
  const cookie = await ctx.signInCookies(email, password);
  return { userId: u.id, cookie, viewer: buildViewer({ userId: u.id, email }) };
}

const call = ctx.callJson;

async function cartOf(res: Response): Promise<CartView> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CartView }).data;
}

/** The member, their cart emptied. */
async function fresh(member: Member) {
  await cartOf(await call('PUT', '/api/v1/me/cart', member.cookie, { items: [] }));
  return member;
}

const lines = (view: CartView) => view.items.map((i) => [i.productId, i.quantity]);
const put = (cookie: string, items: unknown[]) => call('PUT', '/api/v1/me/cart', cookie, { items });
const stored = (userId: string) =>
  db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.addedAt);

/** A 400 whose details name `path` with `message`. */
async function expectInvalid(res: Response, path: string, message: string | RegExp) {
  expect(res.status).toBe(400);
  const { error } = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } };
  expect(error.code).toBe('invalid_request');
  expect(error.details).toContainEqual({
    path,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

beforeAll(async () => {
  seller = await createSeller(db(), { publicName: 'Studio Panier' });
  const categoryId = (await createCategory(db())).id;
  const make = (input: Partial<typeof products.$inferInsert>) =>
    createProduct(db(), { sellerId: seller.id, categoryId, ...input });
  bot = await make({ title: 'Chatbot support', priceCents: 4_900 });
  agent = await make({ title: 'Agent SDR', priceCents: 12_050 });
  saas = await make({ title: 'SaaS veille', priceCents: 2_900, billing: 'monthly' });
  draft = await make({ title: 'Brouillon', status: 'draft', publishedAt: null });
  guided = await make({
    title: 'Agent déployé',
    priceCents: 9_900,
    deploymentService: 'paid_option',
    deploymentPriceCents: 15_000,
  });
  await db()
    .insert(productMedia)
    .values({
      productId: bot.id,
      kind: 'cover',
      width: 960,
      height: 600,
      variants: [
        { width: 640, height: 400, format: 'webp', path: 'covers/bot-640.webp' },
        { width: 320, height: 200, format: 'avif', path: 'covers/bot-320.avif' },
        { width: 320, height: 200, format: 'webp', path: 'covers/bot-320.webp' },
      ],
    });
  const rows = Array.from({ length: 51 }, () => buildProduct({ sellerId: seller.id, categoryId, priceCents: 100 }));
  await insertMany(db(), products, rows);
  many = rows.map(({ id, slug, title, priceCents }) => ({ id, slug, title, priceCents }));
  shopper = await signIn('acheteuse@example.com');
  neighbour = await signIn('voisin@example.com');
});

describe('a visitor', () => {
  it('is answered 401 by the signed-in cart, whatever the method', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/v1/me/cart', undefined],
      ['PUT', '/api/v1/me/cart', { items: [] }],
      ['POST', '/api/v1/me/cart/merge', { items: [] }],
    ] as const) {
      const res = await call(method, path, '', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Connexion requise' } });
    }
  });

  it('gets a browser cart priced by the server, with product info, and what was left out', async () => {
    const view = await cartOf(
      await call('POST', '/api/v1/cart/preview', '', {
        items: [
          { productId: bot.id, quantity: 2 },
          { productId: draft.id, quantity: 1 },
          { productId: saas.id, quantity: 3 },
          { productId: agent.id, quantity: 0 },
        ],
      }),
    );
    expect(view).toEqual({
      items: [
        {
          productId: bot.id,
          slug: bot.slug,
          title: 'Chatbot support',
          image: '/media/covers/bot-320.webp',
          sellerId: seller.id,
          sellerName: 'Studio Panier',
          priceCents: 4_900,
          billing: 'one_time',
          deploymentPriceCents: null,
          quantity: 2,
          deployment: false,
        },
        expect.objectContaining({
          productId: saas.id,
          image: null,
          billing: 'monthly',
          priceCents: 2_900,
          quantity: 3,
        }),
      ],
      totalCents: 2 * 4_900 + 3 * 2_900,
      count: 5,
      dropped: [draft.id],
    });
  });

  it('cannot send a price: the preview refuses any field but productId and quantity', async () => {
    const res = await call('POST', '/api/v1/cart/preview', '', {
      items: [{ productId: bot.id, quantity: 1, priceCents: 1 }],
    });
    await expectInvalid(res, 'items.0', /^Champ non accepté : priceCents/);
  });
});

describe('PUT /api/v1/me/cart', () => {
  it('replaces the whole cart, in the order given, with the server’s prices', async () => {
    const { cookie, userId } = await fresh(shopper);
    const first = await cartOf(
      await put(cookie, [
        { productId: agent.id, quantity: 2 },
        { productId: bot.id, quantity: 1 },
      ]),
    );
    expect(lines(first)).toEqual([
      [agent.id, 2],
      [bot.id, 1],
    ]);
    expect(first).toMatchObject({ totalCents: 2 * 12_050 + 4_900, count: 3, dropped: [] });

    const second = await cartOf(
      await put(cookie, [
        { productId: bot.id, quantity: 5 },
        { productId: saas.id, quantity: 1 },
      ]),
    );
    expect(lines(second)).toEqual([
      [bot.id, 5],
      [saas.id, 1],
    ]);
    expect(await stored(userId)).toEqual([
      { productId: bot.id, quantity: 5 },
      { productId: saas.id, quantity: 1 },
    ]);
    expect(await cartOf(await call('GET', '/api/v1/me/cart', cookie))).toEqual(second);

    expect(await cartOf(await put(cookie, []))).toEqual({ items: [], totalCents: 0, count: 0, dropped: [] });
    expect(await stored(userId)).toEqual([]);
  });

  it('removes a line whose quantity is 0 or less (spec §4)', async () => {
    const { cookie, userId } = await fresh(shopper);
    await put(cookie, [
      { productId: bot.id, quantity: 1 },
      { productId: agent.id, quantity: 1 },
    ]);
    const view = await cartOf(
      await put(cookie, [
        { productId: bot.id, quantity: 0 },
        { productId: agent.id, quantity: -4 },
        { productId: saas.id, quantity: 2 },
      ]),
    );
    expect(view).toMatchObject({ count: 2, dropped: [] });
    expect(await stored(userId)).toEqual([{ productId: saas.id, quantity: 2 }]);
  });

  it('drops unknown and unpublished products and says which', async () => {
    const { cookie, userId } = await fresh(shopper);
    const unknown = crypto.randomUUID();
    const view = await cartOf(
      await put(cookie, [
        { productId: draft.id, quantity: 1 },
        { productId: bot.id, quantity: 2 },
        { productId: unknown, quantity: 1 },
      ]),
    );
    expect(lines(view)).toEqual([[bot.id, 2]]);
    expect(view.dropped).toEqual([draft.id, unknown]);
    expect(await stored(userId)).toEqual([{ productId: bot.id, quantity: 2 }]);
  });

  it('hides a product unpublished after it was added, and names it', async () => {
    const { cookie } = await fresh(shopper);
    const later = await createProduct(db(), { sellerId: seller.id, title: 'Bientôt archivé' });
    await put(cookie, [
      { productId: later.id, quantity: 1 },
      { productId: bot.id, quantity: 1 },
    ]);
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, later.id));
    const view = await cartOf(await call('GET', '/api/v1/me/cart', cookie));
    expect(lines(view)).toEqual([[bot.id, 1]]);
    expect(view.dropped).toEqual([later.id]);
  });

  it('refuses bad input with a clear message, and changes nothing', async () => {
    const { cookie, userId } = await fresh(shopper);
    await put(cookie, [{ productId: bot.id, quantity: 3 }]);

    await expectInvalid(
      await put(cookie, [{ productId: bot.id, quantity: 1, priceCents: 1 }]),
      'items.0',
      'Champ non accepté : priceCents (seuls productId, quantity et deployment le sont)',
    );
    await expectInvalid(
      await call('PUT', '/api/v1/me/cart', cookie, { items: [], total: 0 }),
      '',
      /^Champ non accepté : total/,
    );
    await expectInvalid(
      await put(cookie, [{ productId: bot.id, quantity: 101 }]),
      'items.0.quantity',
      'Au plus 100 licences par produit',
    );
    await expectInvalid(
      await put(cookie, [{ productId: bot.id, quantity: 1.5 }]),
      'items.0.quantity',
      'La quantité doit être un nombre entier',
    );
    await expectInvalid(
      await put(cookie, [{ productId: 'bot', quantity: 1 }]),
      'items.0.productId',
      'Identifiant de produit invalide',
    );
    await expectInvalid(
      await put(cookie, [
        { productId: bot.id, quantity: 1 },
        { productId: bot.id, quantity: 2 },
      ]),
      'items.1.productId',
      'Ce produit figure deux fois',
    );
    await expectInvalid(
      await put(
        cookie,
        many.map((p) => ({ productId: p.id, quantity: 1 })),
      ),
      'items',
      'Au plus 50 produits dans le panier',
    );
    await expectInvalid(await call('PUT', '/api/v1/me/cart', cookie, { items: 'tout' }), 'items', /liste/);
    expect((await call('PUT', '/api/v1/me/cart', cookie, '{pas du json')).status).toBe(400);
    expect((await call('PUT', '/api/v1/me/cart', cookie, 'x'.repeat(17 * 1024))).status).toBe(413);

    expect(await stored(userId)).toEqual([{ productId: bot.id, quantity: 3 }]);
  });

  it('takes 50 lines of up to 100 licences', async () => {
    const { cookie } = await fresh(shopper);
    const view = await cartOf(
      await put(
        cookie,
        many.slice(0, 50).map((p) => ({ productId: p.id, quantity: 100 })),
      ),
    );
    expect(view).toMatchObject({ count: 5_000, totalCents: 50 * 100 * 100, dropped: [] });
  });

  it('lets concurrent writes of one cart queue up: the stored cart is one of them whole, never a mix', async () => {
    const { cookie, userId } = await fresh(shopper);
    const versions = [bot, agent, saas].map((p, n) => [
      { productId: p.id, quantity: n + 1 },
      { productId: many[n]!.id, quantity: n + 1 },
    ]);
    const answers = await Promise.all(versions.map((items) => put(cookie, items)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(versions).toContainEqual(await stored(userId));
  });

  it('keeps each user’s cart to themselves', async () => {
    const alice = await fresh(shopper);
    const bob = await fresh(neighbour);
    await put(alice.cookie, [{ productId: bot.id, quantity: 2 }]);
    expect(lines(await cartOf(await call('GET', '/api/v1/me/cart', bob.cookie)))).toEqual([]);
    await put(bob.cookie, [{ productId: agent.id, quantity: 1 }]);
    expect(lines(await cartOf(await call('GET', '/api/v1/me/cart', alice.cookie)))).toEqual([[bot.id, 2]]);
    await removeCartItems(db(), bob.userId, [bot.id]);
    expect(await stored(alice.userId)).toEqual([{ productId: bot.id, quantity: 2 }]);
  });
});

describe('POST /api/v1/me/cart/merge', () => {
  it('joins the browser’s cart to the stored one: union, the larger quantity of a product in both', async () => {
    const { cookie } = await fresh(shopper);
    await put(cookie, [
      { productId: agent.id, quantity: 3 },
      { productId: bot.id, quantity: 1 },
    ]);
    const browser = {
      items: [
        { productId: bot.id, quantity: 4 },
        { productId: saas.id, quantity: 2 },
        { productId: agent.id, quantity: 1 },
        { productId: draft.id, quantity: 1 },
      ],
    };
    const merged = await cartOf(await call('POST', '/api/v1/me/cart/merge', cookie, browser));
    expect(lines(merged)).toEqual([
      [agent.id, 3],
      [bot.id, 4],
      [saas.id, 2],
    ]);
    expect(merged.dropped).toEqual([draft.id]);
    expect(await cartOf(await call('POST', '/api/v1/me/cart/merge', cookie, browser))).toEqual(merged);
    expect(await cartOf(await call('GET', '/api/v1/me/cart', cookie))).toEqual({ ...merged, dropped: [] });
  });

  it('makes an empty account cart the browser’s', async () => {
    const { cookie } = await fresh(shopper);
    const merged = await cartOf(
      await call('POST', '/api/v1/me/cart/merge', cookie, { items: [{ productId: saas.id, quantity: 2 }] }),
    );
    expect(lines(merged)).toEqual([[saas.id, 2]]);
  });

  it('keeps at most 50 lines, the stored ones first, and names the others', async () => {
    const { cookie, userId } = await fresh(shopper);
    await put(cookie, [{ productId: bot.id, quantity: 1 }]);
    const merged = await cartOf(
      await call('POST', '/api/v1/me/cart/merge', cookie, {
        items: many.slice(0, 50).map((p) => ({ productId: p.id, quantity: 1 })),
      }),
    );
    expect(merged.items).toHaveLength(50);
    expect(merged.items[0]?.productId).toBe(bot.id);
    expect(merged.dropped).toEqual([many[49]?.id]);
    expect(await stored(userId)).toHaveLength(50);
  });

  it('validates like PUT', async () => {
    const { cookie } = await fresh(shopper);
    await expectInvalid(
      await call('POST', '/api/v1/me/cart/merge', cookie, { items: [{ productId: bot.id, quantity: 1, title: 'x' }] }),
      'items.0',
      /^Champ non accepté : title/,
    );
  });
});

describe('the guided deployment as a paid option (decision 0048)', () => {
  const storedOptions = (userId: string) =>
    db()
      .select({ productId: cartItems.productId, deployment: cartItems.deployment })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId))
      .orderBy(cartItems.addedAt);

  it('round-trips through the API: stored, priced once per line whatever the seats, read back', async () => {
    const { cookie, userId } = await fresh(shopper);
    const view = await cartOf(
      await put(cookie, [
        { productId: guided.id, quantity: 3, deployment: true },
        { productId: bot.id, quantity: 1 },
      ]),
    );
    expect(view.items.map((i) => [i.productId, i.deployment, i.deploymentPriceCents])).toEqual([
      [guided.id, true, 15_000],
      [bot.id, false, null],
    ]);
    expect(view).toMatchObject({ totalCents: 3 * 9_900 + 15_000 + 4_900, count: 4 });
    expect(await storedOptions(userId)).toEqual([
      { productId: guided.id, deployment: true },
      { productId: bot.id, deployment: false },
    ]);
    expect(await cartOf(await call('GET', '/api/v1/me/cart', cookie))).toEqual(view);
    const off = await cartOf(await put(cookie, [{ productId: guided.id, quantity: 3, deployment: false }]));
    expect(off).toMatchObject({ totalCents: 3 * 9_900, items: [expect.objectContaining({ deployment: false })] });
  });

  it('is refused on a product that does not sell it, in the request’s language, and changes nothing', async () => {
    const { cookie, userId } = await fresh(shopper);
    await put(cookie, [{ productId: guided.id, quantity: 1, deployment: true }]);
    for (const [query, message] of [
      ['', 'Le déploiement accompagné n’est pas proposé en option pour ce produit\u00a0: décochez-le pour continuer.'],
      ['?lang=en', 'The guided deployment is not offered as an option for this product: untick it to continue.'],
    ]) {
      const res = await call('PUT', `/api/v1/me/cart${query}`, cookie, {
        items: [
          { productId: guided.id, quantity: 2, deployment: true },
          { productId: saas.id, quantity: 1, deployment: true },
        ],
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'deployment_option_unavailable', message, details: { productIds: [saas.id] } },
      });
    }
    await expectInvalid(
      await put(cookie, [{ productId: guided.id, quantity: 1, deployment: 'oui' }]),
      'items.0.deployment',
      'deployment doit valoir true ou false',
    );
    expect(await storedOptions(userId)).toEqual([{ productId: guided.id, deployment: true }]);
  });

  it('is never charged once the creator stops selling it: read back without it, dropped from a browser’s cart', async () => {
    const { cookie } = await fresh(shopper);
    const withdrawn = await createProduct(db(), {
      sellerId: seller.id,
      categoryId: (await createCategory(db())).id,
      priceCents: 5_000,
      deploymentService: 'paid_option',
      deploymentPriceCents: 8_000,
    });
    const line = { productId: withdrawn.id, quantity: 2, deployment: true };
    expect((await cartOf(await put(cookie, [line]))).totalCents).toBe(2 * 5_000 + 8_000);
    await db()
      .update(products)
      .set({ deploymentService: 'included', deploymentPriceCents: null })
      .where(eq(products.id, withdrawn.id));
    const after = {
      totalCents: 2 * 5_000,
      items: [expect.objectContaining({ deployment: false, deploymentPriceCents: null })],
    };
    expect(await cartOf(await call('GET', '/api/v1/me/cart', cookie))).toMatchObject(after);
    expect(await cartOf(await call('POST', '/api/v1/cart/preview', '', { items: [line] }))).toMatchObject(after);
    expect(await cartOf(await call('POST', '/api/v1/me/cart/merge', cookie, { items: [line] }))).toMatchObject(after);
  });

  it('survives the merge at sign-in when either cart has it', async () => {
    const { cookie } = await fresh(shopper);
    await put(cookie, [{ productId: guided.id, quantity: 2, deployment: true }]);
    const merged = await cartOf(
      await call('POST', '/api/v1/me/cart/merge', cookie, { items: [{ productId: guided.id, quantity: 1 }] }),
    );
    expect(merged.items).toEqual([expect.objectContaining({ productId: guided.id, quantity: 2, deployment: true })]);
  });
});

describe('removeCartItems', () => {
  it('takes bought products out of the buyer’s cart inside the paying transaction, and only those', async () => {
    const { cookie, userId, viewer } = await fresh(shopper);
    await put(cookie, [
      { productId: bot.id, quantity: 1 },
      { productId: agent.id, quantity: 2 },
      { productId: saas.id, quantity: 1 },
    ]);
    await db().transaction(async (tx) => {
      await removeCartItems(tx, userId, [bot.id, saas.id, draft.id]);
    });
    expect(lines(await getCart({ db: db(), files: ctx.testApp.deps.files }, viewer))).toEqual([[agent.id, 2]]);

    await expect(
      db().transaction(async (tx) => {
        await removeCartItems(tx, userId, [agent.id]);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await stored(userId)).toEqual([{ productId: agent.id, quantity: 2 }]);

    await removeCartItems(db(), userId, []);
    await removeCartItems(db(), crypto.randomUUID(), [agent.id]);
    expect(await stored(userId)).toEqual([{ productId: agent.id, quantity: 2 }]);
  });
});
