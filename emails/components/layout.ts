import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import type { Locale } from '../../i18n/config.ts';
import { styles } from './theme.ts';

export interface EmailLayoutProps {
  locale: Locale;
  /** Also the document title, which screen readers announce. */
  subject: string;
  /** Shown by mail clients next to the subject; left out of the text part. */
  preview: string;
  heading: string;
  /** Small print under the message: why the reader gets it. */
  footer: string;
  /** The last line: who sends it (the operator's name, address, registration and contact). */
  sender: string;
  children?: ReactNode;
}

/** One column, 560 px, text only (no image to download), in the reader's language. */
export function EmailLayout({ locale, subject, preview, heading, footer, sender, children }: EmailLayoutProps) {
  return h(
    Html,
    { lang: locale, dir: 'ltr' },
    h(Head, null, h('title', null, subject)),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.card },
        h(Text, { style: styles.brand }, 'Déploia'),
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        children,
        h(Hr, { style: styles.rule }),
        h(Text, { style: styles.footer }, footer),
        h(Text, { style: styles.sender }, sender),
      ),
    ),
  );
}
