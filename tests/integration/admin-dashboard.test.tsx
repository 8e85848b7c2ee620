import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import AdminDashboardPage, { loader } from '../../app/routes/admin/dashboard.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { AdminDashboard } from '../../core/admin/dashboard/get-admin-dashboard.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import { formatPrice } from '../../i18n/format.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Un-tableau-de-bord-juste-1';
type Persona = 'admin' | 'customer' | 'expert' | 'banned';
const cookies: Record<Persona, string> = { admin: '', customer: '', expert: '', banned: '' };
const viewers = {} as Record<'admin' | 'customer', Viewer>;
let productTitle: string;
let sellerName: string;

beforeAll(async () => {
  const roles: Record<Persona, ('admin' | 'expert')[]> = {
    admin: ['admin'],
    customer: [],
    expert: ['expert'],
    banned: [],
  };
  for (const who of Object.keys(cookies) as Persona[]) {
    const email = `${who}-tableau@test.deploia.example`;
    const user = await createUser(db(), { email, password, roles: roles[who] });
    cookies[who] = await ctx.signInCookies(email, password);
    if (who === 'admin' || who === 'customer') viewers[who] = buildViewer({ userId: user.id, roles: roles[who] });
  }
  // Banned after signing in: the session they still hold must not open the console.
  await db().execute(sql`update "user" set banned = true where email = 'banned-tableau@test.deploia.example'`);

  const seller = await createSeller(db(), { publicName: 'Atelier Boussole' });
  sellerName = seller.publicName;
  productTitle = 'Agent de relance <devis>';
  const product = await createProduct(db(), { sellerId: seller.id, priceCents: 12_345, title: productTitle });
  await payThroughSandbox(ctx, viewers.customer, [{ productId: product.id, quantity: 2 }]);
});

const get = (path: string, who?: Persona) =>
  ctx.app.request(path, { headers: { origin: testOrigin, ...(who ? { cookie: cookies[who] } : {}) } });

describe('GET /api/v1/admin/dashboard', () => {
  it('answers an administrator the figures of the period (30 days by default), from the ledger', async () => {
    const res = await get('/api/v1/admin/dashboard', 'admin');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: AdminDashboard };
    expect(data.days).toBe(30);
    const [ledger] = await rows<{ platform: number; gmv: number }>(
      db(),
      sql`select (select sum(amount_cents) from ledger_entries where account = 'platform')::int as platform,
                 (select sum(total_cents) from orders where paid_at is not null)::int as gmv`,
    );
    expect(data.current.platformRevenueCents).toBe(ledger!.platform);
    expect(data.current.gmvCents).toBe(ledger!.gmv);
    expect(data.current.orders).toBe(1);
    expect(data.current.activeExperts).toBe(1);
    expect(data.topProducts.map((p) => p.title)).toEqual([productTitle]);
    expect(data.topExperts).toMatchObject([{ name: sellerName, sales: 1 }]);
    expect(data.series.gmv).toHaveLength(31);

    const week = (await (await get('/api/v1/admin/dashboard?days=7', 'admin')).json()) as { data: AdminDashboard };
    expect(week.data.days).toBe(7);
    expect(week.data.series.orders).toHaveLength(8);
  });

  it('refuses a customer and an expert (403, audited), a visitor and a banned user (401)', async () => {
    for (const who of ['customer', 'expert'] as const) {
      const res = await get('/api/v1/admin/dashboard', who);
      expect(res.status, who).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    const denied = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where action = 'admin.access_denied'
          and target_id = 'GET /api/v1/admin/dashboard'`,
    );
    expect(denied[0]!.n).toBe(2);
    expect((await get('/api/v1/admin/dashboard')).status).toBe(401);
    expect((await get('/api/v1/admin/dashboard', 'banned')).status).toBe(401);
  });

  it('answers 400 with a translated message for a period other than 7, 30 or 90 days', async () => {
    const fr = await get('/api/v1/admin/dashboard?days=13', 'admin');
    expect(fr.status).toBe(400);
    expect(await fr.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Paramètres invalides',
        details: {
          fields: [{ path: 'days', code: 'invalid_days', message: 'La période doit être de 7, 30 ou 90 jours.' }],
        },
      },
    });
    const en = (await (await get('/api/v1/admin/dashboard?days=13&lang=en', 'admin')).json()) as {
      error: { message: string; details: { fields: { message: string }[] } };
    };
    expect(en.error.message).toBe('Invalid parameters');
    expect(en.error.details.fields[0]!.message).toBe('The period must be 7, 30 or 90 days.');
    for (const days of ['abc', '-30', '30.5', '365']) {
      expect((await get(`/api/v1/admin/dashboard?days=${days}`, 'admin')).status, days).toBe(400);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await get('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters: { name: string; schema: { enum?: string[] } }[] } }>;
    };
    const operation = doc.paths['/admin/dashboard']?.get;
    expect(operation?.parameters.map((p) => p.name)).toEqual(['days']);
    expect(operation?.parameters[0]?.schema.enum).toEqual(['7', '30', '90']);
  });
});

describe('/admin/dashboard', () => {
  const args = (path: string, viewer: Viewer | null) => routeArgs(ctx.testApp, path, viewer);
  type PageData = Awaited<ReturnType<typeof loader>>;
  const render = (data: PageData, locale?: Locale) =>
    renderPage('/admin/dashboard', AdminDashboardPage, { loaderData: data }, locale);
  const rawKey = /(?<![\w/])(period|figures|charts|topProducts|topExperts|legend|chart)\.[a-zA-Z]/;

  it('shows an administrator the figures, accessible charts, the best products and experts, and the definitions', async () => {
    const data = answerOf<PageData>(await loader(await args('/admin/dashboard?days=90', viewers.admin))).data;
    expect(data.dashboard.days).toBe(90);
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render(data, locale), locale).not.toMatch(rawKey);
    }
    const html = render(data);
    expect(html).toContain('<h1');
    expect(html).toContain('Les 90 derniers jours');
    expect(html).toContain(formatPrice(data.dashboard.current.gmvCents, 'fr'));
    expect(html).toContain(formatPrice(data.dashboard.current.platformRevenueCents, 'fr'));
    expect(html.match(/<svg role="img" aria-labelledby="[^"]+" aria-describedby="[^"]+"/g)).toHaveLength(3);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('Agent de relance &lt;devis&gt;');
    expect(html).toContain(sellerName);
    expect(html).toContain('Définitions');
    // The period switch is made of links, the current one marked.
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/admin\/dashboard\?days=90"|<a[^>]*href="\/admin\/dashboard\?days=90"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/admin/dashboard?days=7"');
    expect(render(data, 'en')).toContain('The last 90 days');
  });

  it('sends a bad period back to the default, a customer to their dashboard and a visitor to sign in', async () => {
    const status = async (path: string, viewer: Viewer | null) => {
      try {
        await loader(await args(path, viewer));
        return null;
      } catch (thrown) {
        const res = thrown as Response;
        return { status: res.status, location: res.headers.get('location') };
      }
    };
    expect(await status('/admin/dashboard?days=13', viewers.admin)).toEqual({
      status: 302,
      location: '/admin/dashboard',
    });
    expect(await status('/admin/dashboard', viewers.customer)).toEqual({ status: 302, location: '/dashboard' });
    const visitor = await status('/admin/dashboard', null);
    expect(visitor?.status).toBe(302);
    expect(visitor?.location).toMatch(/^\/(login|auth)/);
  });
});
