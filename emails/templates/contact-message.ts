import { createElement as h } from 'react';
import { formatDateTimeWithZone } from '../../i18n/format.ts';
import { ActionButton, Details, Quote } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { framedEmail } from './frame.ts';
import type { EmailTemplate } from './template.ts';

/**
 * Tells an administrator that the contact form received a message, or a seller that someone wrote from their public
 * page (without the sender's IP address); replying by e-mail answers the sender.
 */
export const contactMessage: EmailTemplate<EmailTemplates['contact-message']> = (props, context) => {
  const { t, locale } = context;
  const topic = t(`contact.subjects.${props.subject}`);
  const details: [string, string][] = [
    [t('contact.from'), `${props.name} <${props.email}>`],
    [t('contact.topic'), topic],
    [t('contact.receivedAt'), formatDateTimeWithZone(props.receivedAt, locale)],
  ];
  if (!props.toSeller) details.push([t('contact.ip'), props.ip ?? t('contact.ipUnknown')]);
  return framedEmail(
    context,
    {
      subject: t('contact.subject', { subject: topic, name: props.name }),
      preview: props.message.slice(0, 120),
      heading: t(props.toSeller ? 'contact.sellerHeading' : 'contact.heading'),
      footer: t(props.toSeller ? 'contact.sellerFooter' : 'contact.footer'),
    },
    h(Details, { rows: details }),
    h(Quote, { text: props.message }),
    h(ActionButton, {
      url: `mailto:${props.email}?subject=${encodeURIComponent(`Re: ${topic}`)}`,
      label: t('contact.reply'),
    }),
  );
};
