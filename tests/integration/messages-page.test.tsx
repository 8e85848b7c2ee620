import type { createElement as h } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardNav } from '../../app/components/dashboard/dashboard-nav.tsx';
import ConversationPage, {
  action as conversationAction,
  loader as conversationLoader,
} from '../../app/routes/dashboard/conversation.tsx';
import { loader as layoutLoader } from '../../app/routes/dashboard/layout.tsx';
import MessagesPage, {
  action as messagesAction,
  loader as messagesLoader,
} from '../../app/routes/dashboard/messages.tsx';
import { sendMessage } from '../../core/messaging/send-message.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderRoutes } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Des-pages-de-messages-1';
let peers = 0;

async function member(name: string, roles: 'expert'[] = []) {
  const u = await createUser(db(), { name, password, roles });
  const cookie = await ctx.signInCookies(u.email, password, `10.1.0.${++peers}`);
  return { id: u.id, cookie, viewer: buildViewer({ userId: u.id, email: u.email, roles }) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** The arguments React Router gives a loader or an action of `path`. */
async function args(path: string, who: Member | null, init?: RequestInit, params: Record<string, string> = {}) {
  const url = new URL(path, testOrigin);
  const { context } = await pageContext(ctx.testApp, new Headers(who ? { cookie: who.cookie } : {}));
  return { url, request: new Request(url, init), context, params } as never;
}
const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { method: 'POST', body };
};
const threadArgs = (id: string, who: Member | null, init?: RequestInit) =>
  args(`/dashboard/messages/${id}`, who, init, { conversationId: id });

let seller: Member;
let buyer: Member;
let stranger: Member;
let product: Awaited<ReturnType<typeof createProduct>>;
let conversationId: string;

beforeAll(async () => {
  seller = await member('Studio Expert', ['expert']);
  const profile = await createSeller(db(), { userId: seller.id, publicName: 'Studio Lumière' });
  product = await createProduct(db(), { sellerId: profile.id, title: 'Agent SDR' });
  buyer = await member('Alice Acheteuse');
  stranger = await member('Tiers Curieux');
});

describe('the messages routes', () => {
  it("'Envoyer un message' starts the conversation about the product and lands in it", async () => {
    const started = await messagesAction(
      await args('/dashboard/messages', buyer, form({ intent: 'start', productId: product.id })),
    );
    expect(started).toBeInstanceOf(Response);
    const location = (started as Response).headers.get('location') ?? '';
    expect(location).toMatch(/^\/dashboard\/messages\/[0-9a-f-]{36}$/);
    conversationId = location.split('/').pop()!;
    // Again: the same conversation.
    const again = await messagesAction(
      await args('/dashboard/messages', buyer, form({ intent: 'start', productId: product.id })),
    );
    expect((again as Response).headers.get('location')).toBe(location);
  });

  it('tells the seller on the inbox that they cannot write to themselves', async () => {
    const own = answerOf<{ error: string }>(
      await messagesAction(await args('/dashboard/messages', seller, form({ intent: 'start', productId: product.id }))),
    );
    expect(own).toMatchObject({ status: 403, data: { error: 'own_conversation' } });
    const none = answerOf<{ error: string }>(
      await messagesAction(await args('/dashboard/messages', buyer, form({ intent: 'start' }))),
    );
    expect(none).toMatchObject({ status: 400, data: { error: 'target_required' } });
  });

  it('sends from the thread form, counts unread in the layout, and opening the thread marks it read', async () => {
    const sent = await conversationAction(
      await threadArgs(conversationId, buyer, form({ intent: 'send', body: 'Bonjour, une question.' })),
    );
    expect((sent as Response).headers.get('location')).toMatch(
      new RegExp(`^/dashboard/messages/${conversationId}#message-`),
    );
    expect(await layoutLoader(await args('/dashboard', seller))).toMatchObject({ unreadConversations: 1 });
    // The layout leaves out the thread being opened by the same request.
    expect(await layoutLoader(await threadArgs(conversationId, seller))).toMatchObject({ unreadConversations: 0 });

    const inbox = await messagesLoader(await args('/dashboard/messages', seller));
    expect(inbox.inbox.meta.unread_conversations).toBe(1);
    const opened = await conversationLoader(await threadArgs(conversationId, seller));
    expect(opened.thread.messages.map((m) => m.body)).toEqual(['Bonjour, une question.']);
    expect(opened.thread.conversation.lastReadAt).toBeNull();
    expect(await layoutLoader(await args('/dashboard', seller))).toMatchObject({ unreadConversations: 0 });
  });

  it('keeps the text and points at the field when the form is refused', async () => {
    const lying = answerOf<{ fieldErrors: Record<string, string>; values: { body: string } }>(
      await conversationAction(
        await threadArgs(
          conversationId,
          buyer,
          form({
            intent: 'send',
            body: 'Ma capture',
            attachment: new File(['<html><script>alert(1)</script></html>'], 'capture.png', { type: 'image/png' }),
          }),
        ),
      ),
    );
    expect(lying).toMatchObject({
      status: 415,
      data: { fieldErrors: { attachment: 'attachment_type_refused' }, values: { body: 'Ma capture' } },
    });
    const empty = answerOf(await conversationAction(await threadArgs(conversationId, buyer, form({ intent: 'send' }))));
    expect(empty).toMatchObject({ status: 400, data: { fieldErrors: { body: 'body_required' } } });
  });

  it('reports the other party’s message from the thread', async () => {
    const opened = await conversationLoader(await threadArgs(conversationId, seller));
    const messageId = opened.thread.messages[0]!.id;
    const reported = answerOf(
      await conversationAction(
        await threadArgs(conversationId, seller, form({ intent: 'report', messageId, reason: 'spam' })),
      ),
    );
    expect(reported).toMatchObject({ status: 200, data: { intent: 'report', ok: true, messageId } });
    const twice = answerOf(
      await conversationAction(
        await threadArgs(conversationId, seller, form({ intent: 'report', messageId, reason: 'spam' })),
      ),
    );
    expect(twice).toMatchObject({ status: 409, data: { error: 'already_reported' } });
  });

  it('shows anyone else the not-found page, and sends a visitor to sign in', async () => {
    for (const run of [
      async () => conversationLoader(await threadArgs(conversationId, stranger)),
      async () => conversationAction(await threadArgs(conversationId, stranger, form({ intent: 'send', body: 'Hop' }))),
      async () => conversationLoader(await threadArgs('00000000-0000-4000-8000-000000000000', buyer)),
    ]) {
      expect(await run().catch((e) => e)).toMatchObject({ init: { status: 404 } });
    }
    const visitor = await Promise.resolve(conversationLoader(await threadArgs(conversationId, null))).catch((e) => e);
    expect((visitor as Response).headers.get('location')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/dashboard/messages/${conversationId}`)}`,
    );
  });
});

describe('the messages pages as rendered', () => {
  type InboxData = Parameters<typeof MessagesPage>[0]['loaderData'];
  type ThreadData = Parameters<typeof ConversationPage>[0]['loaderData'];
  let inboxData: InboxData;
  let threadData: ThreadData;

  const render = (element: () => ReturnType<typeof h>, path: string, locale?: Locale) =>
    renderRoutes([{ path, Component: element }], path, locale);
  const Inbox = MessagesPage as unknown as (p: { loaderData: InboxData; actionData?: unknown }) => ReturnType<typeof h>;
  const Thread = ConversationPage as unknown as (p: {
    loaderData: ThreadData;
    actionData?: unknown;
  }) => ReturnType<typeof h>;

  beforeAll(async () => {
    const deps = ctx.testApp.deps;
    await sendMessage(deps, seller.viewer, conversationId, {
      body: 'Voici <script>alert("x")</script> et https://exemple.invalid/piege',
    });
    inboxData = await messagesLoader(await args('/dashboard/messages', buyer));
    threadData = await conversationLoader(await threadArgs(conversationId, buyer));
  });

  it('renders the inbox: the other party, the product, the excerpt and the unread count', () => {
    const html = render(() => <Inbox loaderData={inboxData} />, '/dashboard/messages');
    expect(html).toContain('Studio Lumière');
    expect(html).toContain('À propos de « Agent SDR »');
    expect(html).toContain('1 non lu');
    expect(html).toContain('1 conversation non lue');
    expect(html).toContain(`href="/dashboard/messages/${conversationId}"`);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
  });

  it('renders the thread: escaped text, no link made of a URL, the report form on the other party’s message only', () => {
    const html = render(() => <Thread loaderData={threadData} />, `/dashboard/messages/${conversationId}`);
    expect(html).toContain('Conversation avec Studio Lumière');
    expect(html).toContain('Nouveaux messages');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('href="https://exemple.invalid');
    // Alice's own message cannot be reported; the seller's can.
    expect(html.match(/name="intent" value="report"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Signaler le message de Studio Lumière"');
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(html).toContain('type="file"');
    expect(html).toContain('href="/product/');
  });

  it('tells a refused attachment and the rate limit in place, in every language', () => {
    const refused = { intent: 'send', ok: false, fieldErrors: { attachment: 'attachment_too_large' }, values: {} };
    const limited = { intent: 'send', ok: false, error: 'rate_limited', values: { body: 'x', minutes: 1 } };
    const path = `/dashboard/messages/${conversationId}`;
    expect(render(() => <Thread loaderData={threadData} actionData={refused} />, path)).toContain(
      'Le fichier joint dépasse 10 Mo.',
    );
    expect(render(() => <Thread loaderData={threadData} actionData={limited} />, path, 'en')).toContain(
      'You sent too many messages in a short time. Try again in 1 min.',
    );
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const html =
        render(() => <Thread loaderData={threadData} actionData={refused} />, path, locale) +
        render(() => <Inbox loaderData={inboxData} actionData={{ error: 'own_conversation' }} />, '/x', locale);
      expect(html, locale).not.toMatch(/(inbox|thread|compose|report|errors)\.[a-z]/);
    }
  });

  it('shows the empty inbox with a way to the marketplace', () => {
    const empty = { ...inboxData, inbox: { data: [], meta: { ...inboxData.inbox.meta, total: 0 } } };
    const html = render(() => <Inbox loaderData={empty} />, '/dashboard/messages');
    expect(html).toContain('Aucun message pour l’instant');
    expect(html).toContain('href="/market"');
  });

  it('badges the Messages link with the unread count, spoken with it', () => {
    const user = {
      id: buyer.id,
      displayName: 'Alice',
      email: 'a@example.com',
      emailVerified: true,
      avatarUrl: null,
      roles: [],
      isAdmin: false,
      demoMailbox: false,
    };
    const html = render(() => <DashboardNav user={user} unreadConversations={3} />, '/dashboard');
    expect(html).toContain('aria-label="Messages, 3 non lus"');
    expect(render(() => <DashboardNav user={user} unreadConversations={0} />, '/dashboard')).not.toContain('non lu');
  });
});

describe('the composer sends each message once', () => {
  type ThreadData = Parameters<typeof ConversationPage>[0]['loaderData'];
  const Thread = ConversationPage as unknown as (p: { loaderData: ThreadData }) => ReturnType<typeof h>;
  const render = (element: () => ReturnType<typeof h>, path: string) =>
    renderRoutes([{ path, Component: element }], path);
  const bodies = async () =>
    (await conversationLoader(await threadArgs(conversationId, seller))).thread.messages.map((m) => m.body);

  it('answers a double click or a replayed submission with the first message, not a second one', async () => {
    const opened = await conversationLoader(await threadArgs(conversationId, buyer));
    const fields = { intent: 'send', body: 'Envoyé une seule fois', idempotencyKey: opened.composeKey };
    const [first, second] = await Promise.all([
      conversationAction(await threadArgs(conversationId, buyer, form(fields))),
      conversationAction(await threadArgs(conversationId, buyer, form(fields))),
    ]);
    const location = (first as Response).headers.get('location');
    expect(location).toMatch(/#message-[0-9a-f-]{36}$/);
    expect((second as Response).headers.get('location')).toBe(location);
    const replayed = await conversationAction(await threadArgs(conversationId, buyer, form(fields)));
    expect((replayed as Response).headers.get('location')).toBe(location);
    expect((await bodies()).filter((b) => b === 'Envoyé une seule fois')).toHaveLength(1);
    // The same key in another conversation, or a new key, is another message.
    const next = await conversationAction(
      await threadArgs(conversationId, buyer, form({ ...fields, idempotencyKey: crypto.randomUUID() })),
    );
    expect((next as Response).headers.get('location')).not.toBe(location);
    expect((await bodies()).filter((b) => b === 'Envoyé une seule fois')).toHaveLength(2);
    const bad = answerOf(
      await conversationAction(await threadArgs(conversationId, buyer, form({ ...fields, idempotencyKey: 'x' }))),
    );
    expect(bad).toMatchObject({ status: 400, data: { error: 'idempotency_key_invalid' } });
  });

  it('gives an empty composer with a new key once a message is sent', async () => {
    const before = await conversationLoader(await threadArgs(conversationId, buyer));
    await conversationAction(
      await threadArgs(
        conversationId,
        buyer,
        form({ intent: 'send', body: 'Texte à effacer', idempotencyKey: before.composeKey }),
      ),
    );
    const after = await conversationLoader(await threadArgs(conversationId, buyer));
    expect(after.composeKey).not.toBe(before.composeKey);
    const path = `/dashboard/messages/${conversationId}`;
    const html = render(() => <Thread loaderData={after} />, path);
    expect(html).toContain(`name="idempotencyKey" value="${after.composeKey}"`);
    const composer = html.slice(html.indexOf('id="compose-heading"'));
    expect(composer).toMatch(/<textarea[^>]*name="body"[^>]*><\/textarea>/);
  });
});
