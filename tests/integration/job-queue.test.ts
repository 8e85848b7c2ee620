import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../core/ports/clock.ts';
import type { Mailer } from '../../core/ports/mailer.ts';
import type { Jobs } from '../../core/ports/queue.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { outboxMailer } from '../../server/adapters/mail/outbox.ts';
import { openTestDatabase } from '../setup/test-database.ts';
import { quickRetries, startTestJobs, type TestJobs } from '../setup/test-jobs.ts';

let database: Database;
let jobs: TestJobs;

/** A mail transport that is down for the next `outage` attempts, then delivers to the outbox. */
const transport = { outage: 0, attempts: [] as number[] };
const flakyMailer = (inner: Mailer): Mailer => ({
  async send(email) {
    transport.attempts.push(Date.now());
    if (transport.outage > 0) {
      transport.outage--;
      throw new Error('421 Service not available, try again later');
    }
    await inner.send(email);
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startTestJobs(database, { mailer: flakyMailer(outboxMailer(database.db, systemClock)) });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});
beforeEach(() => {
  transport.outage = 0;
  transport.attempts = [];
});

const verificationJob = (to: string): Jobs['send-email'] => ({
  to,
  locale: 'en',
  template: 'verify-email',
  props: { name: 'Ada', actionUrl: `https://deploia.test/verify?token=${to}`, expiresInMinutes: 60 },
});
const verification = (to: string) => jobs.queue.enqueue('send-email', verificationJob(to));
const mailsTo = (to: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('the job queue', () => {
  it(`delivers an enqueued e-mail to the mailer, rendered in the recipient's language`, async () => {
    await verification('ada@example.com');
    await jobs.settled();

    const [mail, ...others] = await mailsTo('ada@example.com');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Confirm your Déploia e-mail address',
      template: 'verify-email',
      locale: 'en',
      status: 'sent',
    });
    expect(mail!.html).toContain('href="https://deploia.test/verify?token=ada@example.com"');
    expect(mail!.text).toContain('Hello Ada,');
    expect(transport.attempts).toHaveLength(1);
  });

  it('retries a failing transport with growing delays, then delivers once', async () => {
    transport.outage = 2;
    await verification('retry@example.com');
    await jobs.settled();

    expect(await mailsTo('retry@example.com')).toHaveLength(1);
    const [first, second, third] = transport.attempts as [number, number, number];
    expect(transport.attempts).toHaveLength(3);
    // Exponential backoff: about 1 s, then about 2 s (each with up to as much jitter again).
    expect(second - first).toBeGreaterThanOrEqual(quickRetries.delaySeconds * 1000 - 100);
    expect(third - second).toBeGreaterThanOrEqual(2 * quickRetries.delaySeconds * 1000 - 100);
    expect(await jobs.failures()).toEqual([]);
  });

  it('stores a job enqueued in a transaction only if the transaction commits', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.queue.enqueue('send-email', verificationJob('committed@example.com'), { db: tx });
    });
    await database.db
      .transaction(async (tx) => {
        await jobs.queue.enqueue('send-email', verificationJob('rolled-back@example.com'), { db: tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    await jobs.settled();

    expect(await mailsTo('committed@example.com')).toHaveLength(1);
    expect(await mailsTo('rolled-back@example.com')).toEqual([]);
  });

  it('gives up after the last retry and keeps the error', async () => {
    transport.outage = quickRetries.retries + 1;
    await verification('down@example.com');
    await jobs.settled();

    expect(transport.attempts).toHaveLength(quickRetries.retries + 1);
    expect(await mailsTo('down@example.com')).toEqual([]);
    expect(await jobs.failures()).toEqual(['421 Service not available, try again later']);
  });
});
