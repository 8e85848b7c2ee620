import { describe, expect, it } from 'vitest';
import NotificationsPage, { action, loader } from '../../app/routes/dashboard/notifications.tsx';
import { createUser } from '../../db/factories/index.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Une-page-de-notifications-1';

async function signedIn(email: string) {
  const u = await createUser(db(), { email, password });
  const res = await ctx.postJson('/api/auth/sign-in/email', { email, password });
  return { id: u.id, cookie: ctx.sessionCookie(res) ?? '' };
}

const args = async (path: string, cookie: string, form?: Record<string, string>) => {
  const url = new URL(path, testOrigin);
  const { context } = await pageContext(ctx.testApp, new Headers({ cookie }));
  const request = new Request(url, form ? { method: 'POST', body: new URLSearchParams(form) } : {});
  return { url, request, context, params: {} } as never;
};

type LoaderData = Awaited<ReturnType<typeof loader>>;
const render = (data: LoaderData, locale?: Locale) =>
  renderPage('/dashboard/notifications', NotificationsPage, { loaderData: data }, locale);

describe('/dashboard/notifications', () => {
  it('lists the user’s notifications 20 a page, newest first, with the unread count', async () => {
    const me = await signedIn('page@test.deploia.example');
    const start = Date.now() - 3_600_000;
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: me.id,
          title: `Vente ${i + 1}`,
          message: 'm',
          createdAt: new Date(start + i * 1_000),
          metadata: i === 24 ? { redirect_url: '/dashboard/sales' } : {},
        })),
      );
    const first = await loader(await args('/dashboard/notifications', me.cookie));
    expect(first.page.data.map((n) => n.title).slice(0, 2)).toEqual(['Vente 25', 'Vente 24']);
    expect(first).toMatchObject({ pages: 2, page: { total: 25, unread: 25 } });
    const second = await loader(await args('/dashboard/notifications?page=2', me.cookie));
    expect(second.page.data).toHaveLength(5);

    const html = render(first);
    expect(html).toContain('Vos notifications (25 non lues)');
    expect(html).toContain('Marquer tout comme lu');
    expect(html).toContain('href="/dashboard/sales"');
    expect(html).toMatch(/<input type="checkbox" id="email-sales"[^>]*name="sales" checked/);
  });

  it('marks one read, then all, through plain forms; another user’s notification is a 404', async () => {
    const me = await signedIn('page-forms@test.deploia.example');
    const other = await signedIn('page-forms-other@test.deploia.example');
    const [mine, , theirs] = await db()
      .insert(notifications)
      .values([
        { userId: me.id, title: 'a', message: 'm' },
        { userId: me.id, title: 'b', message: 'm' },
        { userId: other.id, title: 'c', message: 'm' },
      ])
      .returning();
    const path = '/dashboard/notifications';
    expect(await action(await args(path, me.cookie, { intent: 'read', id: mine!.id }))).toEqual({
      intent: 'read',
      ok: true,
    });
    expect(answerOf(await action(await args(path, me.cookie, { intent: 'read', id: theirs!.id }))).status).toBe(404);
    expect((await loader(await args(path, me.cookie))).page.unread).toBe(1);
    await action(await args(path, me.cookie, { intent: 'read-all' }));
    expect((await loader(await args(path, me.cookie))).page.unread).toBe(0);
    expect((await loader(await args(path, other.cookie))).page.unread).toBe(1);
  });

  it('saves the e-mail preferences from the form: an unticked box turns its category off', async () => {
    const me = await signedIn('page-prefs@test.deploia.example');
    await action(
      await args('/dashboard/notifications', me.cookie, {
        intent: 'preferences',
        seller: 'on',
        messages: 'on',
        releases: 'on',
        partner: 'on',
      }),
    );
    const { preferences } = await loader(await args('/dashboard/notifications', me.cookie));
    expect(preferences).toEqual({
      seller: true,
      sales: false,
      messages: true,
      releases: true,
      creator_posts: false,
      deployments: false,
      partner: true,
      announcements: false,
    });
  });

  it('renders in every language without a missing key', async () => {
    const me = await signedIn('page-languages@test.deploia.example');
    const data = await loader(await args('/dashboard/notifications', me.cookie));
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render(data, locale), locale).not.toMatch(/alerts:|list\.|preferences\./);
    }
    expect(render(data, 'de')).toContain('Keine Benachrichtigungen');
  });
});
