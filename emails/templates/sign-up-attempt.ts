import { createElement as h } from 'react';
import { ActionButton, LabelledLink, Paragraph } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/**
 * Someone tried to create an account with an address that already has one. The sign-up form answered as for a
 * new address (no account enumeration); the owner learns here what happened, and how to get back in.
 */
export const signUpAttempt: EmailTemplate<EmailTemplates['sign-up-attempt']> = (props, { t, locale }) => {
  const subject = t('signUpAttempt.subject');
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('signUpAttempt.preheader'),
        heading: t('signUpAttempt.heading'),
        footer: t('common.accountFooter'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('signUpAttempt.intro') }),
      h(Paragraph, { text: t('signUpAttempt.ifYou') }),
      h(ActionButton, { url: props.actionUrl, label: t('signUpAttempt.button') }),
      h(LabelledLink, { label: t('signUpAttempt.forgot'), url: props.resetUrl }),
      h(Paragraph, { text: t('signUpAttempt.ifNotYou') }),
    ),
  };
};
