import type { Locale } from '../../i18n/config.ts';

export interface OutgoingSms {
  /** E.164 phone number (+33612345678). */
  to: string;
  text: string;
  /** What the message is, for the outbox and the logs (e.g. `phone-verification`). */
  template: string;
  locale: Locale;
}

/** Sends text messages. The default adapter stops at the `sms_outbox` table (read in the dev mailbox). */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}
