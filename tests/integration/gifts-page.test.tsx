import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerContext } from '../../app/context.ts';
import ClaimGiftPage, { action, headers, loader, meta } from '../../app/routes/gifts/claim.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { newClaimToken } from '../../core/gifts/claim-token.ts';
import { createGift } from '../../core/gifts/create-gift.ts';
import { sendGifts } from '../../core/gifts/send-gifts.ts';
import { buildViewer, createProduct, createUser } from '../../db/factories/index.ts';
import { emailOutbox, orderItems } from '../../db/schema/index.ts';
import { type Locale, locales } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { paySandboxOrder, placeSandboxOrder } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

let buyer: Viewer;
let token: string;

async function member(name: string): Promise<Viewer> {
  const u = await createUser(db(), { name });
  return buildViewer({ userId: u.id, email: u.email, name: u.name });
}

/** A gift paid through the sandbox, and the token mailed to its recipient. */
async function paidGift(): Promise<string> {
  const product = await createProduct(db(), { priceCents: 4_900, title: 'Agent SDR' });
  const placed = await placeSandboxOrder(ctx, buyer, [{ productId: product.id, quantity: 1 }]);
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
  const recipientEmail = `lea.${randomUUID().slice(0, 8)}@example.com`;
  await db().transaction((tx) =>
    createGift(tx, { orderItemId: item!.id, recipientEmail, message: 'Bon anniversaire <b>Léa</b> !' }),
  );
  await paySandboxOrder(ctx, placed.orderId);
  await db().transaction((tx) => sendGifts(deps(), tx, placed.orderId));
  await ctx.testApp.jobs.settled();
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, recipientEmail));
  return mail!.text.match(/\/gift\/([A-Za-z0-9_-]{43})/)![1]!;
}

/** The route's context for `viewer` (null: a visitor), as the server builds it. */
async function routeArgs(path: string, viewer: Viewer | null, init?: RequestInit) {
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  const url = new URL(`http://localhost:3000${path}`);
  const params = { token: path.split('/').pop()! };
  return { request: new Request(url, init), url, context, params } as never;
}

const load = async (t: string, viewer: Viewer | null) =>
  answerOf<LoaderData>(await loader(await routeArgs(`/gift/${t}`, viewer)));

const claim = async (t: string, viewer: Viewer | null) =>
  answerOf<{ ok: boolean; code?: string }>(
    await action(
      await routeArgs(`/gift/${t}`, viewer, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.50' } }),
    ),
  );

type LoaderData = Parameters<typeof ClaimGiftPage>[0]['loaderData'];
type PageProps = { loaderData: LoaderData; actionData?: { ok: true } | { ok: false; code: string } };
const render = (props: PageProps, locale?: Locale) =>
  renderPage('/gift/:token', ClaimGiftPage, props, locale, { url: `/gift/${token}` });

beforeAll(async () => {
  buyer = await member('Camille Martin');
  token = await paidGift();
});

describe('/gift/:token', () => {
  it('shows a visitor what was offered and sends them to sign in or sign up, coming back here', async () => {
    const { data, status } = await load(token, null);
    expect(status).toBe(200);
    expect(data.view).toMatchObject({ status: 'claimable', gift: { title: 'Agent SDR', fromName: 'Camille Martin' } });
    expect(data.signInHref).toBe(`/auth?redirectTo=${encodeURIComponent(`/gift/${token}`)}`);
    expect(data.signUpHref).toBe(`/signup?redirectTo=${encodeURIComponent(`/gift/${token}`)}`);

    const html = render({ loaderData: data });
    expect(html).toContain('<h1');
    expect(html).toContain('Agent SDR');
    expect(html).toContain('Offert par Camille Martin');
    expect(html).toContain('Bon anniversaire &lt;b&gt;Léa&lt;/b&gt; !');
    expect(html).toContain(`href="/auth?redirectTo=${encodeURIComponent(`/gift/${token}`)}"`);
    expect(html).toContain('Créer un compte');
    expect(html).not.toContain('Recevoir mon cadeau');
  });

  it('is never cached, indexed or sent as a referrer', () => {
    expect(headers()).toEqual({
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    const tags = meta({ loaderData: { meta: { title: 'Un cadeau pour vous', noindex: true } } } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ name: 'referrer', content: 'no-referrer' });
  });

  it('sends a visitor who posts to sign in first, and claims for a signed-in reader once', async () => {
    const gift = await paidGift();
    const thrown = await claim(gift, null).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/gift/${gift}`)}`,
    );

    const recipient = await member('Léa');
    const before = await load(gift, recipient);
    expect(render({ loaderData: before.data })).toContain('Recevoir mon cadeau');

    expect(await claim(gift, recipient)).toEqual({ data: { ok: true }, status: 200, headers: expect.any(Headers) });
    const after = await load(gift, recipient);
    expect(after.data.view.status).toBe('yours');
    const html = render({ loaderData: after.data, actionData: { ok: true } });
    expect(html).toContain('Cadeau reçu ! Il est maintenant dans vos achats.');
    expect(html).toContain('href="/dashboard/purchases"');

    const again = await claim(gift, await member('Autre'));
    expect(again).toMatchObject({ status: 409, data: { ok: false, code: 'gift_already_claimed' } });
  });

  it('explains an unknown link (404), a gift already received by someone else, and the giver’s own view', async () => {
    const unknown = await load(newClaimToken(), null);
    expect(unknown.status).toBe(404);
    expect(render({ loaderData: unknown.data })).toContain('Lien de cadeau introuvable');

    const given = await load(token, buyer);
    expect(given.data.view.status).toBe('given');
    expect(render({ loaderData: given.data })).toContain('Vous avez offert ce produit');

    const html = render({ loaderData: { ...given.data, view: { status: 'claimed' } } });
    expect(html).toContain('Ce cadeau a déjà été reçu');
    expect(html).not.toContain('Camille Martin');
  });

  it('renders every state in every language without a missing key', async () => {
    const { data } = await load(token, null);
    const gift = 'gift' in data.view ? data.view.gift : undefined;
    const views = [
      { status: 'claimable', gift },
      { status: 'yours', gift },
      { status: 'given', gift },
      { status: 'claimed' },
      { status: 'invalid' },
      { status: 'refunded' },
    ];
    for (const locale of locales) {
      for (const view of views) {
        for (const signedIn of [false, true]) {
          const html = render(
            {
              loaderData: { ...data, signedIn, view } as LoaderData,
              actionData: { ok: false, code: 'gift_already_claimed' },
            },
            locale,
          );
          expect(html, `${locale} ${view.status}`).not.toMatch(/gifts:|summary\.|claim\.|errors\.|yours\.|given\./);
        }
      }
    }
  });
});
