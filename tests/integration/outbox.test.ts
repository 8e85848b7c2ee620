import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { type ListOutboxQuery, listOutboxQuery } from '../../core/admin/list-outbox.schema.ts';
import { listOutbox } from '../../core/admin/list-outbox.ts';
import type { Database } from '../../db/client.ts';
import { buildViewer, createUser } from '../../db/factories/index.ts';
import { emailOutbox, smsOutbox, user } from '../../db/schema/index.ts';
import { outboxSmsSender } from '../../server/adapters/sms/outbox.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const admin = buildViewer({ roles: ['admin'] });
const at = (minute: number) => new Date(Date.UTC(2025, 0, 15, 9, minute));
const list = (query: Record<string, unknown> = {}, viewer: Viewer | null = admin, scope: 'all' | 'own' = 'all') =>
  listOutbox({ db: database.db }, { viewer, query: listOutboxQuery.parse(query) as ListOutboxQuery, scope });

beforeAll(async () => {
  database = await openTestDatabase();
  const email = (to: string, minute: number) => ({
    to,
    subject: `Sujet ${minute}`,
    html: `<p>${minute}</p>`,
    text: `${minute}`,
    template: 'verify-email',
    createdAt: at(minute),
  });
  await database.db.insert(emailOutbox).values([email('a@example.com', 1), email('b@example.com', 3)]);
  await outboxSmsSender(database.db).send({
    to: '+33612345678',
    text: 'Déploia : votre code est 482913',
    template: 'phone-verification',
    locale: 'fr',
  });
  await database.db.insert(smsOutbox).values({ to: '+4915112345678', text: 'Code 1', template: 't', createdAt: at(2) });
});
afterAll(() => database.close());

describe('the SMS outbox sender', () => {
  it('records the message for the dev mailbox', async () => {
    const [sms] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+33612345678'));
    expect(sms).toMatchObject({
      to: '+33612345678',
      text: 'Déploia : votre code est 482913',
      template: 'phone-verification',
      locale: 'fr',
    });
  });
});

describe('listOutbox', () => {
  it('refuses visitors and members who are not administrators', async () => {
    await expect(list({}, null)).rejects.toMatchObject({ code: 'unauthenticated', status: 401 });
    await expect(list({}, { ...admin, roles: ['expert'] })).rejects.toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('shows e-mail and SMS together, newest first, a page at a time', async () => {
    const first = await list({ per_page: '3' });
    expect(first.meta).toEqual({ total: 4, page: 1, per_page: 3 });
    expect(first.data.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+33612345678'],
      ['email', 'b@example.com'],
      ['sms', '+4915112345678'],
    ]);
    expect(first.data[1]).toMatchObject({
      subject: 'Sujet 3',
      html: '<p>3</p>',
      text: '3',
      template: 'verify-email',
      locale: 'fr',
      createdAt: at(3),
    });
    expect(first.data[2]).toMatchObject({ subject: null, html: null, text: 'Code 1', createdAt: at(2) });

    const second = await list({ per_page: '3', page: '2' });
    expect(second.data.map((m) => m.to)).toEqual(['a@example.com']);
  });

  it('shows one channel when asked', async () => {
    const emails = await list({ channel: 'email' });
    expect(emails.meta.total).toBe(2);
    expect(emails.data.map((m) => m.to)).toEqual(['b@example.com', 'a@example.com']);
    const texts = await list({ channel: 'sms' });
    expect(texts.meta.total).toBe(2);
    expect(texts.data.every((m) => m.channel === 'sms')).toBe(true);
    expect((await list({ channel: 'fax' })).meta.total).toBe(4);
  });
});

// Issue 17: a newcomer reads their own verification e-mail in demo mode, without an administrator.
describe('listOutbox of one’s own messages', () => {
  it('holds what was sent to the user’s address and phone number only', async () => {
    const member = await createUser(database.db, { email: 'a@example.com' });
    await database.db.update(user).set({ phoneNumber: '+4915112345678' }).where(eq(user.id, member.id));
    const viewer = buildViewer({ userId: member.id, email: 'a@example.com' });
    const own = await list({}, viewer, 'own');
    expect(own.meta.total).toBe(2);
    expect(own.data.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+4915112345678'],
      ['email', 'a@example.com'],
    ]);
    expect((await list({ channel: 'email' }, viewer, 'own')).data.map((m) => m.to)).toEqual(['a@example.com']);
    // An administrator's own mailbox is theirs too; everyone's is the console's.
    const stranger = await createUser(database.db, { email: 'c@example.com' });
    expect((await list({}, buildViewer({ userId: stranger.id, email: 'c@example.com' }), 'own')).data).toEqual([]);
    await expect(list({}, null, 'own')).rejects.toMatchObject({ status: 401 });
  });
});
