import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportAccountData } from '../../core/accounts/export-account-data.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { acceptDeploymentRequest } from '../../core/deployments/accept-deployment-request.ts';
import { cancelDeploymentRequest } from '../../core/deployments/cancel-deployment-request.ts';
import { purchaseRefundedReason } from '../../core/deployments/close-refunded-deployments.ts';
import { confirmDeploymentRequest } from '../../core/deployments/confirm-deployment-request.ts';
import { declineDeploymentRequest } from '../../core/deployments/decline-deployment-request.ts';
import { deliverDeploymentRequest } from '../../core/deployments/deliver-deployment-request.ts';
import { type ClockedRequest, isAtRisk, isLate } from '../../core/deployments/deployment-clock-rules.ts';
import { atRiskDeploymentSql, lateDeploymentSql } from '../../core/deployments/deployment-clock-sql.ts';
import { getDeploymentForm } from '../../core/deployments/get-deployment-form.ts';
import { getDeploymentRequest } from '../../core/deployments/get-deployment-request.ts';
import { listDeploymentRequests } from '../../core/deployments/list-deployment-requests.ts';
import { openDeploymentRequest } from '../../core/deployments/open-deployment-request.ts';
import { rekeyDeploymentSecrets } from '../../core/deployments/rekey-deployment-secrets.ts';
import { revealDeploymentSecret } from '../../core/deployments/reveal-deployment-secret.ts';
import { runDeploymentClock } from '../../core/deployments/run-deployment-clock.ts';
import {
  derivedSecretKey,
  keyringOf,
  parseSecretKeys,
  type SealingKey,
  sealSecret,
} from '../../core/deployments/secret-box.ts';
import { startDeploymentRequest } from '../../core/deployments/start-deployment-request.ts';
import { takeLateRefund } from '../../core/deployments/take-late-refund.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { sendMessage } from '../../core/messaging/send-message.ts';
import { startConversation } from '../../core/messaging/start-conversation.ts';
import { refundOrder } from '../../core/refunds/refund-order.ts';
import { timestamp } from '../../core/shared/sql-time.ts';
import { createDeliverable } from '../../db/factories/delivery.ts';
import {
  buildViewer,
  createDeploymentRequest,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  auditLog,
  conversations,
  deploymentRequests,
  deploymentSecrets,
  downloads,
  emailOutbox,
  notifications,
  orderItems,
  productFiles,
} from '../../db/schema/index.ts';
import { deploymentClockJob, deploymentSecretsRekeyJob } from '../../server/jobs/deployment-clock.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { backdatedSandboxLine } from '../support/sandbox-order.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const H = 3_600_000;

/** The values a buyer gives: none of them may ever leave the sealed rows but through the creator's reveal. */
/** A request as the clock rules read it, 24 hours announced; the test sets its times. */
const clocked = (status: ClockedRequest['status']): ClockedRequest => ({
  status,
  requestedAt: new Date('2026-05-01T00:00:00Z'),
  acceptedAt: null,
  dueAt: null,
  deliveredAt: null,
  deploymentHours: 24,
});

const SECRET = `sk-live-${randomUUID()}`;
const EXTRA = `mot-de-passe-${randomUUID()}`;

let now = new Date('2026-11-02T08:00:00Z');
const clock = { now: () => now };
const logLines: string[] = [];
const log = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
const deps = (): CoreDeps => ({ ...ctx.testApp.deps, clock, log });
const [freshKey] = parseSecretKeys(`k2026:${Buffer.alloc(32, 7).toString('base64')}`) as [SealingKey];
const derivedKey = () => derivedSecretKey(ctx.testApp.deps.secret);

/** Re-seals every secret under `key` (the others tests' default is the derived key), `freshKey` opening too. */
async function sealAllUnder(key: SealingKey) {
  const ring = { ...deps(), deploymentKeys: [key, freshKey] };
  while ((await rekeyDeploymentSecrets(ring)).resealed > 0);
}

type Product = Awaited<ReturnType<typeof createProduct>>;

async function member(roles: ('admin' | 'expert')[] = []): Promise<Viewer> {
  const u = await createUser(db(), { roles });
  return buildViewer({ userId: u.id, email: u.email, name: u.name, roles });
}

/** A paid line of `product` for `buyer`, bought 60 days ago, refundable through the sandbox, licensed to the buyer. */
async function purchase(buyer: Viewer, product: Product, { deploymentCents = 0 } = {}) {
  const { item } = await backdatedSandboxLine(
    ctx.testApp.deps,
    { id: buyer.userId, email: buyer.email },
    { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900, deploymentCents },
    new Date(now.getTime() - 60 * 24 * H),
  );
  return item;
}

let creator: Viewer;
let otherCreator: Viewer;
let admin: Viewer;
let included: Product;
let selfServe: Product;
let paidOption: Product;

const form = (orderItemId: string, extra: Record<string, unknown> = {}) => ({
  orderItemId,
  hosting: 'Docker',
  notes: 'Sur notre VPS, merci.',
  secrets: { OPENAI_API_KEY: SECRET },
  extraSecrets: [{ name: 'SSH', value: EXTRA }],
  ...extra,
});

beforeAll(async () => {
  creator = await member(['expert']);
  const seller = await createSeller(db(), { userId: creator.userId });
  otherCreator = await member(['expert']);
  await createSeller(db(), { userId: otherCreator.userId });
  admin = await member(['admin']);
  const manifest = {
    model: 'GPT-4o',
    requiredKeys: ['OPENAI_API_KEY'],
    estimatedMonthlyCostEur: 20,
    hosting: 'Vercel',
    hostingOptions: ['Vercel', 'Docker'],
    dataLocation: 'UE',
    aiDisclosure: true,
  };
  included = await createProduct(db(), {
    sellerId: seller.id,
    title: 'Agent déployé',
    deploymentService: 'included',
    deploymentHours: 24,
    manifest,
  });
  selfServe = await createProduct(db(), { sellerId: seller.id, title: 'Sans déploiement', manifest });
  paidOption = await createProduct(db(), {
    sellerId: seller.id,
    title: 'Déploiement en option',
    deploymentService: 'paid_option',
    deploymentPriceCents: 9900,
    deploymentHours: 48,
    manifest,
  });
});

describe('opening a deployment request', () => {
  it('refuses lines without the creator’s deployment, other buyers’ lines, bad hosting and missing keys', async () => {
    const buyer = await member();
    const stranger = await member();
    const selfLine = await purchase(buyer, selfServe);
    const line = await purchase(buyer, included);
    await expect(openDeploymentRequest(deps(), buyer, form(selfLine.id))).rejects.toMatchObject({
      code: 'deployment_not_offered',
    });
    await expect(openDeploymentRequest(deps(), stranger, form(line.id))).rejects.toMatchObject({ status: 404 });
    await expect(openDeploymentRequest(deps(), buyer, form(line.id, { hosting: 'Mars' }))).rejects.toMatchObject({
      code: 'hosting_invalid',
    });
    await expect(openDeploymentRequest(deps(), buyer, form(line.id, { secrets: {} }))).rejects.toMatchObject({
      code: 'secret_value_required',
    });
    // The paid option counts once bought with the line.
    const optionLine = await purchase(buyer, paidOption, { deploymentCents: 9900 });
    await expect(openDeploymentRequest(deps(), buyer, form(optionLine.id))).resolves.toMatchObject({
      id: expect.any(String),
    });
    const withoutOption = await purchase(buyer, paidOption);
    await expect(openDeploymentRequest(deps(), buyer, form(withoutOption.id))).rejects.toMatchObject({
      code: 'deployment_not_offered',
    });
    // A refunded line is no longer the buyer's to deploy: the same 404 as a stranger's, on the request and its form.
    const refunded = await purchase(buyer, included);
    await db().update(orderItems).set({ refundedAt: now }).where(eq(orderItems.id, refunded.id));
    await expect(openDeploymentRequest(deps(), buyer, form(refunded.id))).rejects.toMatchObject({
      code: 'purchase_not_found',
      status: 404,
    });
    await expect(getDeploymentForm(deps(), buyer, refunded.id)).rejects.toMatchObject({ code: 'purchase_not_found' });
    await expect(getDeploymentForm(deps(), buyer, 'pas-un-uuid')).rejects.toMatchObject({ code: 'purchase_not_found' });
  });

  it('seals the secrets, opens one request per line with its own thread, and tells the creator', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    await expect(openDeploymentRequest(deps(), buyer, form(line.id))).rejects.toMatchObject({
      code: 'deployment_already_open',
    });
    const sealed = await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id));
    expect(sealed.map((s) => s.name).sort()).toEqual(['OPENAI_API_KEY', 'SSH']);
    for (const s of sealed) {
      expect(s.sealed).not.toContain(SECRET);
      expect(Buffer.from(s.sealed, 'base64').toString('latin1')).not.toContain(SECRET.slice(8));
    }
    const [thread] = await db().select().from(conversations).where(eq(conversations.deploymentRequestId, id));
    expect(thread).toMatchObject({ buyerId: buyer.userId, productId: included.id });
    // The buyer's conversation about the product stays another one.
    const general = await startConversation(deps(), buyer, { productId: included.id });
    expect(general.id).not.toBe(thread!.id);
    const told = await db().select().from(notifications).where(eq(notifications.userId, creator.userId));
    expect(told.some((n) => n.message.includes('Agent déployé'))).toBe(true);
    const detail = await getDeploymentRequest(deps(), buyer, id);
    expect(detail).toMatchObject({ status: 'requested', role: 'buyer', secretNames: ['OPENAI_API_KEY', 'SSH'] });
    expect(detail.deadline?.kind).toBe('accept');
    expect(detail.actions).toEqual(['cancel']);
  });
});

describe('the lifecycle and who may act', () => {
  it('walks requested → accepted → in_progress → delivered → confirmed, with the deadline from acceptance', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    const stranger = await member();

    // Nobody else sees it; the administrator reads it; the sides act only as themselves.
    await expect(getDeploymentRequest(deps(), stranger, id)).rejects.toMatchObject({ status: 404 });
    await expect(getDeploymentRequest(deps(), otherCreator, id)).rejects.toMatchObject({ status: 404 });
    await expect(acceptDeploymentRequest(deps(), otherCreator, id)).rejects.toMatchObject({ status: 404 });
    await expect(getDeploymentRequest(deps(), admin, id)).resolves.toMatchObject({ role: 'admin', actions: [] });
    await expect(acceptDeploymentRequest(deps(), admin, id)).rejects.toMatchObject({ status: 403 });
    await expect(acceptDeploymentRequest(deps(), buyer, id)).rejects.toMatchObject({ status: 403 });
    await expect(revealDeploymentSecret(deps(), creator, id, { name: 'OPENAI_API_KEY' })).rejects.toMatchObject({
      code: 'secrets_closed',
    });

    const acceptedAt = now;
    await acceptDeploymentRequest(deps(), creator, id);
    const [accepted] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, id));
    expect(accepted!.dueAt).toEqual(new Date(acceptedAt.getTime() + 24 * H));
    await expect(cancelDeploymentRequest(deps(), buyer, id)).rejects.toMatchObject({ status: 409 });

    // Only the creator reads a secret, one at a time, each reading audited without its value.
    await expect(revealDeploymentSecret(deps(), buyer, id, { name: 'OPENAI_API_KEY' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(revealDeploymentSecret(deps(), admin, id, { name: 'OPENAI_API_KEY' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(revealDeploymentSecret(deps(), stranger, id, { name: 'OPENAI_API_KEY' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(revealDeploymentSecret(deps(), creator, id, { name: 'OPENAI_API_KEY' })).resolves.toEqual({
      name: 'OPENAI_API_KEY',
      value: SECRET,
    });
    await expect(revealDeploymentSecret(deps(), creator, id, { name: 'NOPE' })).rejects.toMatchObject({ status: 404 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deployment.secret_read'), eq(auditLog.targetId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: creator.userId, data: { name: 'OPENAI_API_KEY' } });
    expect(JSON.stringify(audits)).not.toContain(SECRET);

    // Messages with attachments in the request's thread, through the messaging module.
    const detail = await getDeploymentRequest(deps(), creator, id);
    expect(detail.canReveal).toBe(true);
    await sendMessage(
      deps(),
      creator,
      detail.conversationId!,
      { body: 'Je commence ce soir.' },
      {
        name: 'plan.pdf',
        bytes: new TextEncoder().encode('%PDF-1.4\n%plan\n'),
      },
    );
    const withThread = await getDeploymentRequest(deps(), buyer, id);
    expect(withThread.thread?.messages.map((m) => m.body)).toEqual(['Je commence ce soir.']);

    now = new Date(now.getTime() + 2 * H);
    await startDeploymentRequest(deps(), creator, id);
    await expect(deliverDeploymentRequest(deps(), creator, id, { note: '' })).rejects.toThrow(/delivery_note_required/);
    await deliverDeploymentRequest(deps(), creator, id, { note: 'En ligne sur https://agent.example.test' });
    await expect(confirmDeploymentRequest(deps(), creator, id)).rejects.toMatchObject({ status: 403 });
    await confirmDeploymentRequest(deps(), buyer, id);
    const [ended] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, id));
    expect(ended).toMatchObject({ status: 'confirmed', autoConfirmed: false });
    expect(await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id))).toEqual([]);
    await expect(revealDeploymentSecret(deps(), creator, id, { name: 'OPENAI_API_KEY' })).rejects.toMatchObject({
      code: 'secrets_closed',
    });
    // A new request may follow an ended one.
    await expect(openDeploymentRequest(deps(), buyer, form(line.id))).resolves.toBeDefined();
    const lists = await listDeploymentRequests(deps(), creator);
    expect(lists.isCreator).toBe(true);
    expect(lists.asCreator.some((r) => r.id === id)).toBe(true);
    expect((await listDeploymentRequests(deps(), buyer)).asBuyer).toHaveLength(2);
  });

  it('lets the creator decline with a reason and the buyer cancel before acceptance; both erase the secrets', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const first = await openDeploymentRequest(deps(), buyer, form(line.id));
    await expect(declineDeploymentRequest(deps(), creator, first.id, { reason: '' })).rejects.toThrow(
      /reason_required/,
    );
    await declineDeploymentRequest(deps(), creator, first.id, { reason: 'Pas disponible cette semaine' });
    const second = await openDeploymentRequest(deps(), buyer, form(line.id));
    await cancelDeploymentRequest(deps(), buyer, second.id);
    const found = await db().select().from(deploymentRequests).where(eq(deploymentRequests.orderItemId, line.id));
    expect(found.map((r) => r.status).sort()).toEqual(['cancelled', 'declined']);
    const left = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from deployment_secrets where request_id in (${first.id}, ${second.id})`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe('the deployment clock', () => {
  it('says late and at risk in SQL (job, console, counters) exactly as the rules do, at each boundary', async () => {
    const at = new Date('2026-06-01T12:00:00Z');
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const cases: ClockedRequest[] = [];
    for (const offset of [-1, 0, 1]) {
      // Waiting for acceptance exactly 48 hours, and a millisecond either side.
      cases.push({ ...clocked('requested'), requestedAt: ago(48 * H + offset) });
      // Accepted 24 hours ahead of a deadline that falls at `at`, and a millisecond either side.
      for (const status of ['accepted', 'in_progress'] as const) {
        cases.push({ ...clocked(status), acceptedAt: ago(24 * H + offset), dueAt: ago(offset) });
        // Three quarters of 24 hours gone, a millisecond either side.
        cases.push({
          ...clocked(status),
          acceptedAt: ago(18 * H + offset),
          dueAt: new Date(at.getTime() + 6 * H - offset),
        });
      }
      cases.push({ ...clocked('delivered'), acceptedAt: ago(30 * H), dueAt: ago(6 * H + offset), deliveredAt: ago(H) });
    }
    const values = sql.join(
      cases.map(
        (r) =>
          sql`(${r.status}, ${timestamp(r.requestedAt)}, ${r.acceptedAt && timestamp(r.acceptedAt)}::timestamptz,
               ${r.dueAt && timestamp(r.dueAt)}::timestamptz, ${r.deploymentHours}::int)`,
      ),
      sql`, `,
    );
    const found = await rows<{ late: boolean; at_risk: boolean }>(
      db(),
      sql`select ${lateDeploymentSql(at)} as late, ${atRiskDeploymentSql(at)} as at_risk
          from (values ${values}) as r(status, requested_at, accepted_at, due_at, deployment_hours)`,
    );
    // The SQL speaks of requests not yet delivered: a delivered one late is the rules' business (the refund).
    const expected = cases.map((r) => ({
      late: r.status !== 'delivered' && isLate(r, at),
      at_risk: isAtRisk(r, at),
    }));
    expect(found).toEqual(expected);
    expect(found.filter((r) => r.late)).toHaveLength(3);
    expect(found.filter((r) => r.at_risk)).toHaveLength(8);
  });

  it('warns at risk once, flags late once, offers the refund; confirms deliveries after 7 days', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const start = now;
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    await acceptDeploymentRequest(deps(), creator, id);
    await expect(takeLateRefund(deps(), buyer, id)).rejects.toMatchObject({ code: 'deployment_not_late' });

    const stateOf = async (requestId = id) =>
      (await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, requestId)))[0]!;
    now = new Date(start.getTime() + 17.9 * H);
    await runDeploymentClock(deps());
    expect((await stateOf()).atRiskNotifiedAt).toBeNull();
    now = new Date(start.getTime() + 18 * H);
    const warnedAt = now;
    await runDeploymentClock(deps());
    expect((await stateOf()).atRiskNotifiedAt).toEqual(warnedAt);
    now = new Date(start.getTime() + 18.5 * H);
    expect((await runDeploymentClock(deps())).warned).toBe(0);
    expect((await stateOf()).atRiskNotifiedAt).toEqual(warnedAt);

    now = new Date(start.getTime() + 24.5 * H);
    const flaggedAt = now;
    await runDeploymentClock(deps());
    expect((await stateOf()).lateFlaggedAt).toEqual(flaggedAt);
    now = new Date(now.getTime() + 60_000);
    expect((await runDeploymentClock(deps())).flagged).toBe(0);
    expect((await stateOf()).lateFlaggedAt).toEqual(flaggedAt);
    const adminNotices = await db().select().from(notifications).where(eq(notifications.userId, admin.userId));
    expect(adminNotices.some((n) => n.message.includes('Agent déployé'))).toBe(true);
    const buyerNotices = await db().select().from(notifications).where(eq(notifications.userId, buyer.userId));
    expect(buyerNotices.some((n) => n.title === 'Déploiement en retard')).toBe(true);
    expect((await getDeploymentRequest(deps(), buyer, id)).actions).toContain('refund');

    // Delivered and not confirmed: the clock confirms it 7 days later, and erases the secrets.
    const other = await purchase(buyer, included);
    const second = await openDeploymentRequest(deps(), buyer, form(other.id));
    await acceptDeploymentRequest(deps(), creator, second.id);
    await deliverDeploymentRequest(deps(), creator, second.id, { note: 'Livré' });
    const deliveredAt = now;
    now = new Date(deliveredAt.getTime() + 7 * 24 * H - 60_000);
    await runDeploymentClock(deps());
    expect((await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, second.id)))[0]!.status).toBe(
      'delivered',
    );
    now = new Date(deliveredAt.getTime() + 7 * 24 * H);
    await runDeploymentClock(deps());
    const auto = await stateOf(second.id);
    expect(auto).toMatchObject({ status: 'confirmed', autoConfirmed: true });
    expect(await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, second.id))).toEqual([]);
    expect((await runDeploymentClock(deps())).confirmed).toBe(0);
  });

  it('flags a request not accepted within 48 hours', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const request = await createDeploymentRequest(db(), {
      orderItemId: line.id,
      productId: included.id,
      sellerId: included.sellerId,
      buyerId: buyer.userId,
      requestedAt: new Date(now.getTime() - 49 * H),
    });
    // Through the scheduled job's handler, as the queue runs it.
    await deploymentClockJob(deps())();
    const [flagged] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, request.id));
    expect(flagged!.lateFlaggedAt).toEqual(now);
    expect((await getDeploymentRequest(deps(), buyer, request.id)).actions).toEqual(['cancel', 'refund']);
  });
});

describe('the late refund', () => {
  it('refunds the line in one click past the deadline, even after a download and the 30-day window', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const { file } = await createDeliverable(ctx.testApp.deps, included, { version: `1.0.${Date.now()}` });
    await db().insert(downloads).values({ userId: buyer.userId, fileId: file.id, orderItemId: line.id });
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    await acceptDeploymentRequest(deps(), creator, id);
    await expect(takeLateRefund(deps(), await member(), id)).rejects.toMatchObject({ status: 404 });
    now = new Date(now.getTime() + 25 * H);
    await expect(takeLateRefund(deps(), creator, id)).rejects.toMatchObject({ status: 403 });
    const refund = await takeLateRefund(deps(), buyer, id);
    expect(refund.status).toBe('succeeded');
    const [request] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, id));
    expect(request!.status).toBe('refunded');
    expect(await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id))).toEqual([]);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(item!.refundedAt).not.toBeNull();
    const adminNotices = await db().select().from(notifications).where(eq(notifications.userId, admin.userId));
    expect(adminNotices.some((n) => n.title === 'Remboursement pour retard de déploiement')).toBe(true);
    await expect(takeLateRefund(deps(), buyer, id)).rejects.toMatchObject({ status: 409 });
    expect(
      await db().select({ id: productFiles.id }).from(productFiles).where(eq(productFiles.id, file.id)),
    ).toHaveLength(1);
  });
});

describe('a purchase refunded otherwise', () => {
  it('closes its open request: secrets erased, the creator told, nothing more to reveal or flag', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    await acceptDeploymentRequest(deps(), creator, id);
    const refund = await refundOrder(deps(), admin, {
      orderId: line.orderId,
      orderItemId: line.id,
      reason: 'Geste commercial du support',
    });
    expect(refund.status).toBe('succeeded');
    const [request] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, id));
    expect(request).toMatchObject({ status: 'cancelled', endReason: purchaseRefundedReason });
    expect(request!.endedAt).not.toBeNull();
    expect(await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id))).toEqual([]);
    await expect(revealDeploymentSecret(deps(), creator, id, { name: 'SSH' })).rejects.toMatchObject({
      code: 'secrets_closed',
    });
    const told = await db().select().from(notifications).where(eq(notifications.userId, creator.userId));
    expect(told.some((n) => n.title === 'Demande de déploiement close')).toBe(true);
    // Past its deadline, the clock leaves the closed request alone.
    now = new Date(now.getTime() + 30 * H);
    await runDeploymentClock(deps());
    const [after] = await db().select().from(deploymentRequests).where(eq(deploymentRequests.id, id));
    expect(after).toMatchObject({ status: 'cancelled', lateFlaggedAt: null });
  });
});

describe('the secrets', () => {
  it('stay readable when a key list replaces the derived default, and move to its key with the rekey job', async () => {
    const buyer = await member();
    const line = await purchase(buyer, included);
    const { id } = await openDeploymentRequest(deps(), buyer, form(line.id));
    await acceptDeploymentRequest(deps(), creator, id);
    // The derived key cannot be named in the list: it stays in the keyring, opening what it sealed.
    const configured = { ...deps(), deploymentKeys: [freshKey] };
    await expect(revealDeploymentSecret(configured, creator, id, { name: 'SSH' })).resolves.toMatchObject({
      value: EXTRA,
    });
    logLines.length = 0;
    await deploymentSecretsRekeyJob(configured)();
    const mine = await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((s) => s.keyId === 'k2026')).toBe(true);
    await expect(revealDeploymentSecret(configured, creator, id, { name: 'SSH' })).resolves.toMatchObject({
      value: EXTRA,
    });
    expect(logLines.join('\n')).toMatch(/"remaining":\{\}.*none left/);
    await sealAllUnder(derivedKey());
  });

  it('move on past rows under a key no longer configured, and count what is left to re-seal', async () => {
    const buyer = await member();
    const { id: lost } = await openDeploymentRequest(deps(), buyer, form((await purchase(buyer, included)).id));
    // A batch of rows under a dropped key, stored before rows the job can re-seal.
    const dropped = keyringOf([{ id: 'k2019', key: randomBytes(32) }]);
    await db()
      .insert(deploymentSecrets)
      .values(['A', 'B', 'C'].map((name) => ({ requestId: lost, name, ...sealSecret(dropped, lost, name, SECRET) })));
    const { id } = await openDeploymentRequest(deps(), buyer, form((await purchase(buyer, included)).id));
    const rotated = { ...deps(), deploymentKeys: [freshKey] };
    let done = await rekeyDeploymentSecrets(rotated, { batch: 3 });
    expect(done.remaining[derivedKey().id]).toBeGreaterThan(0);
    for (let run = 0; run < 50 && done.resealed > 0; run++) done = await rekeyDeploymentSecrets(rotated, { batch: 3 });
    expect(done).toEqual({ resealed: 0, remaining: {}, unknownKey: 3 });
    const mine = await db().select().from(deploymentSecrets).where(eq(deploymentSecrets.requestId, id));
    expect(mine.every((s) => s.keyId === 'k2026')).toBe(true);
    logLines.length = 0;
    await deploymentSecretsRekeyJob(rotated)();
    expect(logLines.join('\n')).toMatch(/"unknownKey":3.*no longer configured/);
    await db().delete(deploymentSecrets).where(eq(deploymentSecrets.keyId, 'k2019'));
    await sealAllUnder(derivedKey());
  });

  it('never appear in logs, notifications, e-mails, queued jobs or the account export', async () => {
    await ctx.testApp.jobs.settled();
    const haystacks = [
      logLines.join('\n'),
      JSON.stringify(await db().select().from(notifications)),
      JSON.stringify(await db().select().from(emailOutbox)),
      JSON.stringify(await rows(db(), sql`select data from pgboss.job`)),
      JSON.stringify(await db().select().from(auditLog)),
      JSON.stringify(await db().select().from(deploymentRequests)),
    ];
    const buyers = await db().selectDistinct({ id: deploymentRequests.buyerId }).from(deploymentRequests);
    for (const b of buyers) {
      const exported = await exportAccountData(deps(), buildViewer({ userId: b.id }));
      // The export holds the requests (their steps and notes), never a secret.
      expect(exported.deploymentRequests.length).toBeGreaterThan(0);
      haystacks.push(JSON.stringify(exported));
    }
    haystacks.push(JSON.stringify(await exportAccountData(deps(), creator)));
    expect((await db().select().from(emailOutbox)).length).toBeGreaterThan(0);
    for (const text of haystacks) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(EXTRA);
    }
  });
});
