import { type Locale, localizedHref } from '../../../i18n/config.ts';

/**
 * A built-in demo is framed without `allow-same-origin` (decision 0042): its document has an opaque origin, reads
 * no storage and runs no script, so it cannot learn the reader's theme itself. The product page passes it in the
 * frame's address; without it the demo follows the system's colour scheme.
 */
export type DemoTheme = 'light' | 'dark';

export function demoTheme(value: string | null | undefined): DemoTheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The root element's class on a built-in demo's page: the theme passed, else `scheme-system` (the system's). It
 * must sit on the root: the design tokens are `light-dark()` pairs declared there, and resolved there.
 */
export function demoSchemeClass(theme: DemoTheme | null): string {
  return theme ?? 'scheme-system';
}

/** The address of a built-in demo in the reader's language and, when known, theme. */
export function internalDemoHref(path: string, locale: Locale, theme: DemoTheme | null): string {
  return localizedHref(path, theme ? `?theme=${theme}` : '', locale);
}
