import type { Locale } from '../../i18n/config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for the outbox and the logs (e.g. `newsletter-confirm`). */
  template: string;
  locale: Locale;
  /** The one-click unsubscribe address of a bulk e-mail: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string;
}

/** Sends e-mail. The default adapter stops at the `email_outbox` table (read in the dev mailbox). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
