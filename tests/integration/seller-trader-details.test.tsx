import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { SellerCard } from '../../app/components/product/seller-card.tsx';
import SellerProfilePage from '../../app/routes/seller/profile.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { approveSellerApplication } from '../../core/sellers/approve-seller-application.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { sellerApplicationSchema } from '../../core/sellers/seller-application.schema.ts';
import { submitSellerApplication } from '../../core/sellers/submit-seller-application.ts';
import {
  buildViewer,
  createCategory,
  createProduct,
  createUser,
  sellerApplicationForm,
} from '../../db/factories/index.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

/** Issue 17: sellers' trader details as the law wants them shown (DSA art. 30–31, L111-7). */
const ctx = setUpTestApp();
const db = () => ctx.database.db;
let categorySlug: string;
let admin: Viewer;

beforeAll(async () => {
  categorySlug = (await createCategory(db(), { slug: 'trader-details' })).slug;
  const a = await createUser(db(), { roles: ['admin'] });
  admin = buildViewer({ userId: a.id, roles: ['admin'] });
});

const issuesOf = (input: Record<string, unknown>) => {
  const parsed = sellerApplicationSchema.safeParse(sellerApplicationForm(categorySlug, input));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

/** An approved seller who applied with `input`, and a product of theirs on the market. */
async function approvedSeller(input: Record<string, unknown>, publicName?: string) {
  const user = await createUser(db());
  const viewer = buildViewer({ userId: user.id, email: user.email });
  const application = await submitSellerApplication(
    ctx.testApp.deps,
    viewer,
    sellerApplicationSchema.parse(sellerApplicationForm(categorySlug, input)),
  );
  await approveSellerApplication(ctx.testApp.deps, admin, { applicationId: application.id, publicName });
  const [profile] = await db().select().from(sellerProfiles).where(eq(sellerProfiles.userId, user.id));
  const product = await createProduct(db(), { sellerId: profile!.id });
  return { profile: profile!, product };
}

const json = async (path: string) => {
  const res = await ctx.app.request(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

/** The seller page, and the product page's seller card, as the server renders them. */
async function pagesOf(sellerId: string, slug: string) {
  const seller = await getSellerPage(ctx.testApp.deps, sellerId, 1);
  const product = await getProduct(ctx.testApp.deps, slug);
  // React separates adjacent texts with empty comments.
  return [
    renderPage(
      '/seller/:sellerId',
      SellerProfilePage,
      { loaderData: { seller, favoriteIds: [], follow: { followers: 0, following: null, own: false } } },
      'fr',
      {
        url: `/seller/${sellerId}`,
      },
    ),
    renderPage(`/product/${slug}`, () => <SellerCard seller={product.seller} productId={product.id} />, {}),
  ].map((html) => html.replaceAll('<!-- -->', ''));
}

describe('the status declared on /sell', () => {
  it('is required, and a register number is required of a professional only', () => {
    expect(issuesOf({ traderStatus: undefined })).toEqual({ traderStatus: 'trader_status_required' });
    expect(issuesOf({ traderStatus: 'professional', companyId: '' })).toEqual({ companyId: 'company_id_required' });
    expect(issuesOf({ traderStatus: 'individual', companyId: '', vatNumber: '' })).toEqual({});
    expect(issuesOf({ traderStatus: 'individual', companyId: '123' })).toEqual({ companyId: 'siret_invalid' });
    expect(() => sellerApplicationSchema.parse({ traderStatus: 'company' })).toThrow(ZodError);
  });
});

describe('a professional seller', () => {
  it('shows their legal name, address, contacts and numbers on their page and their products’, by API too', async () => {
    const { profile, product } = await approvedSeller({ traderStatus: 'professional' });
    expect(profile.trader).toMatchObject({ status: 'professional', legalName: 'Atelier Neuronal SARL' });
    const trader = {
      status: 'professional',
      legalName: 'Atelier Neuronal SARL',
      addressLine: '12 rue des Automates',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      phone: '+33612345678',
      email: 'contact@atelier-neuronal.example',
      companyId: '73282932000074',
      vatNumber: 'FR40303265045',
    };
    expect((await json(`/api/v1/sellers/${profile.id}`)).trader).toEqual(trader);
    expect(((await json(`/api/v1/products/${product.slug}`)).seller as { trader: unknown }).trader).toEqual(trader);

    for (const text of await pagesOf(profile.id, product.slug)) {
      expect(text).toContain('Informations sur le vendeur');
      expect(text).toContain('Vendeur professionnel');
      expect(text).toContain('Atelier Neuronal SARL');
      expect(text).toContain('12 rue des Automates, 69002 Lyon, France');
      expect(text).toContain('73282932000074');
      expect(text).toContain('FR40303265045');
    }
  });
});

describe('a seller who sells as a private individual', () => {
  it('shows only that status, never their name or address', async () => {
    const { profile, product } = await approvedSeller(
      {
        traderStatus: 'individual',
        legalName: 'Jeanne Particulière',
        addressLine: '3 impasse Privée',
        companyId: '',
        vatNumber: '',
      },
      'Jeanne crée',
    );
    expect(profile.trader).toMatchObject({ status: 'individual', legalName: 'Jeanne Particulière', companyId: null });
    expect((await json(`/api/v1/sellers/${profile.id}`)).trader).toEqual({ status: 'individual' });
    expect(((await json(`/api/v1/products/${product.slug}`)).seller as { trader: unknown }).trader).toEqual({
      status: 'individual',
    });
    for (const text of await pagesOf(profile.id, product.slug)) {
      expect(text).toContain('Particulier');
      expect(text).toContain('le droit de la consommation ne s’appliquerait pas');
      expect(text).not.toContain('Jeanne Particulière');
      expect(text).not.toContain('3 impasse Privée');
    }
  });
});
