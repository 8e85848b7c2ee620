import type { Operator } from '../../core/legal/operator.ts';
import type { Mailer } from '../../core/ports/mailer.ts';
import type { Jobs } from '../../core/ports/queue.ts';
import { renderEmail } from '../../emails/render-email.ts';

/** The `send-email` job: renders the template in the recipient's language, signed by the operator, and sends it. */
export const sendEmail =
  (mailer: Mailer, operator: Operator) =>
  async ({ to, locale, template, props, listUnsubscribe }: Jobs['send-email']): Promise<void> => {
    const content = await renderEmail(template, props, locale, operator);
    await mailer.send({ ...content, to, template, locale, ...(listUnsubscribe ? { listUnsubscribe } : {}) });
  };
