import { createElement as h } from 'react';
import { formatPrice } from '../../i18n/format.ts';
import { ActionButton, SmallPrint } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { orderEmail, orderLineRows } from './order-email.ts';
import type { EmailTemplate } from './template.ts';

/** Tells a seller what they sold in an order and what they earn from it, excluding VAT. */
export const newSale: EmailTemplate<EmailTemplates['new-sale']> = (props, context) => {
  const { t } = context;
  const share = formatPrice(props.shareCents, context.locale);
  return orderEmail(
    context,
    {
      prefix: 'newSale',
      ...props,
      values: { amount: share },
      footer: t('common.sellerFooter'),
      rows: [
        ...orderLineRows(
          context,
          props.lines,
          (line) => line.shareCents,
          () => t('newSale.deployment'),
        ),
        [t('newSale.share'), share],
      ],
    },
    h(SmallPrint, { text: t('newSale.shareNote') }),
    h(ActionButton, { url: props.salesUrl, label: t('newSale.button'), fallbackLabel: t('common.linkFallback') }),
  );
};
