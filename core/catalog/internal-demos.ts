/**
 * The demos Déploia serves itself (decision 0042): scripted pages under /demos/ that show what a live demo looks
 * like without the internet. A product's demo URL may name one by its path (`/demos/chatbot`), stored as is so the
 * same row works whatever the site's public address; every other demo URL is a seller's https address.
 */
export const internalDemos = ['chatbot', 'automation'] as const;
export type InternalDemo = (typeof internalDemos)[number];

export const internalDemoPath = (demo: InternalDemo) => `/demos/${demo}`;

/** The built-in demo a stored demo URL or a request path names exactly, or null. */
export function internalDemoOf(path: string | null | undefined): InternalDemo | null {
  const name = path?.startsWith('/demos/') ? path.slice('/demos/'.length) : null;
  return internalDemos.find((demo) => demo === name) ?? null;
}
