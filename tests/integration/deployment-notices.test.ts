import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { acceptDeploymentRequest } from '../../core/deployments/accept-deployment-request.ts';
import { cancelDeploymentRequest } from '../../core/deployments/cancel-deployment-request.ts';
import { confirmDeploymentRequest } from '../../core/deployments/confirm-deployment-request.ts';
import { declineDeploymentRequest } from '../../core/deployments/decline-deployment-request.ts';
import { deliverDeploymentRequest } from '../../core/deployments/deliver-deployment-request.ts';
import { deploymentPath } from '../../core/deployments/deployment-notices.ts';
import { openDeploymentRequest } from '../../core/deployments/open-deployment-request.ts';
import { runDeploymentClock } from '../../core/deployments/run-deployment-clock.ts';
import { startDeploymentRequest } from '../../core/deployments/start-deployment-request.ts';
import { takeLateRefund } from '../../core/deployments/take-late-refund.ts';
import type { CoreDeps } from '../../core/deps.ts';
import type { NotificationKind } from '../../core/notifications/notification-text.ts';
import {
  buildViewer,
  createDeploymentRequest,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { emailOutbox, notifications, profiles } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import deEmails from '../../i18n/locales/de/emails.json';
import de from '../../i18n/locales/de/notifications.json';
import enEmails from '../../i18n/locales/en/emails.json';
import en from '../../i18n/locales/en/notifications.json';
import esEmails from '../../i18n/locales/es/emails.json';
import es from '../../i18n/locales/es/notifications.json';
import frEmails from '../../i18n/locales/fr/emails.json';
import fr from '../../i18n/locales/fr/notifications.json';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { backdatedSandboxLine } from '../support/sandbox-order.ts';

/*
 * Every step of a deployment request tells the right people, in the app and by e-mail, each in their own language
 * (decision 0046): the buyer reads English, the creator French, the administrators Spanish. The expected texts are
 * the locale files' own, filled in here; no notice or e-mail may carry a secret or the delivery note.
 */

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const H = 3_600_000;
const SECRET = `sk-live-${randomUUID()}`;
const NOTE = `https://agent.example.test/?access=${randomUUID()}`;
const texts = { fr, en, de, es };
const emailTexts = { fr: frEmails, en: enEmails, de: deEmails, es: esEmails };

let now = new Date('2026-11-02T08:00:00Z');
const clock = { now: () => now };
const deps = (): CoreDeps => ({ ...ctx.testApp.deps, clock });

interface Person {
  viewer: Viewer;
  email: string;
  name: string;
  locale: Locale;
}

async function person(locale: Locale, roles: ('admin' | 'expert')[] = []): Promise<Person> {
  const u = await createUser(db(), { roles });
  // The name others read is the profile's, which may differ from the account's (the session's) name.
  const displayName = `${u.name} (profil)`;
  await db().update(profiles).set({ locale, displayName }).where(eq(profiles.id, u.id));
  return {
    viewer: buildViewer({ userId: u.id, email: u.email, name: u.name, roles }),
    email: u.email,
    name: displayName,
    locale,
  };
}

let admin: Person;

/** A buyer (English), a creator (French) and a paid line of the creator's product, refundable through the sandbox. */
async function cast(step: string) {
  const buyer = await person('en');
  const creator = await person('fr', ['expert']);
  const seller = await createSeller(db(), { userId: creator.viewer.userId });
  const product = await createProduct(db(), {
    sellerId: seller.id,
    title: `Agent ${step} ${randomUUID().slice(0, 8)}`,
    deploymentService: 'included',
    deploymentHours: 24,
    manifest: {
      model: 'GPT-4o',
      requiredKeys: ['OPENAI_API_KEY'],
      estimatedMonthlyCostEur: 20,
      hosting: 'Vercel',
      hostingOptions: ['Vercel', 'Docker'],
      dataLocation: 'UE',
      aiDisclosure: true,
    },
  });
  const { item: line, order } = await backdatedSandboxLine(
    ctx.testApp.deps,
    { id: buyer.viewer.userId, email: buyer.email, locale: 'en' },
    { productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 4900 },
    new Date(now.getTime() - 60 * 24 * H),
  );
  const params = { title: product.title, creator: seller.publicName, buyer: buyer.name };
  const open = () =>
    openDeploymentRequest(deps(), buyer.viewer, {
      orderItemId: line.id,
      hosting: 'Docker',
      notes: 'Sur notre VPS, merci.',
      secrets: { OPENAI_API_KEY: SECRET },
      extraSecrets: [],
    });
  return { buyer, creator, seller, product, line, order, params, open };
}

/**
 * What `act` told: the notifications written and the e-mails sent while it ran (the e-mail jobs settled before and
 * after). None may hold a secret or the delivery note.
 */
async function told(act: () => Promise<unknown>) {
  await ctx.testApp.jobs.settled();
  const seen = new Set([
    ...(await db().select({ id: notifications.id }).from(notifications)).map((r) => r.id),
    ...(await db().select({ id: emailOutbox.id }).from(emailOutbox)).map((r) => r.id),
  ]);
  await act();
  await ctx.testApp.jobs.settled();
  const written = (await db().select().from(notifications)).filter((r) => !seen.has(r.id));
  const sent = (await db().select().from(emailOutbox)).filter((r) => !seen.has(r.id));
  for (const text of [JSON.stringify(written), JSON.stringify(sent)]) {
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(NOTE);
  }
  return { written, sent };
}

type Told = Awaited<ReturnType<typeof told>>;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]));

interface Expected {
  to: Person;
  kind: Extract<NotificationKind, `deployment${string}`>;
  type: 'success' | 'warning' | 'error' | 'info';
  params: Record<string, string | number>;
}

const sorted = <T>(xs: T[]) => xs.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * Exactly these notices of the request were written (each leading to it) and e-mailed, each in its reader's
 * language: the locale file's title and message filled in, in the app and in the e-mail (its subject, its body, the
 * e-mail's own button).
 */
function expectNotices({ written, sent }: Told, requestId: string, expected: Expected[]) {
  const path = deploymentPath(requestId);
  const texted = expected.map(({ to, kind, type, params }) => ({
    to,
    type,
    title: texts[to.locale][kind].title,
    message: fill(texts[to.locale][kind].message, params),
  }));
  const notices = written.filter((n) => n.metadata.redirect_url === path);
  expect(sorted(notices.map(({ userId, type, title, message }) => ({ userId, type, title, message })))).toEqual(
    sorted(texted.map(({ to, type, title, message }) => ({ userId: to.viewer.userId, type, title, message }))),
  );
  const mails = sent.filter((m) => m.template === 'notification' && m.text.includes(`http://localhost:3000${path}`));
  expect(sorted(mails.map((m) => ({ to: m.to, locale: m.locale, subject: m.subject })))).toEqual(
    sorted(texted.map(({ to, title }) => ({ to: to.email, locale: to.locale, subject: title }))),
  );
  for (const { to, title, message } of texted) {
    const mail = mails.find((m) => m.to === to.email && m.subject === title)!;
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(emailTexts[to.locale].notification.button);
  }
}

beforeAll(async () => {
  admin = await person('es', ['admin']);
});

describe('a request opened, then declined or cancelled', () => {
  it('tells the creator of a new request, in French', async () => {
    const c = await cast('ouvert');
    let id = '';
    const result = await told(async () => ({ id } = await c.open()));
    expectNotices(result, id, [{ to: c.creator, kind: 'deploymentRequested', type: 'info', params: c.params }]);
  });

  it('tells the buyer the creator declined, with the reason, in English', async () => {
    const c = await cast('décliné');
    const { id } = await c.open();
    const reason = 'Pas disponible cette semaine';
    const result = await told(() => declineDeploymentRequest(deps(), c.creator.viewer, id, { reason }));
    expectNotices(result, id, [
      { to: c.buyer, kind: 'deploymentDeclined', type: 'warning', params: { ...c.params, reason } },
    ]);
  });

  it('tells the creator the buyer cancelled, in French', async () => {
    const c = await cast('annulé');
    const { id } = await c.open();
    const result = await told(() => cancelDeploymentRequest(deps(), c.buyer.viewer, id));
    expectNotices(result, id, [{ to: c.creator, kind: 'deploymentCancelled', type: 'info', params: c.params }]);
  });
});

describe('a request carried through by hand', () => {
  it('tells the buyer of acceptance, start and delivery in English, the creator of confirmation in French', async () => {
    const c = await cast('livré');
    const { id } = await c.open();
    const accepted = await told(() => acceptDeploymentRequest(deps(), c.creator.viewer, id));
    expectNotices(accepted, id, [
      { to: c.buyer, kind: 'deploymentAccepted', type: 'success', params: { ...c.params, hours: 24 } },
    ]);

    const started = await told(() => startDeploymentRequest(deps(), c.creator.viewer, id));
    expectNotices(started, id, [{ to: c.buyer, kind: 'deploymentStarted', type: 'info', params: c.params }]);

    const delivered = await told(() => deliverDeploymentRequest(deps(), c.creator.viewer, id, { note: NOTE }));
    expectNotices(delivered, id, [{ to: c.buyer, kind: 'deploymentDelivered', type: 'success', params: c.params }]);

    const confirmed = await told(() => confirmDeploymentRequest(deps(), c.buyer.viewer, id));
    expectNotices(confirmed, id, [{ to: c.creator, kind: 'deploymentConfirmed', type: 'success', params: c.params }]);
  });
});

describe('the clock', () => {
  it('warns the creator at three quarters of the time, in French, once', async () => {
    const c = await cast('à risque');
    const { id } = await c.open();
    const acceptedAt = now;
    await acceptDeploymentRequest(deps(), c.creator.viewer, id);
    now = new Date(acceptedAt.getTime() + 18 * H);
    const warned = await told(() => runDeploymentClock(deps()));
    expectNotices(warned, id, [{ to: c.creator, kind: 'deploymentAtRisk', type: 'warning', params: c.params }]);
    now = new Date(now.getTime() + 15 * 60_000);
    expectNotices(await told(() => runDeploymentClock(deps())), id, []);
  });

  it('flags a request past its deadline to the buyer in English and the administrators in Spanish, once', async () => {
    const c = await cast('en retard');
    const { id } = await c.open();
    const acceptedAt = now;
    await acceptDeploymentRequest(deps(), c.creator.viewer, id);
    await startDeploymentRequest(deps(), c.creator.viewer, id);
    now = new Date(acceptedAt.getTime() + 18 * H);
    await runDeploymentClock(deps());
    now = new Date(acceptedAt.getTime() + 24 * H + 60_000);
    const flagged = await told(() => runDeploymentClock(deps()));
    expectNotices(flagged, id, [
      { to: c.buyer, kind: 'deploymentLate', type: 'warning', params: c.params },
      { to: admin, kind: 'deploymentLateAdmin', type: 'warning', params: c.params },
    ]);
    now = new Date(now.getTime() + 15 * 60_000);
    expectNotices(await told(() => runDeploymentClock(deps())), id, []);
  });

  it('flags a request not accepted within 48 hours the same way, the buyer told the 48 hours to accept passed', async () => {
    const c = await cast('jamais accepté');
    const request = await createDeploymentRequest(db(), {
      orderItemId: c.line.id,
      productId: c.product.id,
      sellerId: c.seller.id,
      buyerId: c.buyer.viewer.userId,
      requestedAt: new Date(now.getTime() - 48 * H - 60_000),
    });
    const flagged = await told(() => runDeploymentClock(deps()));
    expectNotices(flagged, request.id, [
      { to: c.buyer, kind: 'deploymentNotAccepted', type: 'warning', params: c.params },
      { to: admin, kind: 'deploymentLateAdmin', type: 'warning', params: c.params },
    ]);
  });

  it('flags to the administrators a delivery past its deadline that the clock had not flagged yet', async () => {
    const c = await cast('livré en retard');
    const { id } = await c.open();
    const acceptedAt = now;
    await acceptDeploymentRequest(deps(), c.creator.viewer, id);
    now = new Date(acceptedAt.getTime() + 24 * H + 5 * 60_000);
    const delivered = await told(() => deliverDeploymentRequest(deps(), c.creator.viewer, id, { note: NOTE }));
    expectNotices(delivered, id, [
      { to: c.buyer, kind: 'deploymentDelivered', type: 'success', params: c.params },
      { to: admin, kind: 'deploymentLateAdmin', type: 'warning', params: c.params },
    ]);
    // Flagged once: the clock has nothing more to say of it.
    expectNotices(await told(() => runDeploymentClock(deps())), id, []);
  });

  it('confirms a delivery after 7 days: the buyer told in English, the creator in French', async () => {
    const c = await cast('auto');
    const { id } = await c.open();
    await acceptDeploymentRequest(deps(), c.creator.viewer, id);
    await deliverDeploymentRequest(deps(), c.creator.viewer, id, { note: NOTE });
    now = new Date(now.getTime() + 7 * 24 * H);
    const confirmed = await told(() => runDeploymentClock(deps()));
    expectNotices(confirmed, id, [
      { to: c.buyer, kind: 'deploymentAutoConfirmed', type: 'success', params: c.params },
      { to: c.creator, kind: 'deploymentConfirmed', type: 'success', params: c.params },
    ]);
  });
});

describe('the late refund', () => {
  it('tells the creator in French and the administrators in Spanish; the buyer gets the refund’s own, in English', async () => {
    const c = await cast('remboursé');
    const { id } = await c.open();
    await acceptDeploymentRequest(deps(), c.creator.viewer, id);
    now = new Date(now.getTime() + 25 * H);
    const refunded = await told(async () =>
      expect((await takeLateRefund(deps(), c.buyer.viewer, id)).status).toBe('succeeded'),
    );
    expectNotices(refunded, id, [
      { to: c.creator, kind: 'deploymentRefunded', type: 'warning', params: c.params },
      { to: admin, kind: 'deploymentRefundedAdmin', type: 'warning', params: c.params },
    ]);
    // The refund itself: the buyer's notification and receipt, the creator's sale notice, each in their language.
    const titles = (p: Person) => refunded.written.filter((n) => n.userId === p.viewer.userId).map((n) => n.title);
    expect(titles(c.buyer)).toEqual([en.refundSucceeded.title]);
    expect(titles(c.creator).sort()).toEqual([fr.deploymentRefunded.title, fr.refundNotice.title].sort());
    const others = refunded.sent.filter((m) => m.template !== 'notification');
    expect(sorted(others.map(({ to, template, locale }) => ({ to, template, locale })))).toEqual(
      sorted([
        { to: c.buyer.email, template: 'refund-confirmation', locale: 'en' },
        { to: c.creator.email, template: 'refund-notice', locale: 'fr' },
      ]),
    );
    expect(others.find((m) => m.to === c.buyer.email)!.subject).toBe(
      fill(enEmails.refundConfirmation.subject, { number: c.order.number }),
    );
    // The creator reads why in their words: the deployment-time guarantee, not the 30-day one nor a quoted reason.
    const notice = others.find((m) => m.to === c.creator.email)!.text;
    expect(notice).toContain('garantie de délai');
    expect(notice).not.toContain('30 jours');
    expect(notice).not.toContain('Motif indiqué par le client');
  });
});
