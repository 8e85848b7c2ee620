import { createElement as h } from 'react';
import { formatDuration } from '../../i18n/format.ts';
import { ActionButton, SmallPrint } from '../components/blocks.ts';
import { type KeyedEmail, keyedEmail } from './frame.ts';
import type { EmailContext, EmailDraft } from './template.ts';

/** Under the key prefix, besides the frame's texts: button and ignore. */
export interface ActionEmail extends KeyedEmail {
  actionUrl: string;
  /** When the link stops working, told to the reader. */
  expiresInMinutes?: number;
}

/** A message whose point is one link: greeting, why, the button, the link written out, expiry, "not you?". */
export function actionEmail(context: EmailContext, email: ActionEmail): EmailDraft {
  const { t, locale } = context;
  return keyedEmail(
    context,
    email,
    h(ActionButton, {
      url: email.actionUrl,
      label: t(`${email.prefix}.button`),
      fallbackLabel: t('common.linkFallback'),
    }),
    email.expiresInMinutes !== undefined &&
      h(SmallPrint, { text: t('common.linkExpiry', { duration: formatDuration(email.expiresInMinutes, locale) }) }),
    h(SmallPrint, { text: t(`${email.prefix}.ignore`) }),
  );
}
