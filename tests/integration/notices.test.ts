import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as reportAction, loader as reportLoader } from '../../app/routes/info/report.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { listModerationQueue } from '../../core/admin/moderation/list-moderation-queue.ts';
import { moderateTarget } from '../../core/admin/moderation/moderate-target.ts';
import { banUser } from '../../core/admin/users/ban-user.ts';
import { reportProduct } from '../../core/catalog/report-product.ts';
import { sendMessage } from '../../core/messaging/send-message.ts';
import { startConversation } from '../../core/messaging/start-conversation.ts';
import { noticeRateLimits } from '../../core/notices/submit-notice.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { emailOutbox, reports } from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

/** Issue 17: notice and action for anyone (EU DSA art. 16–17). */
const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const password = 'Un-signalement-de-bonne-foi-1';
const explanation = 'Ce produit reprend mot pour mot le code d’un autre créateur, vendu sans sa licence.';

let admin: Viewer;
let product: Awaited<ReturnType<typeof createProduct>>;
let peers = 0;
beforeAll(async () => {
  const a = await createUser(db(), { roles: ['admin'] });
  admin = buildViewer({ userId: a.id, roles: ['admin'] });
  product = await createProduct(db(), { title: 'Agent copié' });
});

const notice = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.postJson(
    '/api/v1/notices',
    {
      targetType: 'product',
      targetId: product.id,
      reason: 'intellectual_property',
      explanation,
      goodFaith: true,
      ...body,
    },
    headers,
    `10.9.0.${++peers}`,
  );
const json = async (res: Response) =>
  (await res.json()) as {
    data: Record<string, string>;
    error: { code: string; details?: { fields?: { path: string; code: string }[] } };
  };
const mailsTo = async (to: string) => {
  await ctx.testApp.jobs.settled();
  return db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
};
const noticesOf = (targetId: string) => db().select().from(reports).where(eq(reports.targetId, targetId));

describe('a notice from someone not signed in', () => {
  it('reaches the moderation queue and is acknowledged by e-mail with its reference', async () => {
    const res = await notice({ email: 'Temoin@Example.com' });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data.reference).toMatch(/^SIG-[0-9A-F]{8}$/);
    const [stored] = await noticesOf(product.id);
    expect(stored).toMatchObject({
      reporterId: null,
      reporterEmail: 'temoin@example.com',
      reporterLocale: 'fr',
      reason: 'intellectual_property',
      details: explanation,
      status: 'open',
    });
    expect(stored!.goodFaithAt).toBeInstanceOf(Date);
    const [receipt] = await mailsTo('temoin@example.com');
    expect(receipt).toMatchObject({ template: 'notice-receipt' });
    expect(receipt!.subject).toContain(data.reference);

    const queue = await listModerationQueue(deps(), admin, { status: 'open', page: 1, per_page: 50 });
    const item = queue.data.find((i) => i.targetId === product.id)!;
    expect(item.reports[0]).toMatchObject({ reporterEmail: 'temoin@example.com', reason: 'intellectual_property' });
  });

  it('needs an address, the good-faith statement and an explanation, and changes nothing without them', async () => {
    const res = await notice({ goodFaith: false, explanation: 'trop court' });
    expect(res.status).toBe(400);
    const fieldsOf = async (answer: Response) =>
      Object.fromEntries((await json(answer)).error.details!.fields!.map((f) => [f.path, f.code]));
    expect(await fieldsOf(res)).toEqual({ goodFaith: 'good_faith_required', explanation: 'explanation_too_short' });
    const anonymous = await notice({});
    expect(anonymous.status).toBe(400);
    expect(await fieldsOf(anonymous)).toEqual({ email: 'email_required' });
    expect((await noticesOf(product.id)).length).toBe(1);
  });

  it('is taken once per address and content', async () => {
    const again = await notice({ email: 'temoin@example.com' });
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('already_notified');
  });

  it('answers 404 for a content nobody can see: unknown, a draft, or a message of others', async () => {
    const draft = await createProduct(db(), { status: 'draft' });
    for (const [targetType, targetId] of [
      ['product', draft.id],
      ['review', product.id],
      ['message', product.id],
    ]) {
      const res = await notice({ email: 'curieux@example.com', targetType, targetId });
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('notice_target_not_found');
    }
  });

  it('is limited per address', async () => {
    const peer = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i <= noticeRateLimits.ip.limit; i++) {
      const target = await createProduct(db());
      const res = await ctx.postJson(
        '/api/v1/notices',
        {
          targetType: 'product',
          targetId: target.id,
          reason: 'scam',
          explanation,
          goodFaith: true,
          email: `spam${i}@example.com`,
        },
        {},
        peer,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, noticeRateLimits.ip.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a notice from a signed-in user', () => {
  it('goes to their account’s address, and may name a message of their own conversation', async () => {
    const buyer = await createUser(db(), { password });
    const cookie = await ctx.signInCookies(buyer.email, password, `10.9.1.${++peers}`);
    const viewer = buildViewer({ userId: buyer.id, email: buyer.email });
    const seller = await createSeller(db());
    const { id: conversationId } = await startConversation(deps(), viewer, { sellerId: seller.id });
    const sellerUser = buildViewer({ userId: seller.userId, email: 'vendeur@example.com', roles: ['expert'] });
    const message = await sendMessage(deps(), sellerUser, conversationId, { body: 'Payez-moi hors de la plateforme.' });

    const res = await ctx.callJson('POST', '/api/v1/notices', cookie, {
      targetType: 'message',
      targetId: message.id,
      reason: 'scam',
      explanation,
      goodFaith: true,
      email: 'ignored@example.com',
    });
    expect(res.status).toBe(201);
    const [stored] = await noticesOf(message.id);
    expect(stored).toMatchObject({ reporterId: buyer.id, reporterEmail: buyer.email });
    expect(await mailsTo('ignored@example.com')).toEqual([]);
    expect((await mailsTo(buyer.email)).map((m) => m.template)).toContain('notice-receipt');
  });
});

describe('the /report page', () => {
  it('names the content, takes a notice without an account, and answers a filled honeypot without storing it', async () => {
    const target = await createProduct(db(), { title: 'Chatbot suspect' });
    const loaded = answerOf<{ target: { label: string } | null; signedInEmail: string | null }>(
      await reportLoader(await routeArgs(ctx.testApp, `/report?type=product&id=${target.id}`, null)),
    );
    expect(loaded.data.target?.label).toBe('Chatbot suspect');
    expect(loaded.data.signedInEmail).toBeNull();
    const unknown = answerOf<{ target: unknown }>(
      await reportLoader(await routeArgs(ctx.testApp, '/report?type=product&id=not-an-id', null)),
    );
    expect(unknown.data.target).toBeNull();
    expect(unknown.status).toBe(404);

    const post = (fields: Record<string, string>) =>
      routeArgs(ctx.testApp, '/report', null, {
        init: { method: 'POST', body: new URLSearchParams({ targetType: 'product', targetId: target.id, ...fields }) },
      });
    const bot = answerOf<{ ok: boolean }>(
      await reportAction(
        await post({
          reason: 'scam',
          explanation,
          email: 'bot@example.com',
          goodFaith: 'on',
          website: 'https://spam.example',
        }),
      ),
    );
    expect(bot.data.ok).toBe(true);
    expect(await noticesOf(target.id)).toEqual([]);

    const refused = answerOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await reportAction(await post({ reason: 'scam', explanation, email: 'visiteur@example.com' })),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ goodFaith: 'good_faith_required' });

    const sent = answerOf<{ ok: boolean; reference: string }>(
      await reportAction(await post({ reason: 'scam', explanation, email: 'visiteur@example.com', goodFaith: 'on' })),
    );
    expect(sent.data).toMatchObject({ ok: true, reference: expect.stringMatching(/^SIG-/) });
    expect((await noticesOf(target.id)).map((r) => r.reporterEmail)).toEqual(['visiteur@example.com']);
  });
});

describe('the decision', () => {
  it('is e-mailed to the notifier with its reasons, whether the content is removed or kept', async () => {
    const kept = await createProduct(db(), { title: 'Produit contesté' });
    const removed = await createProduct(db(), { title: 'Produit illicite' });
    for (const target of [kept, removed]) {
      expect((await notice({ email: 'juge@example.com', targetId: target.id })).status).toBe(201);
    }
    const statement = 'Après vérification, le code est publié sous une licence qui autorise sa revente.';
    await moderateTarget(deps(), admin, {
      targetType: 'product',
      targetId: kept.id,
      verb: 'dismiss',
      reason: statement,
    });
    await moderateTarget(deps(), admin, {
      targetType: 'product',
      targetId: removed.id,
      verb: 'unpublish',
      reason: 'Le produit reprend un code sous licence propriétaire.',
    });
    const decisions = (await mailsTo('juge@example.com')).filter((m) => m.template === 'notice-decision');
    expect(decisions).toHaveLength(2);
    expect(decisions.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('contenu maintenu'), expect.stringContaining('contenu retiré')]),
    );
    expect(decisions.find((m) => m.subject.includes('maintenu'))!.text).toContain(statement);
  });

  it('reaches a signed-in member who reported through the product page, at their account’s address', async () => {
    const target = await createProduct(db(), { title: 'Produit douteux' });
    const member = await createUser(db());
    await reportProduct(deps(), buildViewer({ userId: member.id, email: member.email }), target.id, {
      reason: 'scam',
    });
    await moderateTarget(deps(), admin, {
      targetType: 'product',
      targetId: target.id,
      verb: 'dismiss',
      reason: 'Le produit fait ce que sa fiche annonce.',
    });
    const [decision] = (await mailsTo(member.email)).filter((m) => m.template === 'notice-decision');
    expect(decision!.text).toContain('Le produit fait ce que sa fiche annonce.');
  });

  it('on a seller is their ban, decided from their account: the notices are resolved and the notifier told', async () => {
    const seller = await createSeller(db(), { publicName: 'Vendeur signalé' });
    expect((await notice({ email: 'vigilant@example.com', targetType: 'seller', targetId: seller.id })).status).toBe(
      201,
    );
    const queue = await listModerationQueue(deps(), admin, { status: 'open', type: 'seller', page: 1, per_page: 50 });
    expect(queue.data.find((i) => i.targetId === seller.id)?.preview).toMatchObject({
      kind: 'seller',
      name: 'Vendeur signalé',
      userId: seller.userId,
      banned: false,
    });
    await expect(
      moderateTarget(deps(), admin, {
        targetType: 'seller',
        targetId: seller.id,
        verb: 'unpublish',
        reason: 'Un vendeur se bannit depuis son compte.',
      }),
    ).rejects.toMatchObject({ code: 'moderation_not_applicable' });

    await banUser(deps(), admin, { userId: seller.userId, reason: 'Ventes répétées de contenus contrefaits.' });
    const [stored] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'seller'), eq(reports.targetId, seller.id)));
    expect(stored).toMatchObject({ status: 'resolved', resolution: 'Ventes répétées de contenus contrefaits.' });
    const [decision] = (await mailsTo('vigilant@example.com')).filter((m) => m.template === 'notice-decision');
    expect(decision!.text).toContain('Ventes répétées de contenus contrefaits.');
  });
});
