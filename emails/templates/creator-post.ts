import { createElement as h } from 'react';
import { ActionButton, LabelledLink, Paragraph } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { framedEmail } from './frame.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** A creator's post: who wrote, its title and first lines, the link to read it, and the one-click way out. */
export const creatorPost: EmailTemplate<EmailTemplates['creator-post']> = (props, context) => {
  const { t } = context;
  const seller = { seller: props.sellerName };
  return framedEmail(
    context,
    {
      subject: t('creatorPost.subject', { ...seller, title: props.title }),
      preview: props.excerpt,
      heading: props.title,
      footer: t('creatorPost.footer', seller),
    },
    h(Paragraph, { text: greeting(t, props.name) }),
    h(Paragraph, { text: t('creatorPost.intro', seller) }),
    h(Paragraph, { text: props.excerpt }),
    h(ActionButton, { url: props.postUrl, label: t('creatorPost.button'), fallbackLabel: t('common.linkFallback') }),
    h(LabelledLink, { label: t('creatorPost.unsubscribe', seller), url: props.unsubscribeUrl }),
    h(LabelledLink, { label: t('notification.preferences'), url: props.preferencesUrl }),
  );
};
