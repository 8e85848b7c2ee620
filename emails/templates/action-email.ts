import { createElement as h } from 'react';
import { formatDuration } from '../../i18n/format.ts';
import { ActionButton, Paragraph, SmallPrint } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import { type EmailContext, type EmailDraft, greeting } from './template.ts';

export interface ActionEmail {
  /** Key prefix in emails.json: subject, preheader, heading, intro, button and ignore live under it. */
  prefix: string;
  actionUrl: string;
  /** The recipient's name; undefined leaves the greeting out (e.g. an anonymous newsletter sign-up). */
  name?: string | null;
  /** When the link stops working, told to the reader. */
  expiresInMinutes?: number;
  /** Values interpolated into the prefix's texts. */
  values?: Record<string, string>;
  footer: string;
}

/** A message whose point is one link: greeting, why, the button, the link written out, expiry, "not you?". */
export function actionEmail({ t, locale }: EmailContext, email: ActionEmail): EmailDraft {
  const { prefix, actionUrl, values = {} } = email;
  const subject = t(`${prefix}.subject`, values);
  return {
    subject,
    body: h(
      EmailLayout,
      {
        locale,
        subject,
        preview: t(`${prefix}.preheader`, values),
        heading: t(`${prefix}.heading`),
        footer: email.footer,
      },
      email.name !== undefined && h(Paragraph, { text: greeting(t, email.name) }),
      h(Paragraph, { text: t(`${prefix}.intro`, values) }),
      h(ActionButton, { url: actionUrl, label: t(`${prefix}.button`), fallbackLabel: t('common.linkFallback') }),
      email.expiresInMinutes !== undefined &&
        h(SmallPrint, {
          text: t('common.linkExpiry', { duration: formatDuration(email.expiresInMinutes, locale) }),
        }),
      h(SmallPrint, { text: t(`${prefix}.ignore`) }),
    ),
  };
}
