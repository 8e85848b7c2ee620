import { Outlet, RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LandingPartnerBanner } from '../../app/components/partners/landing-partner-banner.tsx';
import { PartnerLinkBanner } from '../../app/components/partners/partner-link-banner.tsx';
import { depsContext, requestContext, viewerContext } from '../../app/context.ts';
import PartnerPage, { action, loader } from '../../app/routes/dashboard/partner.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getPartnerDashboard } from '../../core/partners/get-partner-dashboard.ts';
import { getReferralBanner } from '../../core/partners/get-referral-banner.ts';
import { recordReferralClick } from '../../core/partners/record-referral-click.ts';
import { buildViewer, createPartner, createProduct, createUser } from '../../db/factories/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderInLocale, renderPage, renderRoutes } from '../support/render-page.tsx';

const ctx = setUpTestApp();

type LoaderData = Parameters<typeof PartnerPage>[0]['loaderData'];
const render = (data: LoaderData, locale?: Locale) =>
  renderPage('/dashboard/partner', PartnerPage, { loaderData: data }, locale);

/** The context server/app.ts gives a page, for `viewer`. */
function contextFor(viewer: Viewer | null) {
  const context = new RouterContextProvider();
  context.set(depsContext, ctx.testApp.deps);
  context.set(viewerContext, { viewer, auth: ctx.testApp.auth, adminRequire2fa: false, oauthProviders: [] });
  context.set(requestContext, {
    requestId: 'test',
    nonce: 'test',
    log: ctx.testApp.deps.log,
    locale: 'fr',
    publicUrl: ctx.testApp.config.publicUrl,
    outboxMail: true,
    clientIp: null,
  });
  return context;
}

const callLoader = (viewer: Viewer | null, search = '') => {
  const url = new URL(`${ctx.testApp.config.publicUrl}/dashboard/partner${search}`);
  return loader({ context: contextFor(viewer), url, request: new Request(url), params: {} } as never);
};

let partner: Viewer;
let code: string;
beforeAll(async () => {
  const created = await createPartner(ctx.database.db, { name: 'Agence Lumière' });
  partner = buildViewer({ userId: created.user.id, roles: ['partner'], aal: 'aal2', twoFactorEnabled: true });
  code = created.partner.code;
});

describe('/dashboard/partner', () => {
  it('sends a visitor to sign in and a signed-in non-partner back to the dashboard', async () => {
    const visitor = await callLoader(null).catch((response: Response) => response);
    expect((visitor as Response).headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    const member = await createUser(ctx.database.db);
    const other = await callLoader(buildViewer({ userId: member.id })).catch((response: Response) => response);
    expect((other as Response).status).toBe(302);
    expect((other as Response).headers.get('location')).toBe('/dashboard');
  });

  it('builds the partner link of a pasted product address, and refuses another page', async () => {
    const { publicUrl } = ctx.testApp.config;
    const built = answerOf<LoaderData>(
      await callLoader(partner, `?url=${encodeURIComponent(`${publicUrl}/product/agent-sdr`)}`),
    ).data;
    expect(built.link).toBe(`${publicUrl}/product/agent-sdr?ref=${code}`);
    const html = render(built);
    expect(html).toContain(`value="${publicUrl}/product/agent-sdr?ref=${code}"`);
    expect(html).toContain('Copier le lien');

    const refused = answerOf<LoaderData>(
      await callLoader(partner, '?url=https%3A%2F%2Fevil.example%2Fproduct%2Fx'),
    ).data;
    expect(refused.link).toBeNull();
    expect(render(refused)).toContain('Cette adresse n’est pas une page produit ou vendeur de Déploia.');
  });

  it('renders the code, figures, balances and payout form in every language without a missing key', async () => {
    const data = answerOf<LoaderData>(await callLoader(partner)).data;
    const html = render(data);
    expect(html).toContain(code);
    expect(html).toContain('Programme partenaire');
    expect(html).toContain('10 % du montant HT');
    expect(html).toContain('En attente');
    expect(html).toContain('Aucune commande par votre lien pour l’instant.');
    expect(html).toMatch(/<label[^>]*for="field-payoutIban"[^>]*>IBAN du compte<\/label>/);
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render(data, locale), locale).not.toMatch(/(builder|stats|balance|payout|orders|chart|code)\.[a-z]/);
    }
    expect(render(data, 'en')).toContain('Partner programme');
  });

  it('saves valid payout details and answers an invalid IBAN with a translated field error, changing nothing', async () => {
    const post = (fields: Record<string, string>, viewer = partner) => {
      const url = new URL(`${ctx.testApp.config.publicUrl}/dashboard/partner`);
      const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
      return action({ context: contextFor(viewer), url, request, params: {} } as never);
    };
    // Without a second factor on this session (ASVS 5.0 V6.3.3): refused in the form, which says where to turn it on.
    const withoutTwoFactor = { ...partner, aal: 'aal1' as const, twoFactorEnabled: false };
    const noFactor = answerOf<{ ok: boolean; error?: string }>(
      await post({ payoutName: 'Agence Lumière', payoutIban: 'FR76 3000 6000 0112 3456 7890 189' }, withoutTwoFactor),
    );
    expect(noFactor.status).toBe(403);
    expect(noFactor.data.error).toBe('second_factor_required');
    const page = answerOf<LoaderData>(await callLoader(withoutTwoFactor)).data;
    expect(page.secondFactor).toBe('off');
    const html = render(page);
    expect(html).toContain('Pour modifier vos coordonnées bancaires, activez d’abord la double authentification.');
    expect(html).toContain('href="/profile#two-factor"');
    for (const locale of ['en', 'es', 'de'] as const) {
      expect(render(page, locale), locale).not.toMatch(/payoutSecondFactor\./);
    }

    const refused = answerOf<{ ok: boolean; fieldErrors?: Record<string, string> }>(
      await post({ payoutName: 'Agence Lumière', payoutIban: 'FR76 1234' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ payoutIban: 'iban_invalid' });
    expect((await getPartnerDashboard(ctx.testApp.deps, partner)).payout.iban).toBeNull();

    const saved = answerOf<{ ok: boolean }>(
      await post({ payoutName: 'Agence Lumière', payoutIban: 'FR76 3000 6000 0112 3456 7890 189' }),
    );
    expect(saved.data.ok).toBe(true);
    const data = answerOf<LoaderData>(await callLoader(partner)).data;
    expect(render(data)).toContain('FR76 •••• 0189');
  });
});

describe('the partner banner', () => {
  it('tells the buyer whose link it was and that the commission costs them nothing, in four languages', () => {
    const banner = (locale: Locale) => renderInLocale(<PartnerLinkBanner partnerName="Agence Lumière" />, locale);
    expect(banner('fr')).toContain(
      'Vous êtes arrivé par le lien d’un partenaire (Agence Lumière). Il perçoit une commission prise sur la part de Déploia, sans surcoût pour vous.',
    );
    expect(banner('en')).toContain('You arrived through a partner’s link (Agence Lumière).');
    expect(banner('es')).toContain('Has llegado a través del enlace de un socio (Agence Lumière).');
    expect(banner('de')).toContain('Sie sind über den Link eines Partners (Agence Lumière) gekommen.');
  });
});

/** The root layout's part that matters here: the landing banner above the page. */
function BannerShell() {
  return (
    <>
      <LandingPartnerBanner />
      <Outlet />
    </>
  );
}
const AnyPage = () => <p>page</p>;

describe('the banner on the page a partner link led to', () => {
  it('names the partner of the visitor’s last click, and nobody for a forged token', async () => {
    const product = await createProduct(ctx.database.db, { status: 'published' });
    const click = await recordReferralClick(ctx.testApp.deps, {
      code: code.toLowerCase(),
      target: { kind: 'product', slug: product.slug },
      landingPath: `/product/${product.slug}`,
      visitorToken: null,
      ip: '192.0.2.10',
    });
    expect(await getReferralBanner(ctx.testApp.deps, click!.visitorToken)).toEqual({
      partnerName: 'Agence Lumière',
      landingPath: `/product/${product.slug}`,
    });
    expect(await getReferralBanner(ctx.testApp.deps, 'B'.repeat(32))).toBeNull();
    expect(await getReferralBanner(ctx.testApp.deps, null)).toBeNull();
  });

  it('shows on the landing page only', () => {
    const routes = [{ id: 'root', path: '/', Component: BannerShell, children: [{ path: '*', Component: AnyPage }] }];
    const referral = { partnerName: 'Agence Lumière', landingPath: '/product/agent-sdr' };
    const at = (path: string) =>
      renderRoutes(routes, path, 'fr', { hydrationData: { loaderData: { root: { referral } } } });
    expect(at('/product/agent-sdr')).toContain('Vous êtes arrivé par le lien d’un partenaire (Agence Lumière).');
    expect(at('/product/agent-sdr')).toContain('aria-label="Lien partenaire"');
    expect(at('/market')).not.toContain('Agence Lumière');
  });
});
