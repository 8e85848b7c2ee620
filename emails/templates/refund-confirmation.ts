import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Details, Paragraph } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** Tells the buyer their money is on its way back, with the credit note, and that access has ended. */
export const refundConfirmation: EmailTemplate<EmailTemplates['refund-confirmation']> = (props, { t, locale }) => {
  const subject = t('refundConfirmation.subject', { number: props.orderNumber });
  const amount = formatPrice(props.amountCents, locale);
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('refundConfirmation.preheader', { amount }),
        heading: t('refundConfirmation.heading'),
        footer: t('orderConfirmation.footer'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('refundConfirmation.intro', { amount }) }),
      h(Details, {
        rows: [
          [t('order.number'), props.orderNumber],
          [
            t('refundConfirmation.products', { count: props.lines.length }),
            props.lines.map((line) => t('order.line', { title: line.title, count: line.quantity })).join(' ; '),
          ],
          [t('refundConfirmation.amount'), amount],
          [t('refundConfirmation.creditNote'), props.creditNoteReference],
        ],
      }),
      h(Paragraph, { text: t('refundConfirmation.revoked') }),
      h(ActionButton, { url: props.purchasesUrl, label: t('refundConfirmation.button') }),
    ),
  };
};
