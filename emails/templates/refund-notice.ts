import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Paragraph, Quote } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { orderEmail, refundedLinesRow } from './order-email.ts';
import type { EmailTemplate } from './template.ts';

/** Tells a seller that a sale of theirs was refunded: what, the share taken back, and the buyer's reason. */
export const refundNotice: EmailTemplate<EmailTemplates['refund-notice']> = (props, context) => {
  const { t } = context;
  return orderEmail(
    context,
    {
      prefix: 'refundNotice',
      ...props,
      footer: t('common.sellerFooter'),
      rows: [
        refundedLinesRow(context, props.lines),
        [t('refundNotice.share'), formatPrice(-props.shareCents, context.locale)],
      ],
    },
    h(Paragraph, { text: t('refundNotice.reason') }),
    h(Quote, { text: props.reason }),
    h(ActionButton, { url: props.salesUrl, label: t('newSale.button') }),
  );
};
