import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Details, Paragraph, Quote } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** Tells a seller that a sale of theirs was refunded: what, the share taken back, and the buyer's reason. */
export const refundNotice: EmailTemplate<EmailTemplates['refund-notice']> = (props, { t, locale }) => {
  const subject = t('refundNotice.subject', { number: props.orderNumber });
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('refundNotice.preheader'),
        heading: t('refundNotice.heading'),
        footer: t('common.sellerFooter'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('refundNotice.intro') }),
      h(Details, {
        rows: [
          [t('order.number'), props.orderNumber],
          [
            t('refundConfirmation.products', { count: props.lines.length }),
            props.lines.map((line) => t('order.line', { title: line.title, count: line.quantity })).join(' ; '),
          ],
          [t('refundNotice.share'), formatPrice(-props.shareCents, locale)],
        ],
      }),
      h(Paragraph, { text: t('refundNotice.reason') }),
      h(Quote, { text: props.reason }),
      h(ActionButton, { url: props.salesUrl, label: t('newSale.button') }),
    ),
  };
};
