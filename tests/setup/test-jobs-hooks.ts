import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../core/ports/clock.ts';
import type { Database } from '../../db/client.ts';
import { outboxMailer } from '../../server/adapters/mail/outbox.ts';
import { openTestDatabase } from './test-database.ts';
import { startTestJobs, type TestJobs } from './test-jobs.ts';

/**
 * For use cases that need no app: a fresh test database and the job runner on it for this file, its e-mails written
 * to the outbox on `clock`; opened in `beforeAll`, closed in `afterAll`. `deps()` are a use case's database, queue
 * and clock.
 */
export function setUpTestJobs(clock: Clock) {
  let database: Database | undefined;
  let jobs: TestJobs | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startTestJobs(database, { mailer: outboxMailer(database.db, clock) });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });
  const opened = () => {
    if (!database || !jobs) throw new Error('the test database and jobs are opened in beforeAll: use them in tests');
    return { db: database.db, jobs };
  };
  return {
    get db() {
      return opened().db;
    },
    get jobs() {
      return opened().jobs;
    },
    deps: () => ({ db: opened().db, queue: opened().jobs.queue, clock }),
  };
}
