import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import PostsPage, { action as postsAction, loader as postsLoader } from '../../app/routes/dashboard/posts.tsx';
import { action as postAction, loader as postLoader } from '../../app/routes/posts/post.tsx';
import { action as unsubscribeAction } from '../../app/routes/posts/unsubscribe.tsx';
import { action as followAction } from '../../app/routes/seller/follow.ts';
import SellerPage, { loader as sellerLoader } from '../../app/routes/seller/profile.tsx';
import { exportAccountData } from '../../core/accounts/export-account-data.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { moderateTarget } from '../../core/admin/moderation/moderate-target.ts';
import { setNotificationPreferences } from '../../core/notifications/set-notification-preferences.ts';
import { followSeller } from '../../core/posts/follow-seller.ts';
import { getCreatorPost } from '../../core/posts/get-creator-post.ts';
import { getFollowState } from '../../core/posts/get-follow-state.ts';
import { listFollowedSellers } from '../../core/posts/list-followed-sellers.ts';
import { previewCreatorPost } from '../../core/posts/preview-creator-post.ts';
import { reportCreatorPost } from '../../core/posts/report-creator-post.ts';
import { sendCreatorPost } from '../../core/posts/send-creator-post.ts';
import { unfollowSeller } from '../../core/posts/unfollow-seller.ts';
import {
  buildViewer,
  createLicences,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { creatorPostRecipients, emailOutbox, notifications, profiles, reports, user } from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const DAY = 24 * 3_600_000;
let now = new Date();
const clock = { now: () => now };
const deps = () => ({ ...ctx.testApp.deps, clock });

async function member(name: string, extra: { roles?: ('expert' | 'admin')[]; locale?: 'fr' | 'en' } = {}) {
  const u = await createUser(db(), { name, roles: extra.roles ?? [] });
  if (extra.locale) await db().update(profiles).set({ locale: extra.locale }).where(eq(profiles.id, u.id));
  return { id: u.id, email: u.email, viewer: buildViewer({ userId: u.id, email: u.email, roles: extra.roles ?? [] }) };
}
type Member = Awaited<ReturnType<typeof member>>;

let seller: Member;
let sellerId: string;
let productA: { id: string; title: string };
let productB: { id: string; title: string };
let buyerA: Member;
let buyerB: Member;
let refunded: Member;
let follower: Member;
let stranger: Member;
let admin: Viewer;

async function buy(who: Member, product: { id: string; title: string }, refundedAt?: Date) {
  const { items } = await createPaidOrder(db(), {
    buyerId: who.id,
    lines: [{ productId: product.id, sellerId, title: product.title, unitPriceCents: 4900 }],
  });
  const item = items[0]!;
  await createLicences(db(), { id: item.id, quantity: 1 }, who.id);
  if (refundedAt)
    await db().execute(sql`update order_items set refunded_at = ${refundedAt.toISOString()} where id = ${item.id}`);
}

const compose = (extra: Record<string, string> = {}) => ({
  title: 'La version 2 arrive',
  body: '## Au programme\n\n**Nouveautés** et <script>alert(1)</script> [doc](https://exemple.fr)',
  audience: 'product_buyers',
  productId: productA.id,
  token: crypto.randomUUID(),
  ...extra,
});
const recipientsOf = async (postId: string) =>
  (await db().select().from(creatorPostRecipients).where(eq(creatorPostRecipients.postId, postId)))
    .map((r) => r.userId)
    .sort();
const error = (promise: Promise<unknown>) =>
  promise.then(() => null).catch((e) => e as { code: string; status: number });

beforeAll(async () => {
  seller = await member('Studio Expert', { roles: ['expert'] });
  sellerId = (await createSeller(db(), { userId: seller.id, publicName: 'Studio Lumière' })).id;
  productA = await createProduct(db(), { sellerId, title: 'Agent SDR' });
  productB = await createProduct(db(), { sellerId, title: 'Chatbot RH' });
  buyerA = await member('Alice Acheteuse');
  buyerB = await member('Bruno Acheteur', { locale: 'en' });
  refunded = await member('Rémi Remboursé');
  follower = await member('Fanny Abonnée');
  stranger = await member('Tiers Curieux');
  admin = buildViewer({ userId: (await member('Admin', { roles: ['admin'] })).id, roles: ['admin'] });
  await buy(buyerA, productA);
  await buy(buyerB, productB);
  await buy(refunded, productA, now);
});

describe('following a creator', () => {
  it('follows at once when signed in, counts followers, and unfollows; a visitor is sent to sign in', async () => {
    expect(await error(followSeller(deps(), null, sellerId))).toMatchObject({ status: 401 });
    expect(await error(followSeller(deps(), seller.viewer, sellerId))).toMatchObject({ code: 'own_follow' });
    expect(await error(followSeller(deps(), follower.viewer, crypto.randomUUID()))).toMatchObject({ status: 404 });
    const followed = await followAction(
      await routeArgs(ctx.testApp, `/seller/${sellerId}/follow`, follower.viewer, {
        params: { sellerId },
        init: { method: 'POST', body: new URLSearchParams({ intent: 'follow', redirectTo: '/product/agent-sdr' }) },
      }),
    );
    expect((followed as Response).headers.get('location')).toBe('/product/agent-sdr');
    await followSeller(deps(), stranger.viewer, sellerId);
    expect(await getFollowState(deps(), follower.viewer, sellerId)).toEqual({
      followers: 2,
      following: true,
      own: false,
    });
    await unfollowSeller(deps(), stranger.viewer, sellerId);
    expect(await getFollowState(deps(), null, sellerId)).toEqual({ followers: 1, following: null, own: false });
    expect(await listFollowedSellers(deps(), follower.viewer)).toEqual([
      { id: sellerId, name: 'Studio Lumière', following: true, muted: false },
    ]);
    // The creator's page shows the count and the button; a visitor's « Suivre » leads to the sign-in.
    const page = await sellerLoader(
      await routeArgs(ctx.testApp, `/seller/${sellerId}`, null, { params: { sellerId } }),
    );
    const html = renderPage('/seller/:sellerId', SellerPage, { loaderData: page }, 'fr', {
      url: `/seller/${sellerId}`,
    });
    expect(html).toContain('1 abonné');
    expect(html).toContain(`href="/auth?redirectTo=${encodeURIComponent(`/seller/${sellerId}`)}"`);
  });

  it('limits follows and unfollows per account', async () => {
    const busy = await member('Clic Frénétique');
    for (let i = 0; i < 15; i += 1) {
      await followSeller(deps(), busy.viewer, sellerId);
      await unfollowSeller(deps(), busy.viewer, sellerId);
    }
    expect(await error(followSeller(deps(), busy.viewer, sellerId))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
  });
});

describe('posting to buyers and followers', () => {
  let productPost: string;

  it('previews, then sends to the current buyers of the product only (not the refunded one), in their language', async () => {
    const preview = await previewCreatorPost(deps(), seller.viewer, compose());
    expect(preview.recipients).toBe(1);
    expect(preview.html).toContain('<strong>Nouveautés</strong>');
    expect(preview.html).toContain('&lt;script&gt;');
    expect(preview.html).not.toContain('<script>');
    const form = compose();
    const sent = await sendCreatorPost(deps(), seller.viewer, form);
    expect(sent).toMatchObject({ recipients: 1, sent: true });
    productPost = sent.id;
    expect(await recipientsOf(sent.id)).toEqual([buyerA.id]);
    // The same form again sends nothing.
    expect(await sendCreatorPost(deps(), seller.viewer, form)).toMatchObject({ id: sent.id, sent: false });
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, buyerA.id));
    expect(notice).toMatchObject({
      title: 'Nouvelle publication de Studio Lumière',
      metadata: { post_id: sent.id, redirect_url: `/posts/${sent.id}` },
    });
  });

  it('sends to all buyers or to followers only, and respects each one’s e-mail preference', async () => {
    await setNotificationPreferences(deps(), buyerB.viewer, { creator_posts: false });
    const buyers = await sendCreatorPost(deps(), seller.viewer, compose({ audience: 'buyers', productId: '' }));
    expect(await recipientsOf(buyers.id)).toEqual([buyerA.id, buyerB.id].sort());
    const [english] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerB.id)));
    expect(english?.title).toBe('New post from Studio Lumière');
    const followers = await sendCreatorPost(deps(), seller.viewer, compose({ audience: 'followers', productId: '' }));
    expect(await recipientsOf(followers.id)).toEqual([follower.id]);

    await ctx.testApp.jobs.settled();
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'creator-post'));
    const to = (email: string) => mails.filter((m) => m.to === email);
    // A: the product post and the buyers' post; B turned the category off; the follower: the followers' post.
    expect(to(buyerA.email)).toHaveLength(2);
    expect(to(buyerB.email)).toHaveLength(0);
    expect(to(follower.email)).toHaveLength(1);
    const mail = to(follower.email)[0]!;
    expect(mail.subject).toBe('Studio Lumière\u00a0: La version 2 arrive');
    expect(mail.listUnsubscribe).toMatch(/^http.*\/posts\/unsubscribe\/[\w-]+\.[\w-]+$/);
    expect(mail.html).toContain(mail.listUnsubscribe!.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('Au programme Nouveautés');
  });

  it('refuses a second post to the same audience within 24 h and a sixth in a week, and says so on the page', async () => {
    const again = await error(sendCreatorPost(deps(), seller.viewer, compose()));
    expect(again).toMatchObject({ status: 429, code: 'audience_rate_limited' });
    now = new Date(now.getTime() + DAY + 60_000);
    await sendCreatorPost(deps(), seller.viewer, compose({ productId: productB.id }));
    await sendCreatorPost(deps(), seller.viewer, compose());
    const sixth = await error(
      sendCreatorPost(deps(), seller.viewer, compose({ audience: 'followers', productId: '' })),
    );
    expect(sixth).toMatchObject({ status: 429, code: 'week_rate_limited' });
    const answer = answerOf<{ error: string; minutes: number }>(
      await postsAction(
        await routeArgs(ctx.testApp, '/dashboard/posts', seller.viewer, {
          init: { method: 'POST', body: new URLSearchParams({ ...compose(), intent: 'send' }) },
        }),
      ),
    );
    expect(answer).toMatchObject({ status: 429, data: { error: 'audience_rate_limited' } });
    const loaderData = await postsLoader(await routeArgs(ctx.testApp, '/dashboard/posts', seller.viewer));
    expect(loaderData.seller?.posts).toHaveLength(5);
    const html = renderPage('/dashboard/posts', PostsPage, { loaderData, actionData: answer.data });
    expect(html).toContain('Au plus 1 publication par audience toutes les 24\u00a0h, et 5 par semaine en tout.');
    expect(html).toContain('Vous avez déjà écrit à ces destinataires ces dernières 24\u00a0heures.');
    expect(html).toContain('Acheteurs de «\u00a0Agent SDR\u00a0»');
  });

  it('lets a recipient read and report the post, which an administrator hides', async () => {
    const read = await postLoader(
      await routeArgs(ctx.testApp, `/posts/${productPost}`, buyerA.viewer, { params: { postId: productPost } }),
    );
    expect(read.post).toMatchObject({ title: 'La version 2 arrive', mine: false, recipients: null });
    for (const who of [stranger, buyerB]) {
      expect(await error(getCreatorPost(deps(), who.viewer, productPost))).toMatchObject({ status: 404 });
    }
    expect(await error(reportCreatorPost(deps(), seller.viewer, productPost, { reason: 'spam' }))).toMatchObject({
      code: 'own_post',
    });
    expect(await error(reportCreatorPost(deps(), stranger.viewer, productPost, { reason: 'spam' }))).toMatchObject({
      status: 404,
    });
    const reported = await postAction(
      await routeArgs(ctx.testApp, `/posts/${productPost}`, buyerA.viewer, {
        params: { postId: productPost },
        init: { method: 'POST', body: new URLSearchParams({ intent: 'report', postId: productPost, reason: 'scam' }) },
      }),
    );
    expect(reported).toEqual({ ok: true });
    expect(await error(reportCreatorPost(deps(), buyerA.viewer, productPost, { reason: 'spam' }))).toMatchObject({
      code: 'already_reported',
    });
    expect(await db().$count(reports, eq(reports.targetId, productPost))).toBe(1);

    const outcome = await moderateTarget(deps(), admin, {
      targetType: 'post',
      targetId: productPost,
      verb: 'unpublish',
      reason: 'Promesse de gains trompeuse',
    });
    expect(outcome).toMatchObject({ changed: true, resolvedReports: 1 });
    expect(await error(getCreatorPost(deps(), buyerA.viewer, productPost))).toMatchObject({ status: 404 });
    expect(await getCreatorPost(deps(), seller.viewer, productPost)).toMatchObject({ hidden: true, html: '' });
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.title, 'Publication retirée')));
    expect(told?.message).toContain('Promesse de gains trompeuse');
  });

  it('one click on the e-mail’s link stops that creator’s posts and the follow', async () => {
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, follower.email));
    const token = mail!.listUnsubscribe!.split('/').pop()!;
    const done = await unsubscribeAction(
      await routeArgs(ctx.testApp, `/posts/unsubscribe/${token}`, null, {
        params: { token },
        init: { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) },
      }),
    );
    expect(done).toEqual({ sellerName: 'Studio Lumière' });
    expect(await listFollowedSellers(deps(), follower.viewer)).toEqual([
      { id: sellerId, name: 'Studio Lumière', following: false, muted: true },
    ]);
    const forged = await unsubscribeAction(
      await routeArgs(ctx.testApp, `/posts/unsubscribe/${token}x`, null, {
        params: { token: `${token}x` },
        init: { method: 'POST' },
      }),
    ).catch((e) => e);
    expect(forged).toMatchObject({ init: { status: 404 } });
    // What the follower's data export says of it.
    expect((await exportAccountData(deps(), follower.viewer)).creatorPostsUnsubscribed).toMatchObject([{ sellerId }]);
    // Following again is a new consent.
    await followSeller(deps(), follower.viewer, sellerId);
    expect((await exportAccountData(deps(), follower.viewer)).follows).toMatchObject([{ sellerId }]);
    expect(await listFollowedSellers(deps(), follower.viewer)).toEqual([
      { id: sellerId, name: 'Studio Lumière', following: true, muted: false },
    ]);
  });

  it('refuses a banned seller, and a customer who is no seller', async () => {
    now = new Date(now.getTime() + 8 * DAY);
    await db().update(user).set({ banned: true }).where(eq(user.id, seller.id));
    expect(await error(sendCreatorPost(deps(), seller.viewer, compose()))).toMatchObject({
      status: 403,
      code: 'seller_banned',
    });
    await db().update(user).set({ banned: false }).where(eq(user.id, seller.id));
    expect(await error(sendCreatorPost(deps(), buyerA.viewer, compose()))).toMatchObject({
      status: 403,
      code: 'not_seller',
    });
    // Another seller's product is no audience of this one's.
    const other = await member('Autre Expert', { roles: ['expert'] });
    await createSeller(db(), { userId: other.id, publicName: 'Autre Studio' });
    expect(await error(sendCreatorPost(deps(), other.viewer, compose()))).toMatchObject({ code: 'product_not_found' });
  });
});
