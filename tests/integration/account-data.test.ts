import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAvatar, removeAvatar } from '../../core/accounts/change-avatar.ts';
import { deleteAccount, erasedEmail } from '../../core/accounts/delete-account.ts';
import { exportAccountData } from '../../core/accounts/export-account-data.ts';
import { getSecurityState } from '../../core/accounts/get-security-state.ts';
import { revokeAllSessions, revokeSession } from '../../core/accounts/revoke-sessions.ts';
import { systemClock } from '../../core/ports/clock.ts';
import type { Database } from '../../db/client.ts';
import { buildViewer, createPaidOrder, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import {
  account,
  contactMessages,
  emailOutbox,
  invoices,
  newsletterSubscribers,
  orders,
  products,
  profiles,
  sellerProfiles,
  session,
  smsOutbox,
  user,
  userRoles,
  verification,
} from '../../db/schema/index.ts';
import { localFileStore } from '../../server/adapters/storage/local.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
let files: ReturnType<typeof localFileStore>;
const deps = () => ({ db: database.db, clock: systemClock, files });

beforeAll(async () => {
  database = await openTestDatabase();
  files = localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-avatars-')));
});
afterAll(() => database.close());

async function withSession(userId: string, agent = 'Firefox') {
  const [row] = await database.db
    .insert(session)
    .values({ userId, token: crypto.randomUUID(), expiresAt: new Date(Date.now() + 3600_000), userAgent: agent })
    .returning();
  return row!;
}

describe('changeAvatar', () => {
  it('keeps a real image as a 256 px WebP without metadata, and refuses what is not one', async () => {
    const u = await createUser(database.db);
    const viewer = buildViewer({ userId: u.id });
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0e7a53' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const url = await changeAvatar(deps(), viewer, png);
    expect(url).toMatch(new RegExp(`^/media/avatars/${u.id}-[0-9a-f]{12}-256\\.webp$`));
    const stored = await files.get(url.replace('/media/', ''));
    const meta = await sharp(stored!.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(profile?.avatarUrl).toBe(url);
    // Every rendition of the pipeline's avatar profile: 64, 128 and 256 px, WebP and AVIF.
    expect(profile?.avatarVariants?.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
      ['avif-128', 'avif-256', 'avif-64', 'webp-128', 'webp-256', 'webp-64'].sort(),
    );
    for (const variant of profile?.avatarVariants ?? []) expect(await files.exists(variant.path)).toBe(true);

    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    await expect(changeAvatar(deps(), viewer, script)).rejects.toMatchObject({ code: 'avatar_invalid', status: 400 });
    await expect(changeAvatar(deps(), viewer, new Uint8Array(6 * 1024 * 1024))).rejects.toMatchObject({
      code: 'avatar_too_large',
    });
    await expect(changeAvatar(deps(), null, png)).rejects.toMatchObject({ status: 401 });
  });

  it('deletes the replaced file, and the file of a removed avatar', async () => {
    const u = await createUser(database.db);
    const viewer = buildViewer({ userId: u.id });
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const key = (url: string) => url.replace('/media/', '');
    const first = await changeAvatar(deps(), viewer, image);
    const second = await changeAvatar(deps(), viewer, image);
    expect(second).not.toBe(first);
    expect(await files.exists(key(first))).toBe(false);
    expect(await files.exists(key(first).replace('-256.webp', '-64.avif'))).toBe(false);
    expect(await files.exists(key(second))).toBe(true);
    expect(await files.exists(key(second).replace('-256.webp', '-64.avif'))).toBe(true);

    await removeAvatar(deps(), viewer);
    expect(await files.exists(key(second))).toBe(false);
    expect(await files.exists(key(second).replace('-256.webp', '-128.webp'))).toBe(false);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(profile?.avatarUrl).toBeNull();
    // Removing again, or with no avatar at all, is not an error.
    await removeAvatar(deps(), viewer);
  });

  it('leaves alone an avatar that is not one of our files (an OAuth picture)', async () => {
    const u = await createUser(database.db);
    await database.db
      .update(profiles)
      .set({ avatarUrl: 'https://avatars.example/u/1.png' })
      .where(eq(profiles.id, u.id));
    await removeAvatar(deps(), buildViewer({ userId: u.id }));
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(profile?.avatarUrl).toBeNull();
  });
});

describe('sessions', () => {
  it('lists only the user’s own sessions and revokes only those', async () => {
    const alice = await createUser(database.db, { password: 'Alice-mot-de-passe-1' });
    const bob = await createUser(database.db);
    const current = await withSession(alice.id, 'Firefox');
    const other = await withSession(alice.id, 'Chromium');
    const bobs = await withSession(bob.id);
    const viewer = buildViewer({ userId: alice.id, sessionId: current.id });

    const state = await getSecurityState(deps(), viewer);
    expect(state.sessions.map((s) => s.id).sort()).toEqual([current.id, other.id].sort());
    expect(state.sessions.find((s) => s.current)?.id).toBe(current.id);
    expect(JSON.stringify(state)).not.toContain(current.token);
    expect(state.hasPassword).toBe(true);

    await expect(revokeSession(deps(), viewer, bobs.id)).rejects.toMatchObject({ status: 404 });
    await expect(revokeSession(deps(), viewer, 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
    await revokeSession(deps(), viewer, other.id);
    expect((await database.db.select().from(session).where(eq(session.userId, alice.id))).map((s) => s.id)).toEqual([
      current.id,
    ]);
    await revokeAllSessions(deps(), viewer);
    expect(await database.db.select().from(session).where(eq(session.userId, alice.id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, bob.id))).toHaveLength(1);
  });
});

describe('exportAccountData', () => {
  it('holds the user’s data and orders, never a secret', async () => {
    const u = await createUser(database.db, { password: 'Exporte-moi-tout-1', roles: ['expert'] });
    const s = await withSession(u.id);
    const product = await createProduct(database.db);
    await createPaidOrder(database.db, {
      buyerId: u.id,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
    });
    const data = await exportAccountData(deps(), buildViewer({ userId: u.id, email: u.email }));
    expect(data.account?.email).toBe(u.email);
    expect(data.roles.map((r) => r.role)).toEqual(['expert']);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]?.items).toHaveLength(1);
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    const json = JSON.stringify(data);
    const [credential] = await database.db.select().from(account).where(eq(account.userId, u.id));
    expect(json).not.toContain(credential!.password!);
    expect(json).not.toContain(s.token);
  });
});

describe('deleteAccount', () => {
  it('erases the person, withdraws their products, keeps their orders anonymised, and blocks the account', async () => {
    const seller = await createSeller(database.db);
    const product = await createProduct(database.db, { sellerId: seller.id });
    const u = { id: seller.userId };
    await withSession(u.id);
    const buyerProduct = await createProduct(database.db);
    const order = await createPaidOrder(database.db, {
      buyerId: u.id,
      lines: [{ productId: buyerProduct.id, sellerId: buyerProduct.sellerId, title: 'x', unitPriceCents: 1000 }],
    });
    const [before] = await database.db.select().from(user).where(eq(user.id, u.id));

    await deleteAccount(deps(), buildViewer({ userId: u.id, email: before!.email }));

    const [after] = await database.db.select().from(user).where(eq(user.id, u.id));
    expect(after).toMatchObject({ email: erasedEmail(u.id), name: '', banned: true, phoneNumber: null });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(profile).toMatchObject({ displayName: null, avatarUrl: null, email: erasedEmail(u.id) });
    expect(await database.db.select().from(session).where(eq(session.userId, u.id))).toEqual([]);
    expect(await database.db.select().from(account).where(eq(account.userId, u.id))).toEqual([]);
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, u.id))).toEqual([]);
    const [withdrawn] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(withdrawn?.status).toBe('archived');
    expect(await database.db.select().from(orders).where(eq(orders.id, order.order.id))).toHaveLength(1);
  });

  it('erases the avatar files, contact messages, outbox copies, newsletter row and pending codes; keeps orders and invoices', async () => {
    const email = 'Efface.Moi@example.com'.toLowerCase();
    const phone = '+33612345678';
    const u = await createUser(database.db, { email, password: 'Effacez-moi-tout-2026' });
    await database.db.update(user).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(user.id, u.id));
    const other = await createUser(database.db, { email: 'reste@example.com' });
    const viewer = buildViewer({ userId: u.id, email });

    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const avatar = (await changeAvatar(deps(), viewer, image)).replace('/media/', '');
    const otherAvatar = (await changeAvatar(deps(), buildViewer({ userId: other.id }), image)).replace('/media/', '');
    const seller = await createSeller(database.db, { userId: u.id });
    await files.put(`sellers/${seller.id}/avatar-192.webp`, image, 'image/webp');
    await database.db
      .update(sellerProfiles)
      .set({ avatarUrl: files.url(`sellers/${seller.id}/avatar-192.webp`) })
      .where(eq(sellerProfiles.id, seller.id));

    const message = { subject: 'Question', message: 'Mon adresse est 3 rue des Lilas', name: 'Efface Moi' };
    await database.db.insert(contactMessages).values([
      { ...message, userId: u.id, email },
      // Sent before signing in, with the address written in capitals.
      { ...message, userId: null, email: 'EFFACE.MOI@example.com' },
      { ...message, userId: other.id, email: 'reste@example.com', name: 'Reste' },
    ]);
    const mail = { subject: 'Bonjour', html: '<p>x</p>', text: 'x', template: 'verify-email' };
    await database.db.insert(emailOutbox).values([
      { ...mail, to: email },
      { ...mail, to: 'Efface.Moi@Example.com' },
      { ...mail, to: 'reste@example.com' },
    ]);
    await database.db.insert(smsOutbox).values([
      { to: phone, text: 'Code 123456', template: 'phone-code' },
      { to: '+33698765432', text: 'Code 654321', template: 'phone-code' },
    ]);
    await database.db.insert(newsletterSubscribers).values([
      { email, token: crypto.randomUUID() },
      { email: 'reste@example.com', token: crypto.randomUUID() },
    ]);
    const soon = new Date(Date.now() + 600_000);
    await database.db.insert(verification).values([
      { identifier: `sign-in-otp-${email}`, value: '123456:0', expiresAt: soon },
      { identifier: `phone-number-otp-${phone}`, value: '654321:0', expiresAt: soon },
      { identifier: 'sign-in-otp-reste@example.com', value: '111111:0', expiresAt: soon },
    ]);
    const product = await createProduct(database.db);
    const order = await createPaidOrder(database.db, {
      buyerId: u.id,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: 'x', unitPriceCents: 1000 }],
    });
    await database.db.insert(invoices).values({
      series: 'FAC-2026',
      number: 1,
      reference: 'FAC-2026-000001',
      kind: 'invoice',
      orderId: order.order.id,
      totalCents: 1000,
      taxCents: 167,
    });
    const invoicesBefore = await database.db.select().from(invoices).where(eq(invoices.orderId, order.order.id));
    expect(invoicesBefore).toHaveLength(1);

    await deleteAccount(deps(), viewer);

    expect(await files.exists(avatar)).toBe(false);
    expect(await files.exists(avatar.replace('-256.webp', '-64.avif'))).toBe(false);
    expect(await files.exists(`sellers/${seller.id}/avatar-192.webp`)).toBe(false);
    expect(await files.exists(otherAvatar)).toBe(true);
    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(await left(database.db.select().from(contactMessages).where(eq(contactMessages.userId, u.id)))).toBe(0);
    expect((await database.db.select().from(contactMessages)).map((m) => m.email)).toEqual(['reste@example.com']);
    expect((await database.db.select().from(emailOutbox)).map((m) => m.to)).toEqual(['reste@example.com']);
    expect((await database.db.select().from(smsOutbox)).map((m) => m.to)).toEqual(['+33698765432']);
    expect((await database.db.select().from(newsletterSubscribers)).map((m) => m.email)).toEqual(['reste@example.com']);
    expect((await database.db.select().from(verification)).map((v) => v.identifier)).toEqual([
      'sign-in-otp-reste@example.com',
    ]);
    const [after] = await database.db.select().from(user).where(eq(user.id, u.id));
    expect(after).toMatchObject({ email: erasedEmail(u.id), phoneNumber: null, banned: true });
    // The law keeps the sale: the order and its invoice stay, pointing at the anonymised user.
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
    expect(kept?.buyerId).toBe(u.id);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.order.id))).toEqual(
      invoicesBefore,
    );
  });
});
