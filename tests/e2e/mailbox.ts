import { expect, inject } from 'vitest';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The newest e-mail the app sent to `to` that matches, waiting for the mail job to deliver it. */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inject('mailUrl')}/messages`)).json()) as Mail[];
        found = mails.filter((m) => m.to.includes(to) && matches(m)).at(-1);
        return found !== undefined;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  return found as Mail;
}

/** The path (and query) of the first link to `path` in the e-mail's text. */
export function linkIn(mail: Mail, path: string): string {
  const url = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s)]*`))?.[0];
  if (!url) throw new Error(`no link to ${path} in “${mail.subject}”`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
