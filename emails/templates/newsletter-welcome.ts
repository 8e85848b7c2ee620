import { createElement as h } from 'react';
import { ActionButton, LabelledLink, Paragraph } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import type { EmailTemplate } from './template.ts';

/** Double opt-in, step 2: welcome, with the one-click way out. */
export const newsletterWelcome: EmailTemplate<EmailTemplates['newsletter-welcome']> = (props, { t, locale }) => {
  const subject = t('newsletterWelcome.subject');
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('newsletterWelcome.preheader'),
        heading: t('newsletterWelcome.heading'),
        footer: t('newsletterWelcome.footer'),
      },
      h(Paragraph, { text: t('newsletterWelcome.intro') }),
      h(ActionButton, { url: props.marketUrl, label: t('newsletterWelcome.button') }),
      h(LabelledLink, { label: t('newsletterWelcome.unsubscribe'), url: props.unsubscribeUrl }),
    ),
  };
};
