import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import AdminNotificationsPage, {
  action,
  type BroadcastActionResult,
  loader,
} from '../../app/routes/admin/notifications.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { buildViewer, createUser } from '../../db/factories/index.ts';
import { notificationBroadcasts, notifications } from '../../db/schema/index.ts';
import { type Locale, locales } from '../../i18n/config.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
let admin: Viewer;
let customer: Viewer;

beforeAll(async () => {
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  customer = buildViewer({ userId: (await createUser(db())).id });
  await createUser(db(), { roles: ['expert'] });
  await createUser(db(), { roles: ['expert'] });
});

const args = (path: string, viewer: Viewer | null, init?: RequestInit) =>
  routeArgs(ctx.testApp, path, viewer, { init });
const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
const fields = (extra: Record<string, string> = {}) => ({
  title: 'Les collections arrivent',
  message: 'Rangez vos produits préférés en collections.',
  type: 'success',
  link: '/dashboard/collections',
  audience: 'role',
  role: 'expert',
  user_email: '',
  token: randomUUID(),
  ...extra,
});

type LoaderData = Parameters<typeof AdminNotificationsPage>[0]['loaderData'];
const render = (loaderData: LoaderData, actionData?: BroadcastActionResult, locale?: Locale) =>
  renderPage('/admin/notifications', AdminNotificationsPage, { loaderData, actionData }, locale);
const load = async () => (await loader(await args('/admin/notifications', admin))) as LoaderData;
const rawKey = /(?<![\w/])(compose|preview|history|errors)\.[a-zA-Z]/;

describe('/admin/notifications', () => {
  it('sends visitors to sign in and non-administrators to their dashboard', async () => {
    const visitor = await loader(await args('/admin/notifications', null)).catch((r: Response) => r);
    expect((visitor as Response).headers.get('location')).toBe('/auth?redirectTo=%2Fadmin%2Fnotifications');
    const member = await loader(await args('/admin/notifications', customer)).catch((r: Response) => r);
    expect((member as Response).headers.get('location')).toBe('/dashboard');
    const posted = await action(await args('/admin/notifications', customer, post(fields({ intent: 'send' })))).catch(
      (r: Response) => r,
    );
    expect((posted as Response).status).toBe(302);
    expect(await db().$count(notificationBroadcasts)).toBe(0);
  });

  it('"Aperçu" shows the notification as the bell does and how many it would reach, sending nothing', async () => {
    const form = fields({ intent: 'preview' });
    const answer = answerOf<BroadcastActionResult>(await action(await args('/admin/notifications', admin, post(form))));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ outcome: 'preview', preview: { recipients: 2, type: 'success' } });
    expect(await db().$count(notifications)).toBe(0);
    const loaderData = await load();
    const html = render(loaderData, answer.data);
    expect(html).toContain('Voici la notification telle qu’elle apparaîtra dans la cloche.');
    expect(html).toContain('Elle sera envoyée à 2 personnes.');
    // The bell's own item: its accent border, its title and message.
    const preview = html.slice(html.indexOf('data-testid="broadcast-preview"'));
    expect(preview).toMatch(/<button type="button" class="[^"]*border-l-4/);
    expect(preview).toContain('Les collections arrivent');
    // The form keeps what was typed, and its token, for "Envoyer".
    expect(html).toContain(`value="${form.token}"`);
    expect(html).toContain('value="Les collections arrivent"');
    for (const locale of locales) expect(render(loaderData, answer.data, locale)).not.toMatch(rawKey);
  });

  it('refuses an empty title and a javascript: link with translated messages (400), writing nothing', async () => {
    const empty = answerOf<BroadcastActionResult>(
      await action(await args('/admin/notifications', admin, post(fields({ title: ' ', intent: 'send' })))),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ outcome: 'invalid', fieldErrors: { title: 'title_required' } });
    expect(render(await load(), empty.data)).toContain('Indiquez un titre.');
    const link = answerOf<BroadcastActionResult>(
      await action(
        await args('/admin/notifications', admin, post(fields({ link: 'javascript:alert(1)', intent: 'send' }))),
      ),
    );
    expect(link.status).toBe(400);
    expect(link.data).toMatchObject({ fieldErrors: { link: 'link_invalid' } });
    const html = render(await load(), link.data, 'en');
    expect(html).toContain('The link must be a Déploia page (for example /market) or its full address.');
    expect(html).toMatch(/<input id="link"[^>]*aria-invalid="true"[^>]*aria-describedby="link-hint link-error"/);
    expect(await db().$count(notificationBroadcasts)).toBe(0);
  });

  it('"Envoyer" sends once per form, then the history shows it with its counts', async () => {
    const form = fields({ intent: 'send', send_email: 'on' });
    const first = answerOf<BroadcastActionResult>(await action(await args('/admin/notifications', admin, post(form))));
    expect(first.status).toBe(201);
    expect(first.data).toEqual({ outcome: 'sent', recipients: 2, alreadySent: false });
    const again = answerOf<BroadcastActionResult>(await action(await args('/admin/notifications', admin, post(form))));
    expect(again.data).toEqual({ outcome: 'sent', recipients: 2, alreadySent: true });
    expect(await db().$count(notificationBroadcasts)).toBe(1);
    const loaderData = await load();
    expect(loaderData.token).not.toBe(form.token);
    const html = render(loaderData, first.data);
    expect(html).toContain('Notification envoyée à 2 personnes.');
    expect(html).toContain('Rôle : Experts');
    expect(html).toContain('Aussi par e-mail');
    // A fresh form with a new token.
    expect(html).toContain(`value="${loaderData.token}"`);
    expect(render(loaderData, again.data)).toContain('Cette notification avait déjà été envoyée');
    for (const locale of locales) expect(render(loaderData, undefined, locale)).not.toMatch(rawKey);
  });

  it('says whom the chosen audience reaches, in its count, its e-mail option and its button', async () => {
    const loaderData = await load();
    expect(loaderData.audienceCounts).toMatchObject({ all: 4, roles: { expert: 2, admin: 1, partner: 0 } });
    const fresh = render(loaderData);
    expect(fresh).toContain('Tous les membres (sauf les comptes bannis)\u00a0: 4 personnes.');
    expect(fresh).toContain('À tous les membres qui n’ont pas désactivé les annonces par e-mail.');
    expect(fresh).toContain('Envoyer à 4 personnes');
    const values = { ...fields(), send_email: false };
    const preview = { title: 'T', message: 'M', type: 'info' as const, redirectUrl: null, recipients: 2 };
    const experts = render(loaderData, { outcome: 'preview', values, preview });
    expect(experts).toContain('Les titulaires du rôle «\u00a0Experts\u00a0»\u00a0: 2 personnes.');
    expect(experts).toContain('Aux titulaires du rôle «\u00a0Experts\u00a0» qui n’ont pas désactivé');
    expect(experts).toContain('Envoyer à 2 personnes');
    const one = render(loaderData, { outcome: 'preview', values: { ...values, audience: 'user' }, preview }, 'en');
    expect(one).toContain('One person only: the one whose e-mail address you enter.');
    expect(one).toContain('To this person, unless they turned off announcements by e-mail.');
  });
});
