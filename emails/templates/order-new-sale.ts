import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, Details, Paragraph, SmallPrint } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** Tells a seller what they sold in an order and what they earn from it, excluding VAT. */
export const newSale: EmailTemplate<EmailTemplates['new-sale']> = (props, { t, locale }) => {
  const subject = t('newSale.subject', { number: props.orderNumber });
  const money = (cents: number) => formatPrice(cents, locale);
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('newSale.preheader', { amount: money(props.shareCents) }),
        heading: t('newSale.heading'),
        footer: t('common.sellerFooter'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('newSale.intro') }),
      h(Details, {
        rows: [
          [t('order.number'), props.orderNumber],
          ...props.lines.map((line): [string, string] => [
            t('order.line', { title: line.title, count: line.quantity }),
            money(line.shareCents),
          ]),
          [t('newSale.share'), money(props.shareCents)],
        ],
      }),
      h(SmallPrint, { text: t('newSale.shareNote') }),
      h(ActionButton, { url: props.salesUrl, label: t('newSale.button'), fallbackLabel: t('common.linkFallback') }),
    ),
  };
};
