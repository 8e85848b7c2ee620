import { createElement as h, type ReactNode } from 'react';
import { registration } from '../../core/legal/operator.ts';
import { Paragraph } from '../components/blocks.ts';
import { EmailLayout, type EmailLayoutProps } from '../components/layout.ts';
import { type EmailContext, type EmailDraft, greeting } from './template.ts';

type FrameTexts = Omit<EmailLayoutProps, 'locale' | 'sender' | 'children'>;

/** A message in the layout, in the context's language, its footer naming the operator that sends it. */
export const framedEmail = (
  { locale, t, operator }: EmailContext,
  texts: FrameTexts,
  ...content: ReactNode[]
): EmailDraft => ({
  subject: texts.subject,
  body: h(
    EmailLayout,
    {
      locale,
      ...texts,
      sender: t('common.sender', {
        name: operator.name,
        legalForm: operator.legalForm,
        address: operator.address,
        registration: registration(operator),
        email: operator.email,
      }),
    },
    ...content,
  ),
});

export interface KeyedEmail {
  /** Key prefix in emails.json: subject, preheader, heading and intro live under it. */
  prefix: string;
  /** Values interpolated into the subject, the preheader and the intro. */
  values?: Record<string, string>;
  /** The recipient's name; undefined leaves the greeting out (e.g. an anonymous newsletter sign-up). */
  name?: string | null;
  footer: string;
}

/** The frame most messages share, its texts read under one key prefix: the greeting and the intro, then `content`. */
export function keyedEmail(context: EmailContext, email: KeyedEmail, ...content: ReactNode[]): EmailDraft {
  const { t } = context;
  const { prefix, values = {} } = email;
  return framedEmail(
    context,
    {
      subject: t(`${prefix}.subject`, values),
      preview: t(`${prefix}.preheader`, values),
      heading: t(`${prefix}.heading`, values),
      footer: email.footer,
    },
    email.name !== undefined && h(Paragraph, { text: greeting(t, email.name) }),
    h(Paragraph, { text: t(`${prefix}.intro`, values) }),
    ...content,
  );
}
