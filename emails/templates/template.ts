import type { ReactElement } from 'react';
import type { Operator } from '../../core/legal/operator.ts';
import type { Locale } from '../../i18n/config.ts';
import type { EmailT } from '../translate.ts';

export interface EmailContext {
  t: EmailT;
  locale: Locale;
  /** Who sends it: the marketplace's operator, named in every footer. */
  operator: Operator;
}

/** What a template builds: the subject line and the document React Email renders. */
export interface EmailDraft {
  subject: string;
  body: ReactElement;
}

export type EmailTemplate<Props> = (props: Props, context: EmailContext) => EmailDraft;

export const greeting = (t: EmailT, name: string | null) =>
  name ? t('common.greeting', { name }) : t('common.greetingNoName');
