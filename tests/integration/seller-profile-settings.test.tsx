import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SellerProfileActionData } from '../../app/components/seller-profile/seller-profile-action.ts';
import { viewerContext } from '../../app/context.ts';
import SellerProfilePage, { action, loader } from '../../app/routes/dashboard/seller-profile.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { updateSellerPayout } from '../../core/sellers/update-seller-payout.ts';
import { buildViewer, createSeller, createUser } from '../../db/factories/index.ts';
import { auditLog, sellerProfiles } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

async function person(roles: Viewer['roles'] = [], overrides: Partial<Viewer> = {}) {
  const u = await createUser(db(), { roles, name: 'Camille Expert' });
  return buildViewer({ userId: u.id, email: u.email, name: 'Camille Expert', roles, ...overrides });
}

async function routeArgs(viewer: Viewer | null, init?: RequestInit) {
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  const url = new URL('http://localhost:3000/dashboard/seller-profile');
  return { request: new Request(url, init), url, context, params: {} } as never;
}

type LoaderData = Parameters<typeof SellerProfilePage>[0]['loaderData'];
const load = async (viewer: Viewer | null) => answerOf<LoaderData>(await loader(await routeArgs(viewer)));
const post = async (viewer: Viewer, body: FormData | Record<string, string>) => {
  const form = body instanceof FormData ? body : new URLSearchParams(body);
  return answerOf<SellerProfileActionData>(await action(await routeArgs(viewer, { method: 'POST', body: form })));
};
const profileOf = async (userId: string) =>
  (await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)))[0];

type PageProps = { loaderData: LoaderData; actionData?: SellerProfileActionData };
const render = (props: PageProps, locale?: Locale) =>
  renderPage('/dashboard/seller-profile', SellerProfilePage, props, locale, { action: () => null });

const validProfile = {
  intent: 'profile',
  publicName: 'Atelier Neuronal',
  bio: 'Agents IA <b>pour</b> les PME.',
  website: 'https://atelier-neuronal.example',
  contactEmail: 'Ventes@Atelier-Neuronal.example',
  expertise: 'RAG, agents vocaux, rag, , n8n',
};

describe('/dashboard/seller-profile', () => {
  it('sends a visitor to sign in and a customer to /sell', async () => {
    const visitor = await loader(await routeArgs(null)).catch((e: unknown) => e);
    expect((visitor as Response).headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    const customer = await loader(await routeArgs(await person())).catch((e: unknown) => e);
    expect((customer as Response).headers.get('location')).toBe('/sell');
    const posted = await action(
      await routeArgs(await person(), { method: 'POST', body: new URLSearchParams(validProfile) }),
    ).catch((e: unknown) => e);
    expect((posted as Response).headers.get('location')).toBe('/sell');
  });

  it('lets an expert without a profile create it; the public page shows it, never the contact address', async () => {
    const expert = await person(['expert']);
    const { data } = await load(expert);
    expect(data.settings).toMatchObject({ id: null, publicName: 'Camille Expert', payoutIban: null });
    expect(render({ loaderData: data })).toContain('enregistrez ce formulaire pour le créer');

    const saved = await post(expert, validProfile);
    expect(saved.data).toEqual({ intent: 'profile', ok: true });
    const profile = await profileOf(expert.userId);
    expect(profile).toMatchObject({
      publicName: 'Atelier Neuronal',
      bio: 'Agents IA <b>pour</b> les PME.',
      website: 'https://atelier-neuronal.example',
      contactEmail: 'ventes@atelier-neuronal.example',
      expertise: ['RAG', 'agents vocaux', 'n8n'],
    });
    const page = await getSellerPage(deps(), profile!.id, 1);
    expect(page).toMatchObject({
      name: 'Atelier Neuronal',
      website: 'https://atelier-neuronal.example',
      expertise: ['RAG', 'agents vocaux', 'n8n'],
    });
    expect(JSON.stringify(page)).not.toContain('ventes@');

    const html = render({ loaderData: (await load(expert)).data });
    expect(html).toContain('Aperçu de votre carte publique');
    expect(html).toContain('Atelier Neuronal');
    expect(html).toContain('Agents IA &lt;b&gt;pour&lt;/b&gt; les PME.');
    expect(html).toContain(`href="/seller/${profile!.id}"`);
  });

  it('answers translated field errors for bad input and changes nothing', async () => {
    const seller = await createSeller(db(), { publicName: 'Studio Avant' });
    const expert = await person(['expert'], { userId: seller.userId });
    const answer = await post(expert, {
      ...validProfile,
      publicName: 'A',
      website: 'javascript:alert(1)',
      contactEmail: 'pas-un-email',
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { publicName: 'public_name_too_short', website: 'website_invalid', contactEmail: 'email_invalid' },
    });
    expect((await profileOf(seller.userId))!.publicName).toBe('Studio Avant');

    const { data } = await load(expert);
    const fr = render({ loaderData: data, actionData: answer.data });
    expect(fr).toContain('Votre nom public doit compter au moins 2 caractères.');
    expect(fr).toContain('Indiquez une adresse web complète (https://…).');
    const en = render({ loaderData: data, actionData: answer.data }, 'en');
    expect(en).toContain('Your public name must be at least 2 characters long.');
    expect(en).toContain('Enter a full web address (https://…).');
    for (const locale of ['es', 'de'] as const) {
      expect(render({ loaderData: data, actionData: answer.data }, locale)).not.toMatch(/profile\.|errors\./);
    }
  });

  it('changes the payout account only on a second-factor session, checks the IBAN, and audits the change', async () => {
    const seller = await createSeller(db(), { payoutName: 'Ancien Titulaire', payoutIban: 'DE89370400440532013000' });
    const aal1 = await person(['expert'], { userId: seller.userId });
    const refused = await post(aal1, { intent: 'payout', payoutName: 'Pirate', iban: 'FR7630006000011234567890189' });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, error: 'second_factor_required' });
    expect(await profileOf(seller.userId)).toMatchObject({
      payoutName: 'Ancien Titulaire',
      payoutIban: 'DE89370400440532013000',
    });

    const html = render({ loaderData: (await load(aal1)).data });
    expect(html).toContain('activez d’abord la double authentification');
    expect(html).toContain('href="/profile#two-factor"');
    expect(html).toContain('DE89 •••• 3000');
    const withTotp = await person(['expert'], { userId: seller.userId, twoFactorEnabled: true });
    expect(render({ loaderData: (await load(withTotp)).data })).toContain(
      'reconnectez-vous en validant votre second facteur',
    );

    const aal2 = { ...aal1, aal: 'aal2' as const, twoFactorEnabled: true };
    const bad = await post(aal2, { intent: 'payout', payoutName: 'Atelier', iban: 'FR7630006000011234567890188' });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { iban: 'iban_invalid' } });
    expect(render({ loaderData: (await load(aal2)).data, actionData: bad.data }, 'en')).toContain(
      'Invalid IBAN: check it character by character.',
    );

    const ok = await post(aal2, {
      intent: 'payout',
      payoutName: 'Atelier Neuronal SARL',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
    });
    expect(ok.data).toEqual({ intent: 'payout', ok: true });
    expect(await profileOf(seller.userId)).toMatchObject({
      payoutName: 'Atelier Neuronal SARL',
      payoutIban: 'FR7630006000011234567890189',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seller_profile.payout_change'), eq(auditLog.targetId, seller.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: seller.userId,
        data: { payoutName: 'Atelier Neuronal SARL', iban: 'FR76 •••• 0189' },
      }),
    ]);
  });

  it('refuses the payout account to an expert who has no profile yet (409)', async () => {
    const expert = await person(['expert'], { aal: 'aal2', twoFactorEnabled: true });
    await expect(
      updateSellerPayout(deps(), expert, { payoutName: 'X', iban: 'FR7630006000011234567890189' }),
    ).rejects.toMatchObject({ code: 'seller_profile_missing', status: 409 });
  });

  it('replaces the picture through the image pipeline, refuses a file that is not an image, and removes it', async () => {
    const seller = await createSeller(db());
    const expert = await person(['expert'], { userId: seller.userId });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0e7a53' } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('intent', 'avatar');
      form.set('avatar', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      return form;
    };
    expect((await post(expert, upload(png, 'logo.png'))).data).toEqual({ intent: 'avatar', ok: true });
    const url = (await profileOf(seller.userId))!.avatarUrl!;
    expect(url).toMatch(/^\/media\/sellers\/.+-256\.webp$/);
    const key = url.slice('/media/'.length);
    expect((await deps().files.get(key))?.contentType).toBe('image/webp');

    const lying = await post(expert, upload(new TextEncoder().encode('<script>alert(1)</script>'), 'logo.png'));
    expect(lying.status).toBe(400);
    expect(lying.data).toMatchObject({ fieldErrors: { avatar: 'image_invalid' } });
    expect((await profileOf(seller.userId))!.avatarUrl).toBe(url);

    const removed = new FormData();
    removed.set('intent', 'remove-avatar');
    expect((await post(expert, removed)).data).toEqual({ intent: 'remove-avatar', ok: true });
    expect((await profileOf(seller.userId))!.avatarUrl).toBeNull();
    expect(await deps().files.get(key)).toBeNull();
  });
});

describe('GET|PUT /api/v1/seller/profile', () => {
  const password = 'Profil-vendeur-solide-1';
  async function signedIn(roles: Viewer['roles']) {
    const u = await createUser(db(), { password, roles });
    const cookie = await ctx.signInCookies(u.email, password);
    return { user: u, cookie };
  }
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    ctx.callJson(method, `/api/v1${path}`, cookie, body);

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await call('GET', '/seller/profile', '')).status).toBe(401);
    const { cookie } = await signedIn([]);
    const res = await call('PUT', '/seller/profile', cookie, { publicName: 'Moi' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'not_a_seller' } });
  });

  it('lets an expert read and save their profile; unknown keys and bad fields are 400; payouts need a second factor', async () => {
    const { user, cookie } = await signedIn(['expert']);
    const first = await call('GET', '/seller/profile', cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { id: null } });

    const saved = await call('PUT', '/seller/profile', cookie, {
      publicName: 'Studio API',
      expertise: ['RAG'],
      bio: 'Bonjour',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ data: { publicName: 'Studio API', expertise: ['RAG'], website: null } });

    expect(
      (await call('PUT', '/seller/profile', cookie, { publicName: 'Studio API', certifiedAt: '2026-01-01' })).status,
    ).toBe(400);
    const bad = await call('PUT', '/seller/profile', cookie, { publicName: 'S', website: 'ftp://x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: unknown[] } }).error.details).toEqual(
      expect.arrayContaining([
        { path: 'publicName', message: 'public_name_too_short' },
        { path: 'website', message: 'website_invalid' },
      ]),
    );
    expect((await profileOf(user.id))!.publicName).toBe('Studio API');

    const payout = await call('PUT', '/seller/profile/payout', cookie, {
      payoutName: 'Studio',
      iban: 'FR7630006000011234567890189',
    });
    expect(payout.status).toBe(403);
    expect(await payout.json()).toMatchObject({ error: { code: 'second_factor_required' } });
    expect((await profileOf(user.id))!.payoutIban).toBeNull();
  });
});
