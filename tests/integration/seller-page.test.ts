import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submitContactMessage } from '../../core/content/submit-contact-message.ts';
import { getSellerPage, sellerProductsPerPage } from '../../core/sellers/get-seller-page.ts';
import { buildReview, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { contactMessages, emailOutbox, reviews } from '../../db/schema/index.ts';
import { setUpTestJobs } from '../setup/test-jobs-hooks.ts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const ctx = setUpTestJobs(clock);
const deps = ctx.deps;

describe('getSellerPage', () => {
  it('shows the profile, figures over published products only, one page of products and the latest reviews', async () => {
    const seller = await createSeller(ctx.db, { publicName: 'Atelier Nova', certifiedAt: new Date() });
    const made = [];
    for (let i = 0; i < sellerProductsPerPage + 2; i++) {
      made.push(
        await createProduct(ctx.db, {
          sellerId: seller.id,
          title: `Agent Nova ${i}`,
          salesCount: i,
          ratingAvg: 4,
          ratingCount: i % 2 === 0 ? 2 : 0,
        }),
      );
    }
    // Not counted: a draft with sales and reviews.
    await createProduct(ctx.db, {
      sellerId: seller.id,
      status: 'draft',
      salesCount: 500,
      ratingAvg: 1,
      ratingCount: 50,
    });
    const buyer = await createUser(ctx.db, { name: 'Léa Acheteuse' });
    await ctx.db
      .insert(reviews)
      .values([
        buildReview({ productId: made[3]!.id, buyerId: buyer.id, rating: 5, createdAt: new Date('2026-11-01') }),
        buildReview({ productId: made[5]!.id, buyerId: buyer.id, rating: 3, createdAt: new Date('2026-11-10') }),
      ]);

    const first = await getSellerPage(deps(), seller.id, 1);
    expect(first).toMatchObject({ name: 'Atelier Nova', certified: true, salesCount: 91, ratingCount: 14 });
    expect(first.ratingAvg).toBe(4);
    expect(first.products.total).toBe(sellerProductsPerPage + 2);
    expect(first.products.pageCount).toBe(2);
    expect(first.products.items.map((p) => p.title)).toEqual(
      Array.from({ length: sellerProductsPerPage }, (_, i) => `Agent Nova ${sellerProductsPerPage + 1 - i}`),
    );
    expect(first.reviews.map((r) => [r.rating, r.product.title])).toEqual([
      [3, 'Agent Nova 5'],
      [5, 'Agent Nova 3'],
    ]);

    const second = await getSellerPage(deps(), seller.id, 2);
    expect(second.products.items.map((p) => p.title)).toEqual(['Agent Nova 1', 'Agent Nova 0']);
    expect((await getSellerPage(deps(), seller.id, 10_000)).products.items).toEqual([]);
  });

  it('answers 404 for an unknown or malformed seller id', async () => {
    await expect(getSellerPage(deps(), '00000000-0000-4000-8000-000000000000', 1)).rejects.toMatchObject({
      status: 404,
      code: 'seller_not_found',
    });
    await expect(getSellerPage(deps(), "1' or '1'='1", 1)).rejects.toMatchObject({ status: 404 });
  });

  it('counts a seller without any published product as zero everywhere', async () => {
    const seller = await createSeller(ctx.db, { publicName: 'Nouveau Venu' });
    const page = await getSellerPage(deps(), seller.id, 1);
    expect(page).toMatchObject({ ratingAvg: 0, ratingCount: 0, salesCount: 0, reviews: [] });
    expect(page.products).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });
});

describe('writing to a seller from their page', () => {
  const form = {
    name: 'Camille Martin',
    email: 'camille@example.com',
    subject: 'product',
    message: 'Bonjour, votre agent gère-t-il aussi les tickets en espagnol ?',
  };

  it('stores the message for the seller and mails it to their contact address, without the sender IP', async () => {
    const seller = await createSeller(ctx.db, { contactEmail: 'bonjour@atelier.example' });
    expect(await submitContactMessage(deps(), { form, ip: '203.0.113.9', sellerId: seller.id })).toEqual({
      status: 'sent',
    });
    const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.sellerId, seller.id));
    expect(stored).toMatchObject({ email: 'camille@example.com', subject: 'product' });
    await ctx.jobs.settled();
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'bonjour@atelier.example'));
    expect(mail!.subject).toBe('[Contact] Question sur un produit — Camille Martin');
    expect(mail!.text).toContain('Nouveau message reçu sur votre page créateur');
    expect(mail!.text).toContain(form.message);
    expect(mail!.text).not.toContain('203.0.113.9');
  });

  it('falls back to the account address and refuses an unknown seller without writing', async () => {
    const owner = await createUser(ctx.db, { email: 'createur@compte.example', roles: ['expert'] });
    const seller = await createSeller(ctx.db, { userId: owner.id, contactEmail: null });
    await submitContactMessage(deps(), { form, ip: '203.0.113.10', sellerId: seller.id });
    await ctx.jobs.settled();
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'createur@compte.example'))).toHaveLength(
      1,
    );

    const before = await ctx.db.select().from(contactMessages);
    for (const sellerId of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      await expect(submitContactMessage(deps(), { form, ip: '203.0.113.11', sellerId })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});
