import { createElement as h } from 'react';
import { formatDuration } from '../../i18n/format.ts';
import { OneTimeCode, Paragraph, SmallPrint } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import type { EmailTemplates } from '../template-props.ts';
import { type EmailTemplate, greeting } from './template.ts';

/** A one-time code to finish signing in; the code is plain text, so it reads the same in the text part. */
export const signInCode: EmailTemplate<EmailTemplates['sign-in-code']> = (props, { t, locale }) => {
  const subject = t('signInCode.subject');
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t('signInCode.preheader'),
        heading: t('signInCode.heading'),
        footer: t('common.accountFooter'),
      },
      h(Paragraph, { text: greeting(t, props.name) }),
      h(Paragraph, { text: t('signInCode.intro') }),
      h(OneTimeCode, { code: props.code }),
      h(SmallPrint, { text: t('signInCode.expiry', { duration: formatDuration(props.expiresInMinutes, locale) }) }),
      h(SmallPrint, { text: t('signInCode.ignore') }),
    ),
  };
};
