import { createElement as h } from 'react';
import { formatDuration } from '../../i18n/format.ts';
import { OneTimeCode, SmallPrint } from '../components/blocks.ts';
import type { EmailTemplates } from '../template-props.ts';
import { keyedEmail } from './frame.ts';
import type { EmailTemplate } from './template.ts';

/** A one-time code to finish signing in; the code is plain text, so it reads the same in the text part. */
export const signInCode: EmailTemplate<EmailTemplates['sign-in-code']> = (props, context) => {
  const { t, locale } = context;
  return keyedEmail(
    context,
    { prefix: 'signInCode', name: props.name, footer: t('common.accountFooter') },
    h(OneTimeCode, { code: props.code }),
    h(SmallPrint, { text: t('signInCode.expiry', { duration: formatDuration(props.expiresInMinutes, locale) }) }),
    h(SmallPrint, { text: t('signInCode.ignore') }),
  );
};
