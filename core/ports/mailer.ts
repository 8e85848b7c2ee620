import type { Locale } from '../../i18n/config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for the outbox and the logs (e.g. `newsletter-confirm`). */
  template: string;
  locale: Locale;
}

/** Sends e-mail. The default adapter stops at the `email_outbox` table (read in the dev mailbox). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
