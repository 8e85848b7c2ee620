import { createElement as h } from 'react';
import { ActionButton, Details, Paragraph, Quote, SmallPrint } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { framedEmail } from './frame.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** To a gift's recipient: who offered what, their message, and the one link that claims it. */
export const giftReceived: EmailTemplate<EmailTemplates['gift-received']> = (props, context) => {
  const { t } = context;
  const values = { title: props.title, from: props.fromName ?? '' };
  return framedEmail(
    context,
    {
      subject: props.fromName ? t('giftReceived.subject', values) : t('giftReceived.subjectNoName', values),
      preview: t('giftReceived.preheader'),
      heading: t('giftReceived.heading'),
      footer: t('giftReceived.footer'),
    },
    h(Paragraph, { text: greeting(t, props.name) }),
    h(Paragraph, {
      text: props.fromName ? t('giftReceived.intro', values) : t('giftReceived.introNoName', values),
    }),
    h(Details, {
      rows: [
        [t('giftReceived.product'), props.title],
        [t('giftReceived.licences'), t('giftReceived.seats', { count: props.seats })],
      ],
    }),
    props.message && h(Paragraph, { text: t('giftReceived.messageLabel') }),
    props.message && h(Quote, { text: props.message }),
    h(Paragraph, { text: t('giftReceived.howTo') }),
    h(ActionButton, {
      url: props.claimUrl,
      label: t('giftReceived.button'),
      fallbackLabel: t('common.linkFallback'),
    }),
    h(SmallPrint, { text: t('giftReceived.personal') }),
  );
};
