import { createElement as h } from 'react';
import { ActionButton, Details, Paragraph } from '../components/blocks.ts';
import { EmailLayout } from '../components/layout.ts';
import { type EmailContext, type EmailDraft, greeting } from './template.ts';

export interface SecurityNotice {
  /** Key prefix in emails.json: subject, preheader, heading, intro and button live under it. */
  prefix: string;
  name: string | null;
  /** The account's security settings. */
  actionUrl: string;
  values?: Record<string, string>;
  details?: [label: string, value: string][];
  /** Advice after the facts (keys under the prefix), in order. */
  notes: string[];
}

/** Tells the account owner that something changed or happened on the account, and where to act if it was not them. */
export function securityNotice({ t, locale }: EmailContext, notice: SecurityNotice): EmailDraft {
  const { prefix, values = {} } = notice;
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
        footer: t('common.accountFooter'),
      },
      h(Paragraph, { text: greeting(t, notice.name) }),
      h(Paragraph, { text: t(`${prefix}.intro`, values) }),
      notice.details && h(Details, { rows: notice.details }),
      // biome-ignore lint/correctness/useJsxKeyInIterable: spread into createElement's arguments, which React does not key.
      ...notice.notes.map((note) => h(Paragraph, { text: t(`${prefix}.${note}`, values) })),
      h(ActionButton, {
        url: notice.actionUrl,
        label: t(`${prefix}.button`),
        fallbackLabel: t('common.linkFallback'),
      }),
    ),
  };
}
