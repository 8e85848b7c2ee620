import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buildPaidOrder, createAffiliate, createUser } from '../factories/index.ts';
import { partnerApplications } from '../schema/index.ts';
import { insertPaidOrders } from './paid-orders.ts';

const day = 86_400_000;

/** A « Devenir partenaire » application waiting in /admin/partners. */
export async function seedDemoPartnerApplication(db: Db, now: number): Promise<void> {
  const user = await createUser(db, {
    email: 'camille.dupont@partners.demo.deploia.example',
    name: 'Camille Dupont',
    createdAt: new Date(now - 3 * day),
  });
  await db.insert(partnerApplications).values({
    userId: user.id,
    companyName: 'Studio Dupont Digital',
    website: 'https://studio-dupont.example',
    audience: 'Une lettre d’information suivie par 8 000 dirigeants de PME, en France et en Belgique.',
    promotionPlan:
      'Une sélection mensuelle de produits Déploia avec un cas client, et des webinaires de démonstration.',
    country: 'FR',
    consentedAt: new Date(now - 2 * day),
    createdAt: new Date(now - 2 * day),
  });
}

/**
 * An affiliate of the demo expert's shop (20 % on all its products) and one sale through their link five days ago,
 * so that /dashboard/affiliates and the affiliate's partner dashboard are not empty.
 */
export async function seedDemoAffiliate(
  db: Db,
  input: { sellerId: string; product: { id: string; title: string; priceCents: number }; buyerId: string; now: number },
): Promise<void> {
  const percent = 20;
  const { partner } = await createAffiliate(db, {
    sellerId: input.sellerId,
    defaultPercent: percent,
    email: 'affilie@partners.demo.deploia.example',
    name: 'Hugo Affilié',
  });
  const { order, items } = buildPaidOrder({
    buyerId: input.buyerId,
    paidAt: new Date(input.now - 5 * day),
    lines: [
      {
        productId: input.product.id,
        sellerId: input.sellerId,
        title: input.product.title,
        unitPriceCents: input.product.priceCents,
      },
    ],
  });
  const line = items[0]!;
  line.affiliateCommissionCents = Math.floor(((line.sellerShareCents + line.platformFeeCents) * percent) / 100);
  await insertPaidOrders(db, [{ ...order, partnerId: partner.id }], items);
  await db.execute(sql`update products set sales_count = sales_count + 1 where id = ${input.product.id}`);
}
