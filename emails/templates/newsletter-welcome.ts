import { createElement as h } from 'react';
import { ActionButton, LabelledLink } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { keyedEmail } from './frame.ts';
import type { EmailTemplate } from './template.ts';

/** Double opt-in, step 2: welcome, with the one-click way out. */
export const newsletterWelcome: EmailTemplate<EmailTemplates['newsletter-welcome']> = (props, context) => {
  const { t } = context;
  return keyedEmail(
    context,
    { prefix: 'newsletterWelcome', footer: t('newsletterWelcome.footer') },
    h(ActionButton, { url: props.marketUrl, label: t('newsletterWelcome.button') }),
    h(LabelledLink, { label: t('newsletterWelcome.unsubscribe'), url: props.unsubscribeUrl }),
  );
};
