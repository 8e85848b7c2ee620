import type { SmsSender } from '../../../core/ports/sms-sender.ts';
import type { Db } from '../../../db/client.ts';
import { smsOutbox } from '../../../db/schema/index.ts';

/** Records every text message in `sms_outbox`: the outbox is the transport until an SMS provider is configured. */
export function outboxSmsSender(db: Db): SmsSender {
  return {
    async send(sms) {
      await db.insert(smsOutbox).values(sms);
    },
  };
}
