import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Paragraph } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { orderEmail, refundedLinesRow } from './order-email.ts';
import type { EmailTemplate } from './template.ts';

/** Tells the buyer their money is on its way back, with the credit note, and that access has ended. */
export const refundConfirmation: EmailTemplate<EmailTemplates['refund-confirmation']> = (props, context) => {
  const { t } = context;
  const amount = formatPrice(props.amountCents, context.locale);
  return orderEmail(
    context,
    {
      prefix: 'refundConfirmation',
      ...props,
      values: { amount },
      footer: t('orderConfirmation.footer'),
      rows: [
        refundedLinesRow(context, props.lines),
        [t('refundConfirmation.amount'), amount],
        [t('refundConfirmation.creditNote'), props.creditNoteReference],
      ],
    },
    h(Paragraph, { text: t('refundConfirmation.revoked') }),
    h(ActionButton, { url: props.purchasesUrl, label: t('refundConfirmation.button') }),
  );
};
