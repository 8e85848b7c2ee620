import { createElement as h } from 'react';
import { ActionButton, LabelledLink, Paragraph } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { framedEmail } from './frame.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** A notification by e-mail: its title and message as written for the panel, its link, and how to stop these. */
export const notification: EmailTemplate<EmailTemplates['notification']> = (props, context) => {
  const { t } = context;
  return framedEmail(
    context,
    { subject: props.title, preview: props.message, heading: props.title, footer: t('notification.footer') },
    h(Paragraph, { text: greeting(t, props.name) }),
    h(Paragraph, { text: props.message }),
    h(ActionButton, { url: props.actionUrl, label: t('notification.button'), fallbackLabel: t('common.linkFallback') }),
    h(LabelledLink, { label: t('notification.preferences'), url: props.preferencesUrl }),
  );
};
