import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { acceptAffiliateInvitation } from '../../core/affiliates/accept-affiliate-invitation.ts';
import { inviteAffiliate } from '../../core/affiliates/invite-affiliate.ts';
import { listSellerAffiliates } from '../../core/affiliates/list-seller-affiliates.ts';
import { removeAffiliate } from '../../core/affiliates/remove-affiliate.ts';
import { updateAffiliateRates } from '../../core/affiliates/update-affiliate-rates.ts';
import { getPartnerDashboard } from '../../core/partners/get-partner-dashboard.ts';
import { recordReferralClick } from '../../core/partners/record-referral-click.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import {
  buildViewer,
  createAffiliate,
  createPartner,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { emailOutbox, notifications, orderItems, orders, sellerAffiliates } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { paySandboxOrder, placeSandboxOrder } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

async function sellerViewer() {
  const owner = await createUser(db(), { roles: ['expert'] });
  const seller = await createSeller(db(), { userId: owner.id, publicName: 'Atelier Neuronal' });
  const viewer = buildViewer({ userId: owner.id, email: owner.email, roles: ['expert'] });
  return { seller, viewer };
}

async function customer(): Promise<Viewer> {
  const user = await createUser(db());
  return buildViewer({ userId: user.id, email: user.email, name: user.name });
}

const viewerOf = (user: { id: string; email: string }, roles: Viewer['roles'] = []) =>
  buildViewer({ userId: user.id, email: user.email, roles });

let address = 10;
/** A click on `code`'s link to the product, as the referral middleware records it: the visitor's token, if counted. */
const click = async (code: string, slug: string) =>
  (
    await recordReferralClick(deps(), {
      code,
      target: { kind: 'product', slug },
      landingPath: `/product/${slug}`,
      visitorToken: null,
      ip: `203.0.113.${address++}`,
    })
  )?.visitorToken ?? null;

const ledgerOf = async (orderId: string) =>
  Object.fromEntries(
    (
      await rows<{ account: string; total: number }>(
        db(),
        sql`select le.account, sum(le.amount_cents)::int as total from ledger_entries le
            join order_items oi on oi.id = le.order_item_id where oi.order_id = ${orderId} group by le.account`,
      )
    ).map((row) => [row.account, row.total]),
  );

async function buy(buyer: Viewer, productIds: string[], token: string | null) {
  const placed = await placeSandboxOrder(
    ctx,
    buyer,
    productIds.map((productId) => ({ productId, quantity: 1 })),
    { referralToken: token },
  );
  await paySandboxOrder(ctx, placed.orderId);
  return placed.orderId;
}

describe('inviting an affiliate', () => {
  it('tells an existing account in-app and by e-mail; accepting makes them a payee with a code', async () => {
    const { seller, viewer } = await sellerViewer();
    const product = await createProduct(db(), { sellerId: seller.id });
    const invitee = await createUser(db(), { email: 'lea.affiliee@test.deploia.example' });
    const { id } = await inviteAffiliate(deps(), viewer, {
      email: ' Lea.Affiliee@test.deploia.example ',
      defaultPercent: 15,
      rates: [{ productId: product.id, percent: 25 }],
    });
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, invitee.id));
    expect(note).toMatchObject({
      title: 'Invitation à devenir affilié',
      metadata: { redirect_url: '/dashboard/partner' },
    });
    expect(note!.message).toContain('Atelier Neuronal');
    await ctx.testApp.jobs.settled();
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, invitee.email));
    expect(mail.map((m) => m.subject)).toContain('Invitation à devenir affilié');

    // The invitee sees the invitation on the partner dashboard, without the partner role.
    const before = await getPartnerDashboard(deps(), viewerOf(invitee));
    expect(before).toMatchObject({ isPartner: false, invitations: [{ id, sellerName: 'Atelier Neuronal' }] });

    await expect(
      acceptAffiliateInvitation(deps(), viewerOf(await createUser(db())), { affiliateId: id }),
    ).rejects.toMatchObject({ code: 'affiliate_invitation_not_found' });
    await acceptAffiliateInvitation(deps(), viewerOf(invitee), { affiliateId: id });
    const after = await getPartnerDashboard(deps(), viewerOf(invitee));
    expect(after.invitations).toEqual([]);
    expect(after.affiliations).toEqual([
      expect.objectContaining({
        sellerId: seller.id,
        defaultPercent: 15,
        rates: [expect.objectContaining({ slug: product.slug, percent: 25 })],
      }),
    ]);
    const listed = await listSellerAffiliates(deps(), viewer);
    expect(listed.affiliates).toEqual([
      expect.objectContaining({ id, status: 'active', code: after.code, defaultPercent: 15 }),
    ]);
  });

  it('e-mails an address without an account, and refuses oneself, a duplicate, another seller’s product, a non-seller', async () => {
    const { seller, viewer } = await sellerViewer();
    await inviteAffiliate(deps(), viewer, { email: 'new.person@test.deploia.example', defaultPercent: 10, rates: [] });
    await ctx.testApp.jobs.settled();
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'new.person@test.deploia.example')),
    ).toHaveLength(1);

    const input = { email: 'new.person@test.deploia.example', defaultPercent: 10, rates: [] };
    await expect(inviteAffiliate(deps(), viewer, input)).rejects.toMatchObject({ code: 'affiliate_already_invited' });
    await expect(inviteAffiliate(deps(), viewer, { ...input, email: viewer.email })).rejects.toMatchObject({
      code: 'affiliate_self',
    });
    const foreign = await createProduct(db());
    await expect(
      inviteAffiliate(deps(), viewer, {
        ...input,
        email: 'x@test.deploia.example',
        rates: [{ productId: foreign.id, percent: 10 }],
      }),
    ).rejects.toMatchObject({ code: 'affiliate_product_foreign', status: 403 });
    await expect(
      inviteAffiliate(deps(), viewer, { ...input, email: 'y@test.deploia.example', defaultPercent: 80 }),
    ).rejects.toThrow('rate_invalid');
    await expect(
      inviteAffiliate(deps(), viewer, { ...input, email: 'z@test.deploia.example', defaultPercent: null }),
    ).rejects.toThrow('rate_required');
    await expect(inviteAffiliate(deps(), await customer(), input)).rejects.toMatchObject({ status: 403 });
    expect(await db().select().from(sellerAffiliates).where(eq(sellerAffiliates.sellerId, seller.id))).toHaveLength(1);
  });
});

describe('an affiliate’s sale', () => {
  it('earns the product’s rate out of the seller’s share; a refund takes it back from the affiliate', async () => {
    const { seller } = await sellerViewer();
    const rated = await createProduct(db(), { sellerId: seller.id, priceCents: 12_000, status: 'published' });
    const other = await createProduct(db(), { sellerId: seller.id, priceCents: 6_000, status: 'published' });
    const elsewhere = await createProduct(db(), { priceCents: 6_000, status: 'published' });
    const { user, partner } = await createAffiliate(db(), {
      sellerId: seller.id,
      defaultPercent: 10,
      rates: [{ productId: rated.id, percent: 25 }],
    });
    // The link counts on the seller's products only: the affiliate is nobody's business partner.
    expect(await click(partner.code, elsewhere.slug)).toBeNull();
    const token = await click(partner.code, rated.slug);
    expect(token).toBeTruthy();

    const buyer = await customer();
    const orderId = await buy(buyer, [rated.id, other.id, elsewhere.id], token);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.partnerId).toBe(partner.id);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const line = (productId: string) => lines.find((l) => l.productId === productId)!;
    expect(line(rated.id)).toMatchObject({ affiliateCommissionCents: 2_500, partnerCommissionCents: 0 });
    expect(line(other.id)).toMatchObject({ affiliateCommissionCents: 500, partnerCommissionCents: 0 });
    expect(line(elsewhere.id)).toMatchObject({ affiliateCommissionCents: 0, partnerCommissionCents: 0 });
    expect(await ledgerOf(orderId)).toEqual({
      [`seller:${seller.id}`]: 7_000 + 3_500 - 2_500 - 500,
      [`seller:${elsewhere.sellerId}`]: 3_500,
      platform: 3_000 + 1_500 + 1_500,
      [`partner:${partner.id}`]: 3_000,
    });

    const dashboard = await getPartnerDashboard(deps(), viewerOf(user));
    expect(dashboard.balance.pendingCents).toBe(3_000);
    expect(dashboard.affiliations).toEqual([expect.objectContaining({ sales: 2, commissionCents: 3_000 })]);

    await requestRefund(deps(), buyer, { orderId, reason: 'Ne correspond pas à mon besoin.' });
    await ctx.testApp.jobs.settled();
    expect(await ledgerOf(orderId)).toEqual({
      [`seller:${seller.id}`]: 0,
      [`seller:${elsewhere.sellerId}`]: 0,
      platform: 0,
      [`partner:${partner.id}`]: 0,
    });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title).sort()).toEqual(['Commission annulée', 'Commission partenaire']);
  });

  it('a business partner who is also the seller’s affiliate earns the affiliate rate there, the platform’s elsewhere', async () => {
    const { seller } = await sellerViewer();
    const mine = await createProduct(db(), { sellerId: seller.id, priceCents: 12_000, status: 'published' });
    const elsewhere = await createProduct(db(), { priceCents: 12_000, status: 'published' });
    const { user, partner } = await createPartner(db());
    const now = new Date();
    await db().insert(sellerAffiliates).values({
      sellerId: seller.id,
      email: user.email,
      partnerId: partner.id,
      status: 'active',
      defaultPercent: 20,
      invitedAt: now,
      acceptedAt: now,
    });
    const orderId = await buy(await customer(), [mine.id, elsewhere.id], await click(partner.code, mine.slug));
    expect(await ledgerOf(orderId)).toEqual({
      [`seller:${seller.id}`]: 7_000 - 2_000,
      [`seller:${elsewhere.sellerId}`]: 7_000,
      platform: 3_000 + 3_000 - 1_000,
      [`partner:${partner.id}`]: 2_000 + 1_000,
    });
  });

  it('the seller changes rates and removes the affiliate; another seller can do neither', async () => {
    const { seller, viewer } = await sellerViewer();
    const product = await createProduct(db(), { sellerId: seller.id, priceCents: 12_000, status: 'published' });
    const { partner, affiliate } = await createAffiliate(db(), { sellerId: seller.id, defaultPercent: 10 });
    const stranger = await sellerViewer();
    const input = { affiliateId: affiliate.id, defaultPercent: 30, rates: [] };
    await expect(updateAffiliateRates(deps(), stranger.viewer, input)).rejects.toMatchObject({ status: 404 });
    await expect(removeAffiliate(deps(), stranger.viewer, { affiliateId: affiliate.id })).rejects.toMatchObject({
      status: 404,
    });

    await updateAffiliateRates(deps(), viewer, input);
    const first = await buy(await customer(), [product.id], await click(partner.code, product.slug));
    expect((await ledgerOf(first))[`partner:${partner.id}`]).toBe(3_000);

    await removeAffiliate(deps(), viewer, { affiliateId: affiliate.id });
    expect(await click(partner.code, product.slug)).toBeNull();
    expect((await listSellerAffiliates(deps(), viewer)).affiliates).toEqual([]);
    // A click made before the removal no longer attributes an order.
    const token = await click((await createAffiliate(db(), { sellerId: seller.id })).partner.code, product.slug);
    const second = await buy(await customer(), [product.id], token);
    expect((await ledgerOf(second))[`partner:${partner.id}`]).toBeUndefined();
  });
});
