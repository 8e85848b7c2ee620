import type { Queue } from '../../core/ports/queue.ts';
import type { SmsSender } from '../../core/ports/sms-sender.ts';
import type { EmailMessage } from '../../emails/template-props.ts';
import { emailT } from '../../emails/translate.ts';
import type { Locale } from '../../i18n/config.ts';

export interface AuthRecipient {
  email: string;
  name: string | null;
  locale: Locale;
}

/** Where the account flows hand their messages. */
export interface AuthNotifier {
  email(to: AuthRecipient, message: EmailMessage): Promise<void>;
  sms(phoneNumber: string, code: string, locale: Locale): Promise<void>;
}

/** E-mail through the `send-email` job (rendered in the recipient's language, retried); SMS through the port. */
export function queueNotifier(queue: Queue, sms: SmsSender): AuthNotifier {
  return {
    email: (to, message) => queue.enqueue('send-email', { ...message, to: to.email, locale: to.locale }),
    sms: (phoneNumber, code, locale) =>
      sms.send({
        to: phoneNumber,
        text: emailT(locale)('sms.phoneCode', { code }),
        template: 'phone-verification',
        locale,
      }),
  };
}
