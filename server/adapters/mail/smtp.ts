import nodemailer from 'nodemailer';
import type { Mailer } from '../../../core/ports/mailer.ts';

/**
 * Sends through an SMTP server (`SMTP_URL`, credentials included, e.g. smtps://user:password@host:465). A refused
 * or failed delivery throws, so the `send-email` job is retried.
 */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: {
          'Content-Language': email.locale,
          ...(email.listUnsubscribe
            ? {
                'List-Unsubscribe': `<${email.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
        },
      });
    },
  };
}
