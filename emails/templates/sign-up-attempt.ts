import { createElement as h } from 'react';
import { ActionButton, LabelledLink, Paragraph } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { keyedEmail } from './frame.ts';
import type { EmailTemplate } from './template.ts';

/**
 * Someone tried to create an account with an address that already has one. The sign-up form answered as for a
 * new address (no account enumeration); the owner learns here what happened, and how to get back in. A guest's
 * address has purchases but no password: they are told how to choose one, and where their purchases are.
 */
export const signUpAttempt: EmailTemplate<EmailTemplates['sign-up-attempt']> = (props, context) => {
  const { t } = context;
  if (props.libraryUrl) {
    return keyedEmail(
      context,
      { prefix: 'signUpGuest', name: props.name, footer: t('common.accountFooter') },
      h(ActionButton, { url: props.resetUrl, label: t('signUpGuest.button') }),
      h(LabelledLink, { label: t('signUpGuest.library'), url: props.libraryUrl }),
      h(Paragraph, { text: t('signUpGuest.ifNotYou') }),
    );
  }
  return keyedEmail(
    context,
    { prefix: 'signUpAttempt', name: props.name, footer: t('common.accountFooter') },
    h(Paragraph, { text: t('signUpAttempt.ifYou') }),
    h(ActionButton, { url: props.actionUrl, label: t('signUpAttempt.button') }),
    h(LabelledLink, { label: t('signUpAttempt.forgot'), url: props.resetUrl }),
    h(Paragraph, { text: t('signUpAttempt.ifNotYou') }),
  );
};
