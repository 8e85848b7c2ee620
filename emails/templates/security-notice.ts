import { createElement as h } from 'react';
import { ActionButton, Details, Paragraph } from '../components/blocks.ts';
import { keyedEmail } from './frame.ts';
import type { EmailContext, EmailDraft } from './template.ts';

export interface SecurityNotice {
  /** Key prefix in emails.json: the frame's texts and the button live under it. */
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
export function securityNotice(context: EmailContext, notice: SecurityNotice): EmailDraft {
  const { t } = context;
  const { prefix, values = {} } = notice;
  return keyedEmail(
    context,
    { prefix, values, name: notice.name, footer: t('common.accountFooter') },
    notice.details && h(Details, { rows: notice.details }),
    // biome-ignore lint/correctness/useJsxKeyInIterable: spread into createElement's arguments, which React does not key.
    ...notice.notes.map((note) => h(Paragraph, { text: t(`${prefix}.${note}`, values) })),
    h(ActionButton, { url: notice.actionUrl, label: t(`${prefix}.button`), fallbackLabel: t('common.linkFallback') }),
  );
}
