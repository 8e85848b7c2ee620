import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader as openLink } from '../../app/routes/library/open-link.tsx';
import { libraryUrl } from '../../core/accounts/library-link.ts';
import { requestLibraryLink } from '../../core/accounts/request-library-link.ts';
import { getBuyerOrder } from '../../core/orders/get-buyer-order.ts';
import { guestReturnToken } from '../../core/orders/guest-return.ts';
import { createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { account, emailOutbox, licences, orders, user } from '../../db/schema/index.ts';
import { routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { sandboxCheckoutFields } from '../support/checkout-fields.ts';
import { paySandboxOrder } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;

let keys = 0;
/** A visitor's `POST /api/v1/checkout` (no session), from network address `peer`. */
const guestCheckout = (body: object, peer = '203.0.113.10') =>
  ctx.postJson('/api/v1/checkout', body, { 'idempotency-key': `guest-${++keys}-${Date.now()}` }, peer);

async function product() {
  const seller = await createSeller(db());
  return createProduct(db(), { sellerId: seller.id, priceCents: 4_900 });
}

const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const libraryLinkIn = (text: string) =>
  /http:\/\/localhost:3000(\/library\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)(?![?\w])/.exec(text)?.[1];

/** GET of an e-mailed library link, through its loader (the test app renders no pages): the redirect it answers. */
async function openLibraryLink(path: string): Promise<Response> {
  const token = new URL(path, 'http://localhost').pathname.slice('/library/'.length);
  try {
    await openLink(await routeArgs(ctx.testApp, path, null, { params: { token } }));
  } catch (answer) {
    if (answer instanceof Response) return answer;
    throw answer;
  }
  throw new Error('the library link answered no redirect');
}

describe('guest checkout (e-mail only)', () => {
  it('places, pays and e-mails a guest order whose library link signs the guest in to their purchases', async () => {
    const { id: productId } = await product();
    const res = await guestCheckout({
      ...sandboxCheckoutFields,
      lines: [{ productId, quantity: 1 }],
      email: ' Invitee@Example.com ',
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()).data;
    expect(placed.redirectUrl).toContain('/pay/sandbox/');

    const [guest] = await db().select().from(user).where(eq(user.email, 'invitee@example.com'));
    expect(guest).toMatchObject({ emailVerified: false, name: 'Camille Martin' });
    expect(await db().$count(account, eq(account.userId, guest!.id))).toBe(0);

    await paySandboxOrder(ctx, placed.orderId);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ buyerId: guest!.id, status: 'paid' });
    const [licence] = await db().select().from(licences).where(eq(licences.ownerId, guest!.id));

    const [receipt] = await mailsTo('invitee@example.com');
    expect(receipt!.text).toContain(licence!.key);
    expect(receipt!.text).toContain('http://localhost:3000/library');
    const link = libraryLinkIn(receipt!.text);
    expect(link).toBeDefined();

    const opened = await openLibraryLink(link!);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/dashboard/purchases');
    const cookie = ctx.sessionCookie(opened);
    expect(cookie).toBeDefined();
    const mine = await ctx.callJson('GET', '/api/v1/me/orders', cookie);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain(placed.orderId);
    // The invoice's link opens the library too, then the invoice; a `next` off the dashboard is ignored.
    const invoiceLink = /http:\/\/localhost:3000(\/library\/\S+\?next=\S+)/.exec(receipt!.text)?.[1];
    expect(decodeURIComponent(invoiceLink!)).toMatch(/\?next=\/dashboard\/invoices\/FAC-\d{4}-\d+\/pdf$/);
    const toInvoice = await openLibraryLink(invoiceLink!);
    expect(toInvoice.headers.get('location')).toMatch(/^\/dashboard\/invoices\/FAC-\d{4}-\d+\/pdf$/);
    const elsewhere = await openLibraryLink(`${link}?next=${encodeURIComponent('https://evil.example/')}`);
    expect(elsewhere.headers.get('location')).toBe('/dashboard/purchases');
    // Opening the link proved the address.
    const [after] = await db().select().from(user).where(eq(user.id, guest!.id));
    expect(after!.emailVerified).toBe(true);
  });

  it('asks a visitor for their address, and refuses a forged library link', async () => {
    const { id: productId } = await product();
    const res = await guestCheckout({ ...sandboxCheckoutFields, lines: [{ productId, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('email');

    const forged = await openLibraryLink('/library/e30.AAAA');
    expect(forged.headers.get('location')).toBe('/library?link=expired');
    expect(ctx.sessionCookie(forged)).toBeUndefined();
  });

  it('needs no billing name from a guest: the invoice then names the address', async () => {
    const { id: productId } = await product();
    const { billingName: _name, ...withoutName } = sandboxCheckoutFields;
    const res = await guestCheckout({
      ...withoutName,
      lines: [{ productId, quantity: 1 }],
      email: 'sans.nom@example.com',
    });
    expect(res.status).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (await res.json()).data.orderId));
    expect(order!.billingName).toBe('sans.nom@example.com');
    const [guest] = await db().select().from(user).where(eq(user.email, 'sans.nom@example.com'));
    expect(guest!.name).toBe('sans.nom');
    // A signed-in buyer still names the invoice (their profile's name is offered).
    const member = await createUser(db(), { password: 'Un-mot-de-passe-solide-42' });
    const token = await ctx.bearerToken(member.email, 'Un-mot-de-passe-solide-42');
    const signedIn = await ctx.postJson(
      '/api/v1/checkout',
      { ...withoutName, lines: [{ productId, quantity: 1 }] },
      { authorization: `Bearer ${token}`, 'idempotency-key': 'sans-nom-connecte' },
    );
    expect(signedIn.status).toBe(400);
  });

  it('places an order for an existing account without signing anyone in to it', async () => {
    const owner = await createUser(db(), { password: 'Un-mot-de-passe-solide-42' });
    const { id: productId } = await product();
    const res = await guestCheckout({
      ...sandboxCheckoutFields,
      lines: [{ productId, quantity: 1 }],
      email: owner.email,
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()).data;
    await paySandboxOrder(ctx, placed.orderId);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.buyerId).toBe(owner.id);
    // A full account's receipt leads to its dashboard, which asks for its password (and second factor).
    const [receipt] = await mailsTo(owner.email);
    expect(receipt!.text).toContain('http://localhost:3000/dashboard/purchases');
    expect(libraryLinkIn(receipt!.text)).toBeUndefined();
    // And a library link to it (asked for on /library) sends to sign-in rather than signing in.
    const toAccount = await openLibraryLink(new URL(libraryUrl(ctx.testApp.deps, owner.id)).pathname);
    expect(toAccount.headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard%2Fpurchases');
    expect(ctx.sessionCookie(toAccount)).toBeUndefined();
  });

  it('shows a guest’s return page only with that order’s pass', async () => {
    const { id: productId } = await product();
    const res = await guestCheckout({
      ...sandboxCheckoutFields,
      lines: [{ productId, quantity: 1 }],
      email: 'retour@example.com',
    });
    const { orderId } = (await res.json()).data;
    const deps = ctx.testApp.deps;
    const pass = guestReturnToken(deps, orderId);
    expect(await getBuyerOrder(deps, { viewer: null, guestPass: pass }, orderId)).toMatchObject({
      id: orderId,
      guestEmail: 'retour@example.com',
    });
    const other = (
      await (
        await guestCheckout({ ...sandboxCheckoutFields, lines: [{ productId, quantity: 1 }], email: 'b@example.com' })
      ).json()
    ).data.orderId;
    await expect(getBuyerOrder(deps, { viewer: null, guestPass: pass }, other)).rejects.toMatchObject({ status: 404 });
    await expect(getBuyerOrder(deps, { viewer: null, guestPass: 'forged' }, orderId)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('limits guest orders per address', async () => {
    const { id: productId } = await product();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await guestCheckout(
        { ...sandboxCheckoutFields, lines: [{ productId, quantity: 1 }], email: 'rafale@example.com' },
        `198.51.100.${i}`,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('sends a new library link only to an address with purchases, answering the same either way', async () => {
    const { id: productId } = await product();
    const placed = (
      await (
        await guestCheckout({
          ...sandboxCheckoutFields,
          lines: [{ productId, quantity: 1 }],
          email: 'bibliotheque@example.com',
        })
      ).json()
    ).data;
    await paySandboxOrder(ctx, placed.orderId);
    const before = (await mailsTo('bibliotheque@example.com')).length;
    const deps = ctx.testApp.deps;
    expect(await requestLibraryLink(deps, { email: 'bibliotheque@example.com' }, { ip: null })).toEqual({
      sentTo: 'bibliotheque@example.com',
    });
    expect(await requestLibraryLink(deps, { email: 'personne@example.com' }, { ip: null })).toEqual({
      sentTo: 'personne@example.com',
    });
    await ctx.testApp.jobs.settled();
    const after = await mailsTo('bibliotheque@example.com');
    expect(after).toHaveLength(before + 1);
    expect(libraryLinkIn(after.map((m) => m.text).join('\n'))).toBeDefined();
    expect(await mailsTo('personne@example.com')).toHaveLength(0);
  });
});
