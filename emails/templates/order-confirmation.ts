import { createElement as h } from 'react';
import { formatDateTimeWithZone, formatPrice } from '../../i18n/format.ts';
import { ActionButton, Details, LabelledLink, Paragraph, SmallPrint } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** The buyer's receipt: what was bought, the total with its VAT, where the files and the invoice are. */
export const orderConfirmation: EmailTemplate<EmailTemplates['order-confirmation']> = (props, { t, locale }) => {
  const subject = t('orderConfirmation.subject', { number: props.orderNumber });
  const money = (cents: number) => formatPrice(cents, locale);
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('orderConfirmation.preheader'),
        heading: t('orderConfirmation.heading'),
        footer: t('orderConfirmation.footer'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('orderConfirmation.intro') }),
      h(Details, {
        rows: [
          [t('order.number'), props.orderNumber],
          [t('order.date'), formatDateTimeWithZone(props.paidAt, locale)],
          ...props.lines.map((line): [string, string] => [
            t('order.line', { title: line.title, count: line.quantity }),
            money(line.totalCents),
          ]),
          props.reverseCharge
            ? [t('orderConfirmation.vat'), t('orderConfirmation.reverseCharge')]
            : [t('orderConfirmation.vat'), money(props.taxCents)],
          [t('orderConfirmation.total'), money(props.totalCents)],
        ],
      }),
      h(ActionButton, {
        url: props.purchasesUrl,
        label: t('orderConfirmation.button'),
        fallbackLabel: t('common.linkFallback'),
      }),
      h(LabelledLink, {
        label: t('orderConfirmation.invoice', { reference: props.invoiceReference }),
        url: props.invoiceUrl,
      }),
      h(SmallPrint, { text: t('orderConfirmation.guarantee') }),
    ),
  };
};
