import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../core/messaging/send-message.ts';
import { startConversation } from '../../core/messaging/start-conversation.ts';
import type { Clock } from '../../core/ports/clock.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { conversations, emailOutbox, messages, notifications, reports } from '../../db/schema/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Des-messages-bien-gardes-1';

let peers = 0;

/**
 * A user with a browser session: its id, e-mail, Cookie header and use-case viewer. Each signs in from an address
 * of its own, as the sign-in limit per address would otherwise stop this file's many users.
 */
async function member(name: string, roles: ('expert' | 'admin')[] = []) {
  const u = await createUser(db(), { name, password, roles });
  const cookie = await ctx.signInCookies(u.email, password, `10.0.0.${++peers}`);
  return { id: u.id, email: u.email, cookie, viewer: buildViewer({ userId: u.id, email: u.email, roles }) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A seller (an expert with a seller profile) and one of their published products. */
async function sellerWithProduct(title = 'Agent SDR') {
  const owner = await member('Expert Vendeur', ['expert']);
  const profile = await createSeller(db(), { userId: owner.id, publicName: 'Studio Vendeur' });
  const product = await createProduct(db(), { sellerId: profile.id, title });
  return { owner, profile, product };
}

const call = (method: string, path: string, who: Member | null, body?: unknown) =>
  ctx.app.request(path, {
    method,
    headers: {
      origin: testOrigin,
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });

const start = async (who: Member, productId: string) => {
  const res = await call('POST', '/api/v1/me/conversations', who, { productId });
  return { status: res.status, id: ((await res.json()) as { data: { id: string } }).data?.id };
};
const write = (who: Member, conversationId: string, body: string) =>
  call('POST', `/api/v1/me/conversations/${conversationId}/messages`, who, { body });
const inbox = async (who: Member) =>
  (await (await call('GET', '/api/v1/me/conversations', who)).json()) as {
    data: {
      id: string;
      role: string;
      otherParty: { name: string };
      product: { title: string } | null;
      lastMessage: { excerpt: string; fromMe: boolean } | null;
      unreadCount: number;
    }[];
    meta: { total: number; unread_conversations: number };
  };

/** A file in a multipart form, as a browser sends it with the name and type it claims. */
function withFile(body: string, bytes: Uint8Array, name: string, claimedType: string) {
  const form = new FormData();
  form.set('body', body);
  form.set('attachment', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: claimedType }), name);
  return form;
}
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/** A clock the test moves. */
function testClock(start: Date) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (minutes: number) => (now += minutes * 60_000) };
}

let seller: Awaited<ReturnType<typeof sellerWithProduct>>;
let buyer: Member;
let stranger: Member;
let admin: Member;

beforeAll(async () => {
  seller = await sellerWithProduct();
  buyer = await member('Alice Acheteuse');
  stranger = await member('Tiers Curieux');
  admin = await member('Admin Modérateur', ['admin']);
});

describe('starting a conversation', () => {
  it('starts one about a product, and reopens the same one the second time', async () => {
    const first = await start(buyer, seller.product.id);
    expect(first.status).toBe(201);
    const again = await start(buyer, seller.product.id);
    expect(again).toEqual({ status: 200, id: first.id });
    const rows = await db().select().from(conversations).where(eq(conversations.buyerId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sellerId: seller.profile.id, productId: seller.product.id });
  });

  it('refuses a seller writing to themselves, a visitor, an unknown product and a bad body', async () => {
    const own = await call('POST', '/api/v1/me/conversations', seller.owner, { productId: seller.product.id });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: { code: string } }).error.code).toBe('own_conversation');
    expect((await call('POST', '/api/v1/me/conversations', null, { productId: seller.product.id })).status).toBe(401);
    const unknown = await start(buyer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const both = await call('POST', '/api/v1/me/conversations?lang=en', buyer, {
      productId: seller.product.id,
      sellerId: seller.profile.id,
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      error: { code: 'invalid_request', details: { fields: [{ code: 'target_required' }] } },
    });
    const extra = await call('POST', '/api/v1/me/conversations', buyer, { productId: seller.product.id, x: 1 });
    expect(extra.status).toBe(400);
  });

  it('refuses a draft product for a new conversation', async () => {
    const draft = await createProduct(db(), { sellerId: seller.profile.id, status: 'draft', publishedAt: null });
    expect((await start(buyer, draft.id)).status).toBe(404);
  });

  it('writes to a seller directly (from their page), apart from the product conversation', async () => {
    const res = await call('POST', '/api/v1/me/conversations', buyer, { sellerId: seller.profile.id });
    expect(res.status).toBe(201);
    const product = await start(buyer, seller.product.id);
    expect(((await res.json()) as { data: { id: string } }).data.id).not.toBe(product.id);
  });
});

describe('a conversation between a buyer and a seller', () => {
  it('delivers, counts unread per conversation and in total, marks read, and the reply comes back', async () => {
    const { owner, product } = await sellerWithProduct('Chatbot support');
    const alice = await member('Alice Cliente');
    const { id } = await start(alice, product.id);
    expect((await inbox(owner)).data).toHaveLength(0);

    expect((await write(alice, id, 'Bonjour, le produit gère-t-il le français ?')).status).toBe(201);
    expect((await write(alice, id, 'Et l’allemand ?')).status).toBe(201);

    const sellerInbox = await inbox(owner);
    expect(sellerInbox.meta).toMatchObject({ total: 1, unread_conversations: 1 });
    expect(sellerInbox.data[0]).toMatchObject({
      id,
      role: 'seller',
      otherParty: { name: 'Alice Cliente' },
      product: { title: 'Chatbot support' },
      lastMessage: { excerpt: 'Et l’allemand ?', fromMe: false },
      unreadCount: 2,
    });
    // Her own messages are not unread for her.
    expect((await inbox(alice)).meta.unread_conversations).toBe(0);

    const thread = (await (await call('GET', `/api/v1/me/conversations/${id}`, owner)).json()) as {
      data: { messages: { body: string; fromMe: boolean }[]; conversation: { otherParty: { name: string } } };
    };
    expect(thread.data.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Bonjour, le produit gère-t-il le français ?', false],
      ['Et l’allemand ?', false],
    ]);
    // Reading through the API does not mark read; POST /read does.
    expect((await inbox(owner)).meta.unread_conversations).toBe(1);
    expect((await call('POST', `/api/v1/me/conversations/${id}/read`, owner)).status).toBe(200);
    expect((await inbox(owner)).data[0]?.unreadCount).toBe(0);

    expect((await write(owner, id, 'Oui, les deux.')).status).toBe(201);
    const hers = await inbox(alice);
    expect(hers.meta.unread_conversations).toBe(1);
    expect(hers.data[0]).toMatchObject({ role: 'buyer', otherParty: { name: 'Studio Vendeur' }, unreadCount: 1 });
  });

  it('notifies the other participant, with a link to the thread, in their language', async () => {
    const { owner, product } = await sellerWithProduct('Agent comptable');
    const bob = await member('Bob Acheteur');
    const { id } = await start(bob, product.id);
    await write(bob, id, 'Une question sur la facturation.');
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject({
      title: 'Nouveau message de Bob Acheteur',
      message: 'Bob Acheteur vous a écrit à propos de « Agent comptable ».',
      type: 'info',
      metadata: { redirect_url: `/dashboard/messages/${id}` },
    });
    // The message's text itself is not sent around in notifications or e-mails.
    expect(notice?.message).not.toContain('facturation');
  });

  it('tells a conversation without product apart in the notification', async () => {
    const { owner, profile } = await sellerWithProduct();
    const carol = await member('Carol Curieuse');
    const res = await call('POST', '/api/v1/me/conversations', carol, { sellerId: profile.id });
    const { data } = (await res.json()) as { data: { id: string } };
    await write(carol, data.id, 'Bonjour !');
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice?.message).toBe('Carol Curieuse vous a écrit.');
  });

  it('answers 404 to anyone but the two participants, administrators included', async () => {
    const { id } = await start(buyer, seller.product.id);
    const sent = (await (await write(buyer, id, 'Message privé')).json()) as { data: { id: string } };
    for (const outsider of [stranger, admin]) {
      expect((await call('GET', `/api/v1/me/conversations/${id}`, outsider)).status).toBe(404);
      expect((await write(outsider, id, 'Intrusion')).status).toBe(404);
      expect((await call('POST', `/api/v1/me/conversations/${id}/read`, outsider)).status).toBe(404);
      const report = await call('POST', `/api/v1/me/messages/${sent.data.id}/report`, outsider, { reason: 'spam' });
      expect(report.status).toBe(404);
      expect((await inbox(outsider)).data).toHaveLength(0);
    }
    expect((await call('GET', '/api/v1/me/conversations/not-a-uuid', buyer)).status).toBe(404);
    expect(await db().select().from(messages).where(eq(messages.body, 'Intrusion'))).toHaveLength(0);
  });
});

describe('e-mail about new messages', () => {
  it('e-mails a recipient at most once per conversation per hour', async () => {
    const { owner, product } = await sellerWithProduct('Agent RH');
    const dan = await member('Dan Acheteur');
    const { clock, advance } = testClock(new Date());
    const deps = { ...ctx.testApp.deps, clock };
    const { id } = await startConversation(deps, dan.viewer, { productId: product.id });
    const mailsTo = async (email: string) => {
      await ctx.testApp.jobs.settled();
      return (await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;
    };

    await sendMessage(deps, dan.viewer, id, { body: 'Premier message' });
    advance(10);
    await sendMessage(deps, dan.viewer, id, { body: 'Deuxième, dix minutes plus tard' });
    expect(await mailsTo(owner.email)).toBe(1);
    // Each message is still notified.
    expect(await db().select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(2);

    // The seller's reply e-mails the buyer: the limit is per recipient.
    await sendMessage(deps, owner.viewer, id, { body: 'Réponse' });
    expect(await mailsTo(dan.email)).toBe(1);

    advance(51);
    await sendMessage(deps, dan.viewer, id, { body: 'Une heure après le premier' });
    expect(await mailsTo(owner.email)).toBe(2);
  });

  it('sends one e-mail for messages written at the same moment', async () => {
    const { owner, product } = await sellerWithProduct('Agent juridique');
    const eve = await member('Eve Pressée');
    const { id } = await start(eve, product.id);
    const answers = await Promise.all(['Un', 'Deux', 'Trois', 'Quatre'].map((body) => write(eve, id, body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    await ctx.testApp.jobs.settled();
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, owner.email))).toHaveLength(1);
  });
});

describe('attachments', () => {
  it('stores a file by its content and lets only the participants download it', async () => {
    const { owner, product } = await sellerWithProduct('Agent devis');
    const fay = await member('Fay Acheteuse');
    const { id } = await start(fay, product.id);
    const res = await call(
      'POST',
      `/api/v1/me/conversations/${id}/messages`,
      fay,
      withFile('Voici mon cahier des charges', pdf, 'cahier.des.charges', 'application/octet-stream'),
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as {
      data: { id: string; attachment: { name: string; contentType: string; url: string } };
    };
    expect(data.attachment).toMatchObject({ name: 'cahier.des.charges.pdf', contentType: 'application/pdf' });

    const download = await call('GET', data.attachment.url, owner);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="cahier\.des\.charges\.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    expect((await call('GET', data.attachment.url, stranger)).status).toBe(404);
    expect((await call('GET', data.attachment.url, admin)).status).toBe(404);
    expect((await call('GET', data.attachment.url, null)).status).toBe(401);
    // Not public under /media either.
    expect((await ctx.app.request(`/media/messages/${id}/${data.id}`)).status).toBe(404);
  });

  it('refuses a file that lies about its type, an executable, and an oversize file, storing nothing', async () => {
    const { id } = await start(buyer, seller.product.id);
    const before = (await db().select().from(messages).where(eq(messages.conversationId, id))).length;
    const html = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0, 0, 1, 2]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    for (const [bytes, name, type] of [
      [html, 'photo.png', 'image/png'],
      [exe, 'facture.pdf', 'application/pdf'],
      [svg, 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const res = await call(
        'POST',
        `/api/v1/me/conversations/${id}/messages?lang=en`,
        buyer,
        withFile('Regardez', bytes, name, type),
      );
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({
        error: { code: 'attachment_type_refused', message: expect.stringContaining('This type of file') },
      });
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf);
    const tooLarge = await call(
      'POST',
      `/api/v1/me/conversations/${id}/messages`,
      buyer,
      withFile('', big, 'gros.pdf', 'application/pdf'),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { code: 'attachment_too_large', message: 'Le fichier joint dépasse 10 Mo.' },
    });
    expect(await db().select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(before);
  });

  it('refuses an empty message without a file', async () => {
    const { id } = await start(buyer, seller.product.id);
    const res = await write(buyer, id, '   ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('body_required');
  });
});

describe('rate limits', () => {
  it('answers 429 with a translated message and Retry-After past 10 messages a minute', async () => {
    const { product } = await sellerWithProduct('Agent bavard');
    const gus = await member('Gus Bavard');
    const { id } = await start(gus, product.id);
    for (let n = 1; n <= 10; n++) expect((await write(gus, id, `Message ${n}`)).status).toBe(201);
    const refused = await call('POST', `/api/v1/me/conversations/${id}/messages?lang=de`, gus, { body: 'Encore' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('zu viele Nachrichten') },
    });
  });

  it('limits new conversations to 10 an hour, reopening one being free', async () => {
    const { profile } = await sellerWithProduct();
    const hal = await member('Hal Prospecteur');
    const ids: string[] = [];
    for (let n = 0; n < 11; n++) ids.push((await createProduct(db(), { sellerId: profile.id })).id);
    for (const productId of ids.slice(0, 10)) expect((await start(hal, productId)).status).toBe(201);
    expect((await start(hal, ids[10]!)).status).toBe(429);
    expect((await start(hal, ids[0]!)).status).toBe(200);
  });
});

describe('reporting a message', () => {
  it("lets a participant report the other's message once, not their own", async () => {
    const { owner, product } = await sellerWithProduct('Agent signalé');
    const ivy = await member('Ivy Acheteuse');
    const { id } = await start(ivy, product.id);
    const sent = (await (await write(ivy, id, 'Payez-moi hors plateforme')).json()) as { data: { id: string } };
    const path = `/api/v1/me/messages/${sent.data.id}/report`;

    expect((await call('POST', path, ivy, { reason: 'spam' })).status).toBe(403);
    expect((await call('POST', path, owner, { reason: 'nonsense' })).status).toBe(400);
    expect((await call('POST', path, owner, { reason: 'scam', details: 'Demande un virement' })).status).toBe(201);
    expect((await call('POST', path, owner, { reason: 'scam' })).status).toBe(409);

    const stored = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, sent.data.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporterId: owner.id, reason: 'scam', details: 'Demande un virement' });
    const thread = (await (await call('GET', `/api/v1/me/conversations/${id}`, owner)).json()) as {
      data: { messages: { reportedByMe: boolean }[] };
    };
    expect(thread.data.messages[0]?.reportedByMe).toBe(true);
  });
});
