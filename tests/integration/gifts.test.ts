import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import PaymentSuccessPage from '../../app/routes/checkout/payment-success.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { findFileAccess } from '../../core/delivery/download-rights.ts';
import { claimGift, claimRateLimit } from '../../core/gifts/claim-gift.ts';
import { hashClaimToken, newClaimToken } from '../../core/gifts/claim-token.ts';
import { createGift } from '../../core/gifts/create-gift.ts';
import { getGift } from '../../core/gifts/get-gift.ts';
import { giftInput, giftInputFor } from '../../core/gifts/gift.schema.ts';
import { sendGifts } from '../../core/gifts/send-gifts.ts';
import { confirmReturn } from '../../core/payments/confirm-return.ts';
import { listPurchases } from '../../core/purchases/list-purchases.ts';
import { listReceivedGifts } from '../../core/purchases/list-received-gifts.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import { createReview } from '../../core/reviews/create-review.ts';
import { parisDay } from '../../core/reviews/purchase.ts';
import { createDeliverable } from '../../db/factories/delivery.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { emailOutbox, gifts, licences, notifications, orderItems, profiles } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { paySandboxOrder, placeSandboxOrder } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const settled = () => ctx.testApp.jobs.settled();

async function member(input: { name?: string; email?: string } = {}): Promise<Viewer> {
  const u = await createUser(db(), input);
  return buildViewer({ userId: u.id, email: u.email, name: u.name });
}

/** A new client address each time, so that only the rate-limit test shares one. */
let addresses = 0;
const ip = () => `198.51.100.${++addresses}`;

/** An order placed by `buyer`, its line marked as a gift before payment, as the checkout will do it. */
async function placeGift(buyer: Viewer, input: { recipientEmail: string; message?: string; quantity?: number }) {
  const seller = await createSeller(db());
  const product = await createProduct(db(), { sellerId: seller.id, priceCents: 4_900, title: 'Agent SDR' });
  const placed = await placeSandboxOrder(ctx, buyer, [{ productId: product.id, quantity: input.quantity ?? 1 }]);
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
  const { giftId } = await db().transaction((tx) =>
    createGift(tx, { orderItemId: item!.id, recipientEmail: input.recipientEmail, message: input.message }),
  );
  return { product, orderId: placed.orderId, item: item!, giftId };
}

/** Pays the order through the sandbox; the gift e-mail goes out in the paying transaction. */
async function pay(orderId: string) {
  await paySandboxOrder(ctx, orderId);
  // Until fulfilOrder calls sendGifts itself: a repeated call sends nothing twice.
  await db().transaction((tx) => sendGifts(deps(), tx, orderId));
  await settled();
}

async function giftMails(to: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'gift-received')));
}

/** The claim link's token, read from the e-mail the recipient got. */
async function tokenMailedTo(to: string) {
  const [mail] = await giftMails(to);
  const token = mail?.text.match(/\/gift\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no claim link mailed to ${to}`);
  return token;
}

/** A paid gift of two seats from a named buyer to a fresh address, and its token. */
async function paidGift(message = 'Joyeux anniversaire, Léa !') {
  const buyer = await member({ name: 'Camille Martin' });
  const recipientEmail = `lea.${randomUUID().slice(0, 8)}@example.com`;
  const gift = await placeGift(buyer, { recipientEmail, message, quantity: 2 });
  await pay(gift.orderId);
  return { ...gift, buyer, recipientEmail, token: await tokenMailedTo(recipientEmail) };
}

describe('the gift input', () => {
  it('normalises the address and trims the message', () => {
    expect(giftInput.parse({ recipientEmail: '  Lea@Example.COM ', message: '  Pour toi  ' })).toEqual({
      recipientEmail: 'lea@example.com',
      message: 'Pour toi',
    });
    expect(giftInput.parse({ recipientEmail: 'lea@example.com' }).message).toBe('');
    expect(giftInput.safeParse({ recipientEmail: 'lea@example.com', priceCents: 0 }).success).toBe(false);
  });

  it('answers codes the form translates', () => {
    const codes = (input: unknown, buyer = 'camille@example.com') =>
      giftInputFor(buyer)
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(codes({})).toEqual([['recipientEmail', 'recipient_email_required']]);
    expect(codes({ recipientEmail: ' ' })).toEqual([['recipientEmail', 'recipient_email_required']]);
    expect(codes({ recipientEmail: 'pas-une-adresse' })).toEqual([['recipientEmail', 'recipient_email_invalid']]);
    expect(codes({ recipientEmail: `${'a'.repeat(250)}@example.com` })).toEqual([
      ['recipientEmail', 'recipient_email_invalid'],
    ]);
    expect(codes({ recipientEmail: 'lea@example.com', message: 'x'.repeat(501) })).toEqual([
      ['message', 'message_too_long'],
    ]);
    expect(codes({ recipientEmail: 'lea@example.com', message: 'x'.repeat(500) })).toBeUndefined();
    expect(codes({ recipientEmail: ' CAMILLE@example.com' }, 'Camille@Example.com')).toEqual([
      ['recipientEmail', 'gift_to_self'],
    ]);
  });
});

describe('createGift', () => {
  it('refuses the buyer’s own address, a subscription, a paid order and an unknown line', async () => {
    const buyer = await member();
    await expect(placeGift(buyer, { recipientEmail: buyer.email.toUpperCase() })).rejects.toMatchObject({
      code: 'gift_to_self',
      status: 422,
      details: { field: 'recipientEmail' },
    });

    const monthly = await createProduct(db(), { billing: 'monthly', priceCents: 1_900 });
    const placed = await placeSandboxOrder(ctx, buyer, [{ productId: monthly.id, quantity: 1 }]);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    await expect(
      db().transaction((tx) => createGift(tx, { orderItemId: line!.id, recipientEmail: 'lea@example.com' })),
    ).rejects.toMatchObject({ code: 'gift_subscription', status: 422 });

    const { item, orderId } = await paidGift();
    await expect(
      db().transaction((tx) => createGift(tx, { orderItemId: item.id, recipientEmail: 'autre@example.com' })),
    ).rejects.toMatchObject({ code: 'order_not_pending', status: 409 });
    expect(orderId).toBeTruthy();

    await expect(
      db().transaction((tx) => createGift(tx, { orderItemId: randomUUID(), recipientEmail: 'lea@example.com' })),
    ).rejects.toMatchObject({ code: 'order_item_not_found', status: 404 });
  });
});

describe('sendGifts at payment', () => {
  it('keeps the licences for the recipient and mails them, in French, a working link once', async () => {
    const buyer = await member({ name: 'Camille Martin' });
    const recipientEmail = 'lea.sans.compte@example.com';
    const { orderId, item, giftId } = await placeGift(buyer, {
      recipientEmail: ' Lea.Sans.Compte@Example.com ',
      message: 'Joyeux anniversaire !',
      quantity: 2,
    });
    const [before] = await db().select().from(gifts).where(eq(gifts.id, giftId));
    expect(before).toMatchObject({ recipientEmail, message: 'Joyeux anniversaire !', sentAt: null, claimedAt: null });
    expect(await giftMails(recipientEmail)).toEqual([]);

    await pay(orderId);
    const keys = await db().select().from(licences).where(eq(licences.orderItemId, item.id));
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.ownerId === null)).toBe(true);

    const mails = await giftMails(recipientEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.locale).toBe('fr');
    expect(mail!.subject).toBe('Camille Martin vous offre « Agent SDR »');
    expect(mail!.text).toContain('Joyeux anniversaire !');
    expect(mail!.text).toContain('2 licences');
    const token = await tokenMailedTo(recipientEmail);
    expect(mail!.text).toContain(`${deps().publicUrl}/gift/${token}`);
    expect(mail!.html).toContain(`href="${deps().publicUrl}/gift/${token}"`);

    const [after] = await db().select().from(gifts).where(eq(gifts.id, giftId));
    expect(after!.sentAt).toBeInstanceOf(Date);
    // The stored hash is the mailed token's, not the placeholder written before payment; the token is nowhere.
    expect(after!.claimTokenHash).toBe(hashClaimToken(token));
    expect(after!.claimTokenHash).not.toBe(before!.claimTokenHash);
    expect(JSON.stringify(after)).not.toContain(token);

    await db().transaction((tx) => sendGifts(deps(), tx, orderId));
    await settled();
    expect(await giftMails(recipientEmail)).toHaveLength(1);
    expect(await getGift(deps(), null, token)).toEqual({
      status: 'claimable',
      gift: {
        title: 'Agent SDR',
        productSlug: expect.any(String),
        seats: 2,
        fromName: 'Camille Martin',
        message: 'Joyeux anniversaire !',
      },
    });
  });

  it('writes to a recipient who has an account in their language', async () => {
    const recipient = await member({ name: 'Lea Smith' });
    await db().update(profiles).set({ locale: 'en' }).where(eq(profiles.id, recipient.userId));
    const buyer = await member({ name: 'Camille Martin' });
    const { orderId } = await placeGift(buyer, { recipientEmail: recipient.email });
    await pay(orderId);
    const [mail] = await giftMails(recipient.email);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toBe('Camille Martin is giving you “Agent SDR”');
    expect(mail!.text).toContain('Hello Lea Smith,');
  });

  it('sends nothing for an order that is not paid: no link works before payment', async () => {
    const buyer = await member();
    const { orderId, giftId } = await placeGift(buyer, { recipientEmail: 'attente@example.com' });
    const [row] = await db().select().from(gifts).where(eq(gifts.id, giftId));
    expect(row!.sentAt).toBeNull();
    expect(await giftMails('attente@example.com')).toEqual([]);
    await expect(getGift(deps(), null, newClaimToken())).rejects.toMatchObject({ status: 404 });
    expect(orderId).toBeTruthy();
  });
});

describe('claimGift', () => {
  it('gives the licences and downloads to the claimer, tells the buyer, and shows it on both purchases pages', async () => {
    const { token, buyer, product, item, recipientEmail } = await paidGift();
    const deliverable = await createDeliverable(deps(), product);
    const recipient = await member({ name: 'Léa' });

    const claimed = await claimGift(deps(), recipient, { token, ip: ip() });
    expect(claimed).toEqual({ orderItemId: item.id, title: 'Agent SDR' });
    const keys = await db().select().from(licences).where(eq(licences.orderItemId, item.id));
    expect(keys.map((k) => k.ownerId)).toEqual([recipient.userId, recipient.userId]);
    const [gift] = await db().select().from(gifts).where(eq(gifts.orderItemId, item.id));
    expect(gift).toMatchObject({ claimedBy: recipient.userId, claimedAt: expect.any(Date) });

    const access = await findFileAccess(db(), {
      userId: recipient.userId,
      fileId: deliverable.file.id,
      now: new Date(),
    });
    expect(access?.via).toEqual({ orderItemId: item.id });
    expect(
      (await findFileAccess(db(), { userId: buyer.userId, fileId: deliverable.file.id, now: new Date() }))?.via,
    ).toBeNull();

    const buyerNotes = await db().select().from(notifications).where(eq(notifications.userId, buyer.userId));
    const giftNote = buyerNotes.find((n) => n.title === 'Cadeau reçu par son destinataire');
    expect(giftNote).toMatchObject({
      type: 'success',
      message: `« Agent SDR », offert à ${recipientEmail}, a été reçu : ses licences sont maintenant sur son compte.`,
      metadata: { redirect_url: '/dashboard/purchases' },
    });
    const [toRecipient] = await db().select().from(notifications).where(eq(notifications.userId, recipient.userId));
    expect(toRecipient).toMatchObject({ title: 'Cadeau reçu', metadata: { redirect_url: '/dashboard/purchases' } });

    const bought = await listPurchases(deps(), buyer, { page: 1, per_page: 10 });
    const line = bought.data[0]!.items[0]!;
    expect(line.gift).toEqual({ recipientEmail, claimedAt: expect.any(String) });
    expect(line.licenceKeys).toEqual([]);
    const received = await listReceivedGifts(deps(), recipient);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'Camille Martin', message: 'Joyeux anniversaire, Léa !' });
    expect([...received[0]!.item.licenceKeys].sort()).toEqual(keys.map((k) => k.key).sort());

    expect(await getGift(deps(), recipient, token)).toMatchObject({ status: 'yours' });
  });

  it('serves once: a second claim is a 409, which tells its claimer the gift is theirs, and hides it from others', async () => {
    const { token, item } = await paidGift();
    const recipient = await member();
    const other = await member();
    await claimGift(deps(), recipient, { token, ip: ip() });

    await expect(claimGift(deps(), recipient, { token, ip: ip() })).rejects.toMatchObject({
      code: 'gift_already_claimed',
      status: 409,
      details: { mine: true },
    });
    await expect(claimGift(deps(), other, { token, ip: ip() })).rejects.toMatchObject({
      code: 'gift_already_claimed',
      status: 409,
      details: { mine: false },
    });
    expect(await getGift(deps(), other, token)).toEqual({ status: 'claimed' });
    expect(await getGift(deps(), null, token)).toEqual({ status: 'claimed' });
    const owners = await db().select().from(licences).where(eq(licences.orderItemId, item.id));
    expect(owners.every((k) => k.ownerId === recipient.userId)).toBe(true);
  });

  it('lets exactly one of two simultaneous claimers have it', async () => {
    const { token, item } = await paidGift();
    const [a, b] = [await member(), await member()];
    const outcomes = await Promise.allSettled([
      claimGift(deps(), a, { token, ip: ip() }),
      claimGift(deps(), b, { token, ip: ip() }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [failed] = outcomes.filter((o) => o.status === 'rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ code: 'gift_already_claimed' });
    const owners = new Set(
      (await db().select().from(licences).where(eq(licences.orderItemId, item.id))).map((k) => k.ownerId),
    );
    expect(owners.size).toBe(1);
  });

  it('is refused to the buyer, who sees it as given', async () => {
    const { token, buyer, item } = await paidGift();
    expect(await getGift(deps(), buyer, token)).toMatchObject({ status: 'given', gift: { title: 'Agent SDR' } });
    await expect(claimGift(deps(), buyer, { token, ip: ip() })).rejects.toMatchObject({
      code: 'gift_own_purchase',
      status: 403,
    });
    const keys = await db().select().from(licences).where(eq(licences.orderItemId, item.id));
    expect(keys.every((k) => k.ownerId === null)).toBe(true);
  });

  it('answers 404 to an unknown or malformed token and 401 to a visitor', async () => {
    const viewer = await member();
    for (const token of [newClaimToken(), 'abc', `${newClaimToken()}x`, '../../etc/passwd']) {
      await expect(claimGift(deps(), viewer, { token, ip: ip() })).rejects.toMatchObject({
        code: 'gift_not_found',
        status: 404,
      });
      await expect(getGift(deps(), null, token)).rejects.toMatchObject({ code: 'gift_not_found', status: 404 });
    }
    const { token } = await paidGift();
    await expect(claimGift(deps(), null, { token, ip: ip() })).rejects.toMatchObject({ status: 401 });
  });

  it('answers 410 once the gift was refunded, and then changes nothing', async () => {
    const { token, buyer, orderId, item } = await paidGift();
    await requestRefund(deps(), buyer, { orderId, orderItemId: item.id, reason: 'Mauvaise adresse de destinataire.' });
    await settled();
    const recipient = await member();
    await expect(getGift(deps(), recipient, token)).rejects.toMatchObject({ code: 'gift_refunded', status: 410 });
    await expect(claimGift(deps(), recipient, { token, ip: ip() })).rejects.toMatchObject({
      code: 'gift_refunded',
      status: 410,
    });
    const keys = await db().select().from(licences).where(eq(licences.orderItemId, item.id));
    expect(keys.every((k) => k.ownerId === null && k.status === 'revoked')).toBe(true);
  });

  it('limits claims per address', async () => {
    const viewer = await member();
    const from = ip();
    for (let i = 0; i < claimRateLimit.limit; i++) {
      await expect(claimGift(deps(), viewer, { token: newClaimToken(), ip: from })).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(claimGift(deps(), viewer, { token: newClaimToken(), ip: from })).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
    await expect(claimGift(deps(), viewer, { token: newClaimToken(), ip: ip() })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the giver of a gift', () => {
  it('is told of its recipient by the order e-mail and the payment page', async () => {
    const { buyer, orderId, recipientEmail } = await paidGift();
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, buyer.email), eq(emailOutbox.template, 'order-confirmation')));
    expect(mail?.subject).toMatch(new RegExp(`^Votre cadeau pour ${recipientEmail} est payé`));
    expect(mail?.text).toContain(
      `Nous avons envoyé à ${recipientEmail} un e-mail avec le lien pour recevoir votre cadeau`,
    );

    const order = await confirmReturn(deps(), { viewer: buyer }, orderId);
    expect(order.items.map((item) => item.giftFor)).toEqual([recipientEmail]);
    const html = renderPage('/payment-success', PaymentSuccessPage, { loaderData: { order } });
    expect(html).toContain(`Votre cadeau pour ${recipientEmail}`);
    expect(html).toContain('Suivre mon cadeau dans mes achats');
    expect(html).not.toContain('Merci pour votre commande');
  });

  it('can neither refund nor review it once its recipient has claimed it', async () => {
    const { token, buyer, orderId, item, product } = await paidGift();
    const line = async () => (await listPurchases(deps(), buyer, { page: 1, per_page: 10 })).data[0]!.items[0]!;
    expect(await line()).toMatchObject({ refundable: true, canReview: true });

    await claimGift(deps(), await member(), { token, ip: ip() });
    expect(await line()).toMatchObject({ refundable: false, canReview: false });
    await expect(
      requestRefund(deps(), buyer, { orderId, orderItemId: item.id, reason: 'Je voulais le garder pour moi.' }),
    ).rejects.toMatchObject({ code: 'gift_claimed', status: 409 });
    await expect(requestRefund(deps(), buyer, { orderId, reason: 'Toute la commande.' })).rejects.toMatchObject({
      code: 'gift_claimed',
    });
    await expect(
      createReview({ db: db(), clock: { now: () => new Date() } }, buyer, product.slug, {
        rating: 5,
        title: 'Très apprécié',
        body: 'Mon amie en est ravie, elle l’utilise tous les jours.',
        experiencedAt: parisDay(new Date()),
      }),
    ).rejects.toMatchObject({ code: 'not_a_buyer', status: 403 });
  });
});
