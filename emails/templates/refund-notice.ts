import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Paragraph, Quote } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { orderEmail, refundedLinesRow } from './order-email.ts';
import type { EmailTemplate } from './template.ts';

const prefixes = {
  guarantee: 'refundNotice',
  lateDeployment: 'refundNoticeLateDeployment',
  operator: 'refundNoticeOperator',
} as const;

/**
 * Tells a seller that a sale of theirs was refunded: why, what, the share taken back, and the reason given by the
 * buyer or the operator (a late deployment's is the guarantee itself, said in the reader's language).
 */
export const refundNotice: EmailTemplate<EmailTemplates['refund-notice']> = (props, context) => {
  const { t } = context;
  const prefix = prefixes[props.cause];
  return orderEmail(
    context,
    {
      prefix,
      ...props,
      footer: t('common.sellerFooter'),
      rows: [
        refundedLinesRow(context, props.lines),
        [t('refundNotice.share'), formatPrice(-props.shareCents, context.locale)],
      ],
    },
    props.cause !== 'lateDeployment' && h(Paragraph, { text: t(`${prefix}.reason`) }),
    props.cause !== 'lateDeployment' && h(Quote, { text: props.reason }),
    h(ActionButton, { url: props.salesUrl, label: t('newSale.button') }),
  );
};
