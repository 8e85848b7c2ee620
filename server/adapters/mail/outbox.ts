import type { Mailer } from '../../../core/ports/mailer.ts';
import type { Db } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema/index.ts';

/** Records every e-mail in `email_outbox` (status `sent`: the outbox is the transport in demo mode). */
export function outboxMailer(db: Db, clock: { now(): Date }): Mailer {
  return {
    async send(email) {
      await db.insert(emailOutbox).values({ ...email, status: 'sent', attempts: 1, sentAt: clock.now() });
    },
  };
}
