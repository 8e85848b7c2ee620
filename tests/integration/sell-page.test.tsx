import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerContext } from '../../app/context.ts';
import SellPage, { action, loader, type SellActionData } from '../../app/routes/sell/sell.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { rejectSellerApplication } from '../../core/sellers/reject-seller-application.ts';
import {
  buildViewer,
  createCategory,
  createSellerApplication,
  createUser,
  sellerApplicationForm,
} from '../../db/factories/index.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
let categorySlug: string;

beforeAll(async () => {
  categorySlug = (
    await createCategory(db(), {
      slug: 'chatbots',
      labels: { fr: 'Chatbots', en: 'Chatbots', es: 'Chatbots', de: 'Chatbots' },
    })
  ).slug;
});

async function member(roles: Viewer['roles'] = []) {
  const u = await createUser(db(), { roles });
  return buildViewer({ userId: u.id, email: u.email, roles });
}

async function routeArgs(path: string, viewer: Viewer | null, init?: RequestInit) {
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  const url = new URL(`http://localhost:3000${path}`);
  return { request: new Request(url, init), url, context, params: {} } as never;
}

type LoaderData = Parameters<typeof SellPage>[0]['loaderData'];
const load = async (viewer: Viewer | null, path = '/sell') =>
  answerOf<LoaderData>(await loader(await routeArgs(path, viewer)));

function post(viewer: Viewer | null, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return routeArgs('/sell', viewer, { method: 'POST', body });
}

type PageProps = { loaderData: LoaderData; actionData?: SellActionData };
const render = (props: PageProps, locale?: Locale) =>
  renderPage('/sell', SellPage, props, locale, { action: () => null });

describe('/sell', () => {
  it('shows a visitor the programme and sign-in and sign-up links that come back to /sell, no form', async () => {
    const { data } = await load(null);
    expect(data).toMatchObject({ audience: 'visitor', application: null, categories: [] });
    const html = render({ loaderData: data });
    expect(html).toContain('70 %');
    expect(html).toContain('virement SEPA');
    expect(html).toContain('garantie de 30 jours');
    expect(html).toContain(`href="/auth?redirectTo=${encodeURIComponent('/sell#application')}"`);
    expect(html).toContain(`href="/signup?redirectTo=${encodeURIComponent('/sell#application')}"`);
    expect(html).not.toContain('name="iban"');
    expect(html).not.toMatch(/sell:|programme\.|form\./);
  });

  it('sends a visitor who posts the form to sign in first', async () => {
    const answer = await action(await post(null, sellerApplicationForm(categorySlug))).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(`/auth?redirectTo=${encodeURIComponent('/sell')}`);
  });

  it('shows experts and administrators that they sell already, with their links', async () => {
    for (const roles of [['expert'], ['admin']] as const) {
      const { data } = await load(await member([...roles]));
      expect(data.audience).toBe('seller');
      const html = render({ loaderData: data });
      expect(html).toContain('Vous êtes déjà vendeur');
      expect(html).toContain('href="/products/new"');
      expect(html).toContain('href="/dashboard/products"');
      expect(html).not.toContain('name="iban"');
    }
  });

  it('gives a member the form with the categories; field errors come back translated and nothing is stored', async () => {
    const viewer = await member();
    const { data } = await load(viewer);
    expect(data.categories).toContainEqual({ slug: 'chatbots', label: 'Chatbots' });
    expect(render({ loaderData: data })).toContain('name="iban"');

    const bad = {
      ...sellerApplicationForm(categorySlug),
      iban: 'FR76 3000 6000 0112 3456 7890 188',
      companyId: '73282932000075',
    };
    delete (bad as Record<string, unknown>).selfCertified;
    const answer = answerOf<SellActionData>(await action(await post(viewer, bad)));
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toMatchObject({
      iban: 'iban_invalid',
      companyId: 'siret_invalid',
      selfCertified: 'self_certification_required',
    });
    expect(answer.data.values).toMatchObject({ legalName: 'Atelier Neuronal SARL', categories: ['chatbots'] });
    expect(await db().select().from(sellerApplications).where(eq(sellerApplications.userId, viewer.userId))).toEqual(
      [],
    );

    const fr = render({ loaderData: data, actionData: answer.data });
    expect(fr).toContain('IBAN invalide : vérifiez-le caractère par caractère.');
    expect(fr).toContain('SIRET invalide : vérifiez ses 14 chiffres.');
    expect(fr).toContain('3 champs sont à corriger.');
    expect(fr).toContain('value="Atelier Neuronal SARL"');
    expect(fr).toMatch(/aria-invalid="true"[^>]*name="iban"|name="iban"[^>]*aria-invalid="true"/);
    const en = render({ loaderData: data, actionData: answer.data }, 'en');
    expect(en).toContain('Invalid IBAN: check it character by character.');
    expect(en).toContain('Invalid SIRET: check its 14 digits.');
    for (const locale of ['es', 'de'] as const) {
      expect(render({ loaderData: data, actionData: answer.data }, locale)).not.toMatch(/errors\.|form\.fields/);
    }
  });

  it('files a valid application, redirects back, then shows it pending without the form; a second post is a 409', async () => {
    const viewer = await member();
    const fields = { ...sellerApplicationForm(categorySlug), categories: [categorySlug] };
    const redirected = await action(await post(viewer, fields)).catch((e: unknown) => e);
    expect((redirected as Response).headers.get('location')).toBe('/sell?sent=1#application');

    const { data } = await load(viewer, '/sell?sent=1');
    expect(data).toMatchObject({ audience: 'member', sent: true, application: { status: 'pending' } });
    const html = render({ loaderData: data });
    expect(html).toContain('Candidature en cours d’examen');
    expect(html).toContain('Votre candidature a bien été envoyée.');
    expect(html).not.toContain('name="iban"');

    const again = answerOf<SellActionData>(await action(await post(viewer, fields)));
    expect(again.status).toBe(409);
    expect(again.data.error).toBe('application_pending');
    expect(render({ loaderData: { ...data, application: null }, actionData: again.data })).toContain(
      'Votre candidature est déjà en cours d’examen',
    );
  });

  it('shows a rejection with the administrator’s reasons and the form again, filled with what was sent', async () => {
    const viewer = await member();
    const application = await createSellerApplication(db(), { userId: viewer.userId, categories: ['chatbots'] });
    const admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
    await rejectSellerApplication(ctx.testApp.deps, admin, {
      applicationId: application.id,
      reason: 'Ajoutez un lien vers un produit déployé.',
    });
    const { data } = await load(viewer);
    expect(data.initial).toMatchObject({ legalName: 'Atelier Neuronal SARL', categories: ['chatbots'] });
    expect(data.initial).not.toHaveProperty('iban');
    const html = render({ loaderData: data });
    expect(html).toContain('Candidature refusée');
    expect(html).toContain('Ajoutez un lien vers un produit déployé.');
    expect(html).toContain('Vous pouvez corriger votre candidature');
    expect(html).toContain('name="iban"');
    expect(render({ loaderData: data }, 'en')).toContain('Application declined');
  });
});
