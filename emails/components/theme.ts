import type { CSSProperties } from 'react';

/**
 * Mail clients ignore stylesheets and CSS variables, so styles are inline and colours are hex values close to
 * the app's tokens. Every text colour keeps a contrast of at least 4.5:1 on the background it is used on.
 */
export const colors = {
  page: '#f6f8f7',
  card: '#ffffff',
  text: '#1f2633',
  muted: '#5b6472',
  primary: '#0e7a53',
  onPrimary: '#ffffff',
  border: '#dfe7e3',
  quote: '#f4f8f6',
};

/** The text/background pairs the templates use, checked by theme.test.ts. */
export const contrastPairs: [foreground: string, background: string][] = [
  [colors.text, colors.card],
  [colors.muted, colors.card],
  [colors.primary, colors.card],
  [colors.onPrimary, colors.primary],
  [colors.text, colors.quote],
];

export const fontFamily = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const styles = {
  body: { margin: 0, padding: '24px 12px', background: colors.page, fontFamily },
  card: {
    maxWidth: '560px',
    background: colors.card,
    border: `1px solid ${colors.border}`,
    borderRadius: '12px',
    padding: '24px 32px',
  },
  brand: { margin: '0 0 16px', fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: colors.primary },
  heading: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: colors.text },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: colors.text },
  small: { margin: '0 0 16px', fontSize: '14px', lineHeight: '20px', color: colors.muted },
  button: {
    display: 'inline-block',
    background: colors.primary,
    color: colors.onPrimary,
    textDecoration: 'none',
    fontWeight: 600,
    fontSize: '16px',
    lineHeight: '24px',
    padding: '12px 24px',
    borderRadius: '8px',
  },
  link: { color: colors.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  quote: {
    margin: '0 0 16px',
    padding: '12px 16px',
    borderLeft: `4px solid ${colors.primary}`,
    background: colors.quote,
    fontSize: '15px',
    lineHeight: '22px',
    color: colors.text,
    whiteSpace: 'pre-line',
  },
  code: {
    margin: '8px 0 24px',
    fontFamily: "'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace",
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '8px',
    color: colors.text,
  },
  detailLabel: {
    padding: '4px 16px 4px 0',
    fontSize: '14px',
    lineHeight: '20px',
    color: colors.muted,
    verticalAlign: 'top',
  },
  detailValue: { padding: '4px 0', fontSize: '14px', lineHeight: '20px', color: colors.text },
  rule: { borderColor: colors.border, margin: '24px 0 16px' },
  footer: { margin: 0, fontSize: '12px', lineHeight: '18px', color: colors.muted },
  sender: { margin: '12px 0 0', fontSize: '11px', lineHeight: '16px', color: colors.muted },
} satisfies Record<string, CSSProperties>;
