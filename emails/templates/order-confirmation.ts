import { createElement as h } from 'react';
import { soleGiftRecipient } from '../../core/gifts/gift-recipient.ts';
import { formatDateTimeWithZone, formatPrice } from '../../i18n/format.ts';
import { ActionButton, Details, LabelledLink, SmallPrint } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { orderEmail, orderLineRows } from './order-email.ts';
import type { EmailTemplate } from './template.ts';

/**
 * The buyer's receipt: what was bought, the total with its VAT, where the files and the invoice are, and the consents
 * given at checkout. A gift's speaks of its recipient (« Votre cadeau pour … »), who gets the claim link.
 */
export const orderConfirmation: EmailTemplate<EmailTemplates['order-confirmation']> = (props, context) => {
  const { t, locale } = context;
  const money = (cents: number) => formatPrice(cents, locale);
  const recipient = soleGiftRecipient(props.lines);
  return orderEmail(
    context,
    {
      prefix: recipient ? 'giftConfirmation' : 'orderConfirmation',
      values: recipient ? { email: recipient } : undefined,
      ...props,
      footer: t('orderConfirmation.footer'),
      rows: [
        [t('order.date'), formatDateTimeWithZone(props.paidAt, locale)],
        ...orderLineRows(
          context,
          props.lines,
          (line) => line.totalCents,
          (line) => money(line.deploymentCents ?? 0),
        ),
        [
          t('orderConfirmation.vat'),
          props.reverseCharge ? t('orderConfirmation.reverseCharge') : money(props.taxCents),
        ],
        [t('orderConfirmation.total'), money(props.totalCents)],
      ],
    },
    props.licences.length > 0 &&
      h(Details, {
        rows: props.licences.map(({ title, key }): [string, string] => [
          t('orderConfirmation.licence', { title }),
          key,
        ]),
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
    props.guest &&
      h(SmallPrint, {
        text: t('orderConfirmation.guest', { count: props.guest.linkDays, url: props.guest.newLinkUrl }),
      }),
    h(SmallPrint, { text: t('orderConfirmation.guarantee') }),
    h(SmallPrint, {
      text: consentLines(props.consents)
        .map((line) => t(`orderConfirmation.consents.${line.key}`, { date: formatDateTimeWithZone(line.at, locale) }))
        .join(' '),
    }),
  );
};

const consentLines = (consents: EmailTemplates['order-confirmation']['consents']) =>
  [
    { key: 'terms', at: consents.termsAcceptedAt },
    { key: 'withdrawal', at: consents.withdrawalWaivedAt },
    { key: 'serviceStart', at: consents.serviceStartRequestedAt },
  ].filter((line): line is { key: string; at: string } => line.at !== null);
