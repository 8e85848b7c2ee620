import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { styles } from './theme.ts';

export const Paragraph = ({ text }: { text: string }) => h(Text, { style: styles.paragraph }, text);

export const SmallPrint = ({ text }: { text: string }) => h(Text, { style: styles.small }, text);

/** A URL written out under its label. */
export const LabelledLink = ({ label, url, skipInText }: { label: string; url: string; skipInText?: boolean }) => {
  const textConversion = { 'data-skip-in-text': skipInText };
  return h(
    Text,
    { style: styles.small, ...textConversion },
    label,
    h('br'),
    h(Link, { href: url, style: styles.link }, url),
  );
};

/**
 * The message's main link as a button, and with `fallbackLabel` the URL written out beneath it for clients that
 * block buttons (the text part already reads "label URL" for the button, so it skips the repeat).
 */
export const ActionButton = ({ url, label, fallbackLabel }: { url: string; label: string; fallbackLabel?: string }) => [
  h(Section, { key: 'button', style: { margin: '8px 0 24px' } }, h(Button, { href: url, style: styles.button }, label)),
  fallbackLabel && h(LabelledLink, { key: 'fallback', label: fallbackLabel, url, skipInText: true }),
];

/** Tells the text conversion to keep each label and value on one line. */
const textAsTable = { 'data-text-format': 'dataTable' };

export const Details = ({ rows }: { rows: [label: string, value: string][] }) =>
  h(
    'table',
    {
      role: 'presentation',
      cellPadding: 0,
      cellSpacing: 0,
      style: { margin: '0 0 16px', borderCollapse: 'collapse' },
      ...textAsTable,
    },
    h(
      'tbody',
      null,
      rows.map(([label, value]) =>
        h(
          'tr',
          { key: label },
          h('td', { style: styles.detailLabel }, label),
          h('td', { style: styles.detailValue }, value),
        ),
      ),
    ),
  );

export const Quote = ({ text }: { text: string }) => h(Text, { style: styles.quote }, text);

export const OneTimeCode = ({ code }: { code: string }) => h(Text, { style: styles.code }, code);
