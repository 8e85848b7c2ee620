import type { Mailer } from '../../core/ports/mailer.ts';
import type { Jobs } from '../../core/ports/queue.ts';
import { renderEmail } from '../../emails/render-email.ts';

/** The `send-email` job: renders the template in the recipient's language and hands it to the mailer. */
export const sendEmail =
  (mailer: Mailer) =>
  async ({ to, locale, template, props }: Jobs['send-email']): Promise<void> => {
    const content = await renderEmail(template, props, locale);
    await mailer.send({ ...content, to, template, locale });
  };
